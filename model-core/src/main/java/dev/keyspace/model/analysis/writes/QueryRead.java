package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A query of the workflow as the SELECT that reads it: the whole row of the table or view serving it, restricted
 * by {@code =} on the columns of its equality attributes ({@code CONTAINS} on a collection's,
 * {@link AccessPatternQueries#equalityOperator}) and by {@code >=} and {@code <=} on those of its range attributes.
 * Cassandra's clustering order gives the query's order.
 */
public record QueryRead(Query query, Holder holder, List<Column> equal, List<Column> range) {

    public QueryRead {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(holder, "holder");
        equal = List.copyOf(equal);
        range = List.copyOf(range);
    }

    /**
     * The SELECT of each query of the project served by one of {@code holders} whose search attributes all have a
     * column, and that Cassandra runs as it stands (no ALLOW FILTERING; the query validator's verdict).
     */
    public static List<QueryRead> of(Project project, List<Holder> holders) {
        ProjectSelectValidator validator = new ProjectSelectValidator(project);
        List<QueryRead> reads = new ArrayList<>();
        for (Query query : project.queries()) {
            Optional<Holder> holder = query.servedBy()
                    .flatMap(id ->
                            holders.stream().filter(h -> h.id().equals(id)).findFirst());
            if (holder.isEmpty()) {
                continue;
            }
            Optional<List<Column>> equal = columns(holder.get(), query.pattern().equality());
            Optional<List<Column>> range = columns(holder.get(), query.pattern().range());
            if (equal.isPresent() && range.isPresent()) {
                QueryRead read = new QueryRead(query, holder.get(), equal.get(), range.get());
                Optional<Verdict> verdict = AccessPatternQueries.derive(
                                project.conceptual(), query, holder.get().table())
                        .map(select -> validator.validate(
                                Optional.of(holder.get().keyspace().name()), Optional.empty(), select));
                if (verdict.filter(QueryRead::runsAsItStands).isPresent()) {
                    reads.add(read);
                }
            }
        }
        return List.copyOf(reads);
    }

    private static boolean runsAsItStands(Verdict verdict) {
        return verdict.accepted()
                && verdict.access().map(a -> !a.needsFiltering()).orElse(false);
    }

    private static Optional<List<Column>> columns(Holder holder, List<AttributeRef> attributes) {
        List<Column> columns = new ArrayList<>();
        for (AttributeRef attribute : attributes) {
            Optional<Column> column = holder.columnHolding(attribute);
            if (column.isEmpty()) {
                return Optional.empty();
            }
            if (!columns.contains(column.get())) {
                columns.add(column.get());
            }
        }
        return Optional.of(columns);
    }
}
