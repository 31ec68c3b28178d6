package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.analysis.restrictions.OrderingItem;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.Selector;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Builds the validator's {@link SelectQuery} from a parsed SELECT. What the validator cannot judge (a GROUP
 * BY on a function, {@code LIMIT ?}, NOT IN) is an {@link UnreadableSelectException} at its token.
 */
public final class SelectBuilder {

    /** The table a SELECT names, with its keyspace when written, and the structured query. */
    public record Built(Optional<Identifier> keyspace, SelectQuery query) {}

    private SelectBuilder() {}

    public static Built build(CqlParser.SelectStatementContext ctx) {
        QualifiedName table = Names.of(ctx.qualifiedName());
        List<Selector> selectors = ctx.selectClause().STAR() != null
                ? List.of()
                : ctx.selectClause().selector().stream()
                        .map(s -> SelectorBuilder.selector(s.expression()))
                        .toList();
        List<Relation> where = new ArrayList<>();
        if (ctx.whereClause() != null) {
            ctx.whereClause().relation().forEach(r -> where.add(RelationBuilder.relation(r)));
        }
        List<Identifier> groupBy =
                ctx.groupBy().stream().map(SelectBuilder::groupColumn).toList();
        List<OrderingItem> orderBy =
                ctx.ordering().stream().map(SelectBuilder::ordering).toList();
        OptionalInt perPartitionLimit = limitValue(ctx.perPartitionLimit);
        OptionalInt limit = limitValue(ctx.limit);
        SelectQuery query = new SelectQuery(
                table.name(),
                ctx.K_DISTINCT() != null,
                ctx.K_JSON() != null,
                selectors,
                where,
                groupBy,
                orderBy,
                perPartitionLimit,
                limit,
                ctx.K_ALLOW() != null);
        return new Built(table.keyspace(), query);
    }

    private static OptionalInt limitValue(CqlParser.LimitValueContext value) {
        if (value == null) {
            return OptionalInt.empty();
        }
        if (value.bindMarker() != null) {
            throw new UnreadableSelectException(value, DesignerSyntaxMessages.LIMIT_BIND_MARKER);
        }
        try {
            return OptionalInt.of(Integer.parseInt(value.INTEGER().getText()));
        } catch (NumberFormatException e) {
            throw new UnreadableSelectException(
                    value, String.format(DesignerSyntaxMessages.LIMIT_NOT_INT, value.getText()));
        }
    }

    private static Identifier groupColumn(CqlParser.GroupByContext ctx) {
        if (ctx.expression() instanceof CqlParser.ColumnExpressionContext column) {
            return Names.of(column.identifier());
        }
        throw new UnreadableSelectException(
                ctx, String.format(DesignerSyntaxMessages.GROUP_BY_EXPRESSION, ctx.getText()));
    }

    private static OrderingItem ordering(CqlParser.OrderingContext ctx) {
        Identifier column = Names.of(ctx.identifier());
        if (ctx.K_ANN() != null) {
            return new OrderingItem.Ann(column, TermBuilder.term(ctx.term().expression()), ClusteringOrder.ASC);
        }
        ClusteringOrder direction = ctx.K_DESC() != null ? ClusteringOrder.DESC : ClusteringOrder.ASC;
        return new OrderingItem.ByColumn(column, direction);
    }
}
