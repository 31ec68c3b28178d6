package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.analysis.restrictions.LiteralKind;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * A value on the right of a relation: constants keep their lexical kind (Cassandra type-checks them against
 * the column), NULL, bind markers, tuples, collection literals and function calls are kept as what they
 * are. Arithmetic and column references cannot be judged and are reported.
 */
final class TermBuilder {

    private TermBuilder() {}

    static Term term(CqlParser.ExpressionContext ctx) {
        if (ctx instanceof CqlParser.LiteralExpressionContext literal) {
            return literal(literal.literal());
        }
        if (ctx instanceof CqlParser.BindMarkerExpressionContext) {
            return Term.marker();
        }
        if (ctx instanceof CqlParser.TypeHintExpressionContext hint) {
            return term(hint.expression());
        }
        if (ctx instanceof CqlParser.TupleExpressionContext tuple) {
            if (tuple.expression().size() == 1) {
                return term(tuple.expression(0));
            }
            return new Term.TupleLiteral(
                    tuple.expression().stream().map(TermBuilder::term).toList());
        }
        if (ctx instanceof CqlParser.FunctionCallExpressionContext
                || ctx instanceof CqlParser.TokenExpressionContext
                || ctx instanceof CqlParser.CastExpressionContext) {
            return new Term.FunctionCall(TokenText.of(ctx));
        }
        if (ctx instanceof CqlParser.NegatedExpressionContext negated
                && negated.expression() instanceof CqlParser.LiteralExpressionContext inner
                && inner.literal().constant() != null) {
            Term.Literal value = (Term.Literal) literal(inner.literal());
            return Term.literal(value.kind(), "-" + value.text());
        }
        throw new UnreadableSelectException(
                ctx, String.format(DesignerSyntaxMessages.VALUE_NOT_JUDGED, TokenText.of(ctx)));
    }

    private static Term literal(CqlParser.LiteralContext ctx) {
        if (ctx.K_NULL() != null) {
            return Term.nullValue();
        }
        if (ctx.constant() == null) {
            return new Term.CollectionLiteral(shape(ctx), TokenText.of(ctx));
        }
        CqlParser.ConstantContext constant = ctx.constant();
        if (constant.booleanLiteral() != null) {
            return Term.literal(LiteralKind.BOOLEAN, constant.getText().toLowerCase(java.util.Locale.ROOT));
        }
        Token token = constant.getStop();
        return switch (token.getType()) {
            case CqlLexer.STRING_LITERAL, CqlLexer.DOLLAR_STRING -> Term.text(Names.unquote(token.getText()));
            case CqlLexer.INTEGER -> Term.literal(LiteralKind.INTEGER, token.getText());
            case CqlLexer.UUID -> Term.literal(LiteralKind.UUID, token.getText());
            case CqlLexer.HEXNUMBER -> Term.literal(LiteralKind.HEX, token.getText());
            case CqlLexer.DURATION -> Term.literal(LiteralKind.DURATION, token.getText());
            default -> Term.literal(LiteralKind.FLOAT, constant.getText());
        };
    }

    /**
     * How a collection literal is written, as Cassandra's grammar reads it: {@code {}} is an empty set or map, and
     * a map whose keys are names ({@code {a: 1}}) is a user type literal.
     */
    private static Term.CollectionLiteral.Shape shape(CqlParser.LiteralContext ctx) {
        if (ctx.listLiteral() != null) {
            return Term.CollectionLiteral.Shape.LIST;
        }
        if (ctx.setLiteral() != null) {
            return ctx.setLiteral().term().isEmpty()
                    ? Term.CollectionLiteral.Shape.EMPTY_BRACES
                    : Term.CollectionLiteral.Shape.SET;
        }
        if (ctx.udtLiteral() != null) {
            return Term.CollectionLiteral.Shape.USER_TYPE;
        }
        if (ctx.mapLiteral() != null) {
            List<CqlParser.MapEntryContext> entries = ctx.mapLiteral().mapEntry();
            if (entries.isEmpty()) {
                return Term.CollectionLiteral.Shape.EMPTY_BRACES;
            }
            boolean namedKeys =
                    entries.stream().allMatch(e -> e.key.expression() instanceof CqlParser.ColumnExpressionContext);
            boolean valueKeys =
                    entries.stream().noneMatch(e -> e.key.expression() instanceof CqlParser.ColumnExpressionContext);
            return namedKeys
                    ? Term.CollectionLiteral.Shape.USER_TYPE
                    : valueKeys ? Term.CollectionLiteral.Shape.MAP : Term.CollectionLiteral.Shape.UNKNOWN;
        }
        return Term.CollectionLiteral.Shape.UNKNOWN;
    }
}
