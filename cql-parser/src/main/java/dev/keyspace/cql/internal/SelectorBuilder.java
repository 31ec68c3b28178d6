package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.analysis.restrictions.Selector;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One element of a SELECT clause as the validator reads it: a column, COUNT(*), or a call (functions,
 * casts, arithmetic, WRITETIME/TTL, element and field access) over the selectors inside it. Only the
 * columns read and whether the call aggregates matter to the validator.
 */
final class SelectorBuilder {

    private SelectorBuilder() {}

    static Selector selector(CqlParser.ExpressionContext ctx) {
        if (ctx instanceof CqlParser.ColumnExpressionContext column) {
            return new Selector.ColumnRef(Names.of(column.identifier()));
        }
        if (ctx instanceof CqlParser.FunctionCallExpressionContext call) {
            String name = Names.of(call.functionName().name).internal();
            if (call.STAR() != null) {
                if (!name.equals("count")) {
                    throw new UnreadableSelectException(call, DesignerSyntaxMessages.COUNT_STAR_ONLY);
                }
                return new Selector.CountAll();
            }
            return new Selector.FunctionCall(name.toLowerCase(Locale.ROOT), arguments(call.expression()));
        }
        if (ctx instanceof CqlParser.TypeHintExpressionContext hint) {
            return selector(hint.expression());
        }
        if (ctx instanceof CqlParser.CastExpressionContext cast) {
            // Cassandra names the function behind a cast after the target type (CastFcts.getFunctionName)
            return call("cast_as_" + cast.nativeType().getText(), List.of(cast.expression()));
        }
        if (ctx instanceof CqlParser.MetadataExpressionContext metadata) {
            return call(metadata.getStart().getText(), List.of(metadata.expression()));
        }
        if (ctx instanceof CqlParser.TokenExpressionContext token) {
            return call("token", token.expression());
        }
        if (ctx instanceof CqlParser.FieldExpressionContext field) {
            return call("field", List.of(field.expression()));
        }
        if (ctx instanceof CqlParser.ElementExpressionContext element) {
            return call("element", List.of(element.expression()));
        }
        if (ctx instanceof CqlParser.NegatedExpressionContext negated) {
            return call("-", List.of(negated.expression()));
        }
        if (ctx instanceof CqlParser.MultiplicativeExpressionContext product) {
            return call(product.getChild(1).getText(), product.expression());
        }
        if (ctx instanceof CqlParser.AdditiveExpressionContext sum) {
            return call(sum.getChild(1).getText(), sum.expression());
        }
        if (ctx instanceof CqlParser.TupleExpressionContext tuple) {
            return tuple.expression().size() == 1 ? selector(tuple.expression(0)) : call("tuple", tuple.expression());
        }
        // a literal or a bind marker: a value that reads no column
        int elements = ctx instanceof CqlParser.LiteralExpressionContext literal
                        && literal.literal().listLiteral() != null
                ? literal.literal().listLiteral().term().size()
                : 0;
        return new Selector.Value(TokenText.of(ctx), elements);
    }

    private static Selector call(String name, List<CqlParser.ExpressionContext> arguments) {
        return new Selector.FunctionCall(name.toLowerCase(Locale.ROOT), arguments(arguments));
    }

    /** A loop, not a stream: a stream adds a dozen frames to every level of a deep expression. */
    private static List<Selector> arguments(List<CqlParser.ExpressionContext> arguments) {
        List<Selector> selectors = new ArrayList<>(arguments.size());
        for (CqlParser.ExpressionContext argument : arguments) {
            selectors.add(selector(argument));
        }
        return List.copyOf(selectors);
    }
}
