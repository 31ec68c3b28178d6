package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;

/**
 * One WHERE relation as the validator reads it: on a column, on a map or list element, on a tuple of
 * columns, or on token(...). Operands Cassandra 5.0 does not accept on the left are reported.
 */
final class RelationBuilder {

    private RelationBuilder() {}

    static Relation relation(CqlParser.RelationContext ctx) {
        if (ctx instanceof CqlParser.GroupedRelationContext grouped) {
            return relation(grouped.relation());
        }
        if (ctx instanceof CqlParser.CompareRelationContext compare) {
            return compare(compare);
        }
        if (ctx instanceof CqlParser.InRelationContext in) {
            return in(in);
        }
        if (ctx instanceof CqlParser.ContainsRelationContext contains) {
            if (contains.K_NOT() != null) {
                throw new UnreadableSelectException(contains.K_NOT().getSymbol(), DesignerSyntaxMessages.NOT_CONTAINS);
            }
            Operator op = contains.K_KEY() != null ? Operator.CONTAINS_KEY : Operator.CONTAINS;
            return single(contains.expression(0), op, List.of(TermBuilder.term(contains.expression(1))));
        }
        if (ctx instanceof CqlParser.LikeRelationContext like) {
            return single(like.expression(0), Operator.LIKE, List.of(TermBuilder.term(like.expression(1))));
        }
        CqlParser.IsNotNullRelationContext notNull = (CqlParser.IsNotNullRelationContext) ctx;
        return single(notNull.expression(), Operator.IS_NOT, List.of(Term.nullValue()));
    }

    private static Relation compare(CqlParser.CompareRelationContext ctx) {
        Operator op = operator(ctx.comparison());
        CqlParser.ExpressionContext left = ctx.expression(0);
        CqlParser.ExpressionContext right = ctx.expression(1);
        if (left instanceof CqlParser.TokenExpressionContext token) {
            return new Relation.Token(columns(token.expression()), op, TermBuilder.term(right));
        }
        if (left instanceof CqlParser.TupleExpressionContext tuple) {
            return new Relation.MultiColumn(columns(tuple.expression()), op, List.of(tupleTerm(right)));
        }
        return single(left, op, List.of(TermBuilder.term(right)));
    }

    private static Relation in(CqlParser.InRelationContext ctx) {
        if (ctx.K_NOT() != null) {
            throw new UnreadableSelectException(ctx.K_NOT().getSymbol(), DesignerSyntaxMessages.NOT_IN);
        }
        if (ctx.bindMarker() != null) {
            throw new UnreadableSelectException(ctx.bindMarker(), DesignerSyntaxMessages.IN_BIND_MARKER);
        }
        CqlParser.ExpressionContext left = ctx.expression();
        boolean multi = left instanceof CqlParser.TupleExpressionContext;
        List<Term> values = ctx.term().stream()
                .map(t -> multi ? tupleTerm(t.expression()) : TermBuilder.term(t.expression()))
                .toList();
        if (multi) {
            return new Relation.MultiColumn(
                    columns(((CqlParser.TupleExpressionContext) left).expression()), Operator.IN, values);
        }
        if (left instanceof CqlParser.TokenExpressionContext token) {
            return new Relation.Token(
                    columns(token.expression()), Operator.IN, values.isEmpty() ? Term.marker() : values.get(0));
        }
        return single(left, Operator.IN, values);
    }

    private static Relation single(CqlParser.ExpressionContext left, Operator op, List<Term> values) {
        if (left instanceof CqlParser.ColumnExpressionContext column) {
            return new Relation.SingleColumn(Names.of(column.identifier()), op, values, Optional.empty());
        }
        if (left instanceof CqlParser.ElementExpressionContext element
                && element.expression() instanceof CqlParser.ColumnExpressionContext column
                && element.DOT().isEmpty()) {
            Term key = TermBuilder.term(element.term(0).expression());
            return new Relation.SingleColumn(Names.of(column.identifier()), op, values, Optional.of(key));
        }
        if (left instanceof CqlParser.TupleExpressionContext tuple
                && tuple.expression().size() == 1) {
            return single(tuple.expression(0), op, values);
        }
        throw new UnreadableSelectException(
                left, String.format(DesignerSyntaxMessages.LEFT_NOT_A_COLUMN, TokenText.of(left)));
    }

    /** The right side of a multi-column relation: a tuple (even of one element) or a bind marker. */
    private static Term tupleTerm(CqlParser.ExpressionContext ctx) {
        if (ctx instanceof CqlParser.TupleExpressionContext tuple) {
            return new Term.TupleLiteral(
                    tuple.expression().stream().map(TermBuilder::term).toList());
        }
        return TermBuilder.term(ctx);
    }

    private static List<Identifier> columns(List<CqlParser.ExpressionContext> expressions) {
        return expressions.stream()
                .map(e -> {
                    if (e instanceof CqlParser.ColumnExpressionContext column) {
                        return Names.of(column.identifier());
                    }
                    throw new UnreadableSelectException(
                            e, String.format(DesignerSyntaxMessages.NOT_A_COLUMN_NAME, TokenText.of(e)));
                })
                .toList();
    }

    private static Operator operator(CqlParser.ComparisonContext ctx) {
        return switch (ctx.getStart().getType()) {
            case dev.keyspace.cql.grammar.CqlLexer.EQ -> Operator.EQ;
            case dev.keyspace.cql.grammar.CqlLexer.NEQ -> Operator.NEQ;
            case dev.keyspace.cql.grammar.CqlLexer.LT -> Operator.LT;
            case dev.keyspace.cql.grammar.CqlLexer.LTE -> Operator.LTE;
            case dev.keyspace.cql.grammar.CqlLexer.GT -> Operator.GT;
            default -> Operator.GTE;
        };
    }
}
