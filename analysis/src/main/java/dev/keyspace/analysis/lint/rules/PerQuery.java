package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.QueryGroup;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Runs a judgement of each query on its own (given its serving table) over every query of the project, keeping the
 * results of the queries a keyspace serves for the next check, each while the query, its serving table or view, the
 * rest of the keyspace and the conceptual model stay the same.
 */
final class PerQuery {

    private PerQuery() {}

    /** A judgement of one query: its position in the project's queries, the query, what serves it. */
    @FunctionalInterface
    interface Judge<R> {
        R judge(int position, Query query, Optional<AccessPatternQueries.Serving> serving);
    }

    /** One result per query, in the order of {@link CheckContext#queries()}; {@code compute} never gives null. */
    static <R> List<R> results(
            String kind, CheckContext context, BiFunction<Query, Optional<AccessPatternQueries.Serving>, R> compute) {
        return results(kind, context, (Judge<R>) (position, query, serving) -> compute.apply(query, serving));
    }

    /** As above, for a judgement that also reads what is known of the query by its position. */
    @SuppressWarnings("unchecked")
    static <R> List<R> results(String kind, CheckContext context, Judge<R> compute) {
        Object[] results = new Object[context.queries().size()];
        for (QueryGroup group : context.queryGroups()) {
            List<R> inGroup = context.memo()
                    .rememberGroup(
                            kind,
                            group.name(),
                            shared(group.keyspace(), context),
                            group.inputs(),
                            i -> compute.judge(
                                    group.positions()[i],
                                    group.queries().get(i),
                                    group.serving().get(i)));
            for (int i = 0; i < inGroup.size(); i++) {
                results[group.positions()[i]] = inGroup.get(i);
            }
        }
        return (List<R>) Arrays.asList(results);
    }

    /**
     * What the results of the queries a keyspace serves share: the conceptual model and the keyspace but for its
     * tables, of which a query's result reads only the one serving it (an element's own input). So an edit of one
     * table, which makes a new keyspace, leaves the results of the queries other tables serve to be reused.
     */
    private static Object[] shared(Optional<Keyspace> keyspace, CheckContext context) {
        Object conceptual = context.project().conceptual();
        return keyspace.map(k -> new Object[] {
                    k.name(),
                    k.replication(),
                    k.types(),
                    k.indexes(),
                    k.views(),
                    k.functions(),
                    k.aggregates(),
                    conceptual
                })
                .orElse(new Object[] {conceptual});
    }
}
