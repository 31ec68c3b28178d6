package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.messages.CassandraStatementMessages;
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
                key.get(0),
                clustering,
                OptionBuilder.tableProperties(ctx.tableOption()));
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
                        String.format(CassandraStatementMessages.VIEW_SELECTOR, TokenText.of(selector)));
            }
            columns.add(Names.of(column.identifier()));
        }
        return columns;
    }
}
