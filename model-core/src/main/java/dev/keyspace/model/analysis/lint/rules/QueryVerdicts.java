package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.analysis.lint.CheckContext;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.query.Query;
import java.util.ArrayList;
import java.util.List;

/**
 * Each query's derived SELECT, validated against the table or view that serves it. The SELECTs are derived once
 * per check and the verdicts computed once for each ALLOW FILTERING setting, whichever rule asks first.
 */
final class QueryVerdicts {

    record Checked(Query query, String table, SelectQuery select, Verdict verdict) {}

    private record Derived(Query query, AccessPatternQueries.Serving serving, String table, SelectQuery select) {}

    private QueryVerdicts() {}

    /** Validates the derived SELECT of every query that has one, with or without ALLOW FILTERING. */
    static List<Checked> of(CheckContext context, boolean allowFiltering) {
        return context.shared(
                "query-verdicts:" + (allowFiltering ? "filtering" : "plain"), c -> validate(c, allowFiltering));
    }

    private static List<Checked> validate(CheckContext context, boolean allowFiltering) {
        List<Checked> checked = new ArrayList<>();
        SelectValidator validator = new SelectValidator();
        for (Derived derived : derived(context)) {
            SelectQuery select = derived.select().allowFiltering(allowFiltering);
            AccessPatternQueries.Serving serving = derived.serving();
            checked.add(new Checked(
                    derived.query(),
                    derived.table(),
                    select,
                    validator.validate(serving.keyspace(), serving.table(), select)));
        }
        return List.copyOf(checked);
    }

    private static List<Derived> derived(CheckContext context) {
        return context.shared("derived-selects", c -> {
            List<Derived> derived = new ArrayList<>();
            for (Query query : c.queries()) {
                c.serving(query)
                        .ifPresent(serving -> AccessPatternQueries.derive(c.ownerNames(), query, serving.table())
                                .ifPresent(select -> derived.add(new Derived(
                                        query,
                                        serving,
                                        serving.keyspace().name().asCql() + "."
                                                + serving.table().name().asCql(),
                                        select))));
            }
            return List.copyOf(derived);
        });
    }
}
