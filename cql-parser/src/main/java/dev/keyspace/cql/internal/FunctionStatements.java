package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.tree.TerminalNode;

/** Builds CREATE FUNCTION and CREATE AGGREGATE records, and the signature a DROP names. */
final class FunctionStatements {

    private FunctionStatements() {}

    static Statement createFunction(CqlParser.CreateFunctionContext ctx) {
        UserFunction function = new UserFunction(
                Names.of(ctx.functionName().name),
                ctx.functionArgument().stream()
                        .map(a -> new UserFunction.Argument(Names.of(a.identifier()), TypeBuilder.of(a.cqlType())))
                        .toList(),
                ctx.K_CALLED() != null,
                TypeBuilder.of(ctx.cqlType()),
                // Cassandra keeps the language in lower case, however it was written
                Names.text(ctx.identifier()).toLowerCase(Locale.ROOT),
                Names.unquote(body(ctx)));
        return new Statement.CreateFunction(
                Names.of(ctx.functionName()), ctx.K_OR() != null, ctx.ifNotExists() != null, function);
    }

    static Statement createAggregate(CqlParser.CreateAggregateContext ctx) {
        List<CqlParser.CqlTypeContext> types = ctx.cqlType();
        // the grammar lists the argument types, then STYPE's type last
        CqlParser.CqlTypeContext stateType = types.get(types.size() - 1);
        UserAggregate aggregate = new UserAggregate(
                Names.of(ctx.functionName(0).name),
                types.subList(0, types.size() - 1).stream().map(TypeBuilder::of).toList(),
                Names.of(ctx.functionName(1).name),
                TypeBuilder.of(stateType),
                ctx.K_FINALFUNC() == null ? Optional.empty() : Optional.of(Names.of(ctx.functionName(2).name)),
                Optional.ofNullable(ctx.term()).map(TokenText::of));
        return new Statement.CreateAggregate(
                Names.of(ctx.functionName(0)),
                ctx.K_OR() != null,
                ctx.ifNotExists() != null,
                aggregate,
                Optional.ofNullable(ctx.term()).flatMap(FunctionStatements::judgeable));
    }

    /** The term as the validator reads values; empty for an expression only Cassandra can evaluate. */
    private static Optional<Term> judgeable(CqlParser.TermContext ctx) {
        try {
            return Optional.of(TermBuilder.term(ctx.expression()));
        } catch (UnreadableSelectException onlyCassandraCanTell) {
            return Optional.empty();
        }
    }

    /** The argument types a DROP names, or empty when it names none (no parentheses). */
    static Optional<List<CqlType>> signature(TerminalNode parenthesis, List<CqlParser.CqlTypeContext> types) {
        if (parenthesis == null) {
            return Optional.empty();
        }
        return Optional.of(types.stream().map(TypeBuilder::of).toList());
    }

    private static String body(CqlParser.CreateFunctionContext ctx) {
        TerminalNode literal = ctx.STRING_LITERAL() != null ? ctx.STRING_LITERAL() : ctx.DOLLAR_STRING();
        return literal.getText();
    }
}
