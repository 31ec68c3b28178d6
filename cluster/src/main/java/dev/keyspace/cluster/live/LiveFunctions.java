package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * User-defined functions and aggregates of a live keyspace, read from {@code system_schema.functions} and
 * {@code system_schema.aggregates}: the driver prints a function's body between single quotes without doubling
 * the quotes inside it, so its CQL cannot be read back.
 */
final class LiveFunctions {

    private LiveFunctions() {}

    static Keyspace apply(CqlSession session, Keyspace keyspace) {
        List<UserFunction> functions = new ArrayList<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT function_name, argument_names, argument_types, called_on_null_input, return_type, language,"
                        + " body FROM system_schema.functions WHERE keyspace_name = ?",
                keyspace.name().internal()))) {
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
        List<UserAggregate> aggregates = new ArrayList<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT aggregate_name, argument_types, state_func, state_type, final_func, initcond"
                        + " FROM system_schema.aggregates WHERE keyspace_name = ?",
                keyspace.name().internal()))) {
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
        functions.sort(Comparator.comparing(UserFunction::signature));
        aggregates.sort(Comparator.comparing(UserAggregate::signature));
        return keyspace.withFunctions(functions).withAggregates(aggregates);
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
