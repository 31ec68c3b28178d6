package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.analysis.lint.CheckContext;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.query.Query;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each query's derived SELECT, validated against the table or view that serves it. The verdicts are computed once
 * per check for each ALLOW FILTERING setting, whichever rule asks first, and each query's is kept for the next check
 * while the query, its serving table and the conceptual model stay the same.
 */
final class QueryVerdicts {

    record Checked(Query query, String table, SelectQuery select, Verdict verdict) {}

    private static final String PLAIN = "query-verdict:plain";
    private static final String FILTERING = "query-verdict:filtering";

    private QueryVerdicts() {}

    /** Validates the derived SELECT of every query that has one, with or without ALLOW FILTERING. */
    static List<Checked> of(CheckContext context, boolean allowFiltering) {
        String kind = allowFiltering ? FILTERING : PLAIN;
        return context.shared(kind, c -> validate(c, kind, allowFiltering));
    }

    private static List<Checked> validate(CheckContext context, String kind, boolean allowFiltering) {
        List<Checked> checked = new ArrayList<>();
        for (Query query : context.queries()) {
            context.serving(query).ifPresent(serving -> context.memo()
                    .<Optional<Checked>>remember(
                            kind,
                            () -> verdict(context, query, serving, allowFiltering),
                            query,
                            serving.keyspace(),
                            serving.table(),
                            context.project().conceptual())
                    .ifPresent(checked::add));
        }
        return List.copyOf(checked);
    }

    private static Optional<Checked> verdict(
            CheckContext context, Query query, AccessPatternQueries.Serving serving, boolean allowFiltering) {
        SelectValidator validator = context.shared("select-validator", c -> new SelectValidator());
        return AccessPatternQueries.derive(context.ownerNames(), query, serving.table())
                .map(derived -> derived.allowFiltering(allowFiltering))
                .map(select -> new Checked(
                        query,
                        serving.keyspace().name().asCql() + "."
                                + serving.table().name().asCql(),
                        select,
                        validator.validate(serving.keyspace(), serving.table(), select)));
    }
}
