package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;

/** Builds CREATE MATERIALIZED VIEW records. */
final class ViewStatements {

    private ViewStatements() {}

    static Statement create(CqlParser.CreateViewContext ctx) {
        List<List<Identifier>> key = TableStatements.primaryKey(ctx.primaryKeyDefinition());
        List<Identifier> clustering = new ArrayList<>();
        key.subList(1, key.size()).forEach(c -> clustering.add(c.get(0)));
        return new Statement.CreateView(
                Names.of(ctx.qualifiedName(0)),
                ctx.ifNotExists() != null,
                Names.of(ctx.base),
                selected(ctx.selectClause()),
                TokenText.of(ctx.whereClause()),
                restricted(ctx.whereClause()),
                key.get(0),
                clustering,
                OptionBuilder.tableProperties(ctx.tableOption()));
    }

    /** Columns the WHERE clause restricts with IS NOT NULL or =, as Cassandra requires of view key columns. */
    private static List<Identifier> restricted(CqlParser.WhereClauseContext ctx) {
        List<Identifier> columns = new ArrayList<>();
        for (CqlParser.RelationContext relation : ctx.relation()) {
            CqlParser.ExpressionContext subject = null;
            if (relation instanceof CqlParser.IsNotNullRelationContext notNull) {
                subject = notNull.expression();
            } else if (relation instanceof CqlParser.CompareRelationContext compare
                    && compare.comparison().EQ() != null) {
                subject = compare.expression(0);
            }
            if (subject instanceof CqlParser.ColumnExpressionContext column) {
                columns.add(Names.of(column.identifier()));
            }
        }
        return columns;
    }

    private static List<Identifier> selected(CqlParser.SelectClauseContext ctx) {
        if (ctx.STAR() != null) {
            return List.of();
        }
        List<Identifier> columns = new ArrayList<>();
        for (CqlParser.SelectorContext selector : ctx.selector()) {
            if (selector.K_AS() != null
                    || !(selector.expression() instanceof CqlParser.ColumnExpressionContext column)) {
                throw new InvalidStatementException(
                        "Can only select columns by name when defining a materialized view, not "
                                + TokenText.of(selector));
            }
            columns.add(Names.of(column.identifier()));
        }
        return columns;
    }
}
