package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * User-defined functions and aggregates of a live keyspace, read from {@code system_schema.functions} and
 * {@code system_schema.aggregates}, bodies verbatim, sorted by signature as Cassandra keeps them.
 */
final class LiveFunctions {

    private LiveFunctions() {}

    static List<UserFunction> functions(CqlSession session, Identifier keyspace) {
        List<UserFunction> functions = new ArrayList<>();
        for (Row row : session.execute(SystemSchemaQueries.functions(keyspace))) {
            List<String> names = row.getList("argument_names", String.class);
            List<String> types = row.getList("argument_types", String.class);
            List<UserFunction.Argument> arguments = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                arguments.add(new UserFunction.Argument(Identifier.of(names.get(i)), type(types.get(i))));
            }
            functions.add(new UserFunction(
                    Identifier.of(row.getString("function_name")),
                    arguments,
                    row.getBoolean("called_on_null_input"),
                    type(row.getString("return_type")),
                    row.getString("language"),
                    row.getString("body")));
        }
        functions.sort(Comparator.comparing(UserFunction::signature));
        return functions;
    }

    static List<UserAggregate> aggregates(CqlSession session, Identifier keyspace) {
        List<UserAggregate> aggregates = new ArrayList<>();
        for (Row row : session.execute(SystemSchemaQueries.aggregates(keyspace))) {
            aggregates.add(new UserAggregate(
                    Identifier.of(row.getString("aggregate_name")),
                    row.getList("argument_types", String.class).stream()
                            .map(LiveFunctions::type)
                            .toList(),
                    Identifier.of(row.getString("state_func")),
                    type(row.getString("state_type")),
                    Optional.ofNullable(row.getString("final_func")).map(Identifier::of),
                    Optional.ofNullable(row.getString("initcond"))));
        }
        aggregates.sort(Comparator.comparing(UserAggregate::signature));
        return aggregates;
    }

    /** A type as system_schema stores it; a function's own types are never frozen at the top. */
    private static CqlType type(String text) {
        try {
            return FunctionSignature.unfrozen(CqlTypeSyntax.parse(text));
        } catch (CqlTypeSyntax.CqlTypeSyntaxException e) {
            throw new LiveSchemaException("system_schema holds a function type that is not CQL: " + text);
        }
    }
}
