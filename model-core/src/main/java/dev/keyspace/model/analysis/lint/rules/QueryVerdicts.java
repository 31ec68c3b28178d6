package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.QueryValidator;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.query.Query;
import java.util.ArrayList;
import java.util.List;

/** Each query's derived SELECT, validated against the table or view that serves it. */
final class QueryVerdicts {

    record Checked(Query query, String table, SelectQuery select, Verdict verdict) {}

    private QueryVerdicts() {}

    /** Validates the derived SELECT of every query that has one, with or without ALLOW FILTERING. */
    static List<Checked> of(Project project, boolean allowFiltering) {
        List<Checked> checked = new ArrayList<>();
        QueryValidator validator = new QueryValidator();
        for (Query query : project.queries()) {
            AccessPatternQueries.servingTable(project, query)
                    .ifPresent(serving -> AccessPatternQueries.derive(project.conceptual(), query, serving.table())
                            .ifPresent(select -> {
                                SelectQuery withFiltering = select.allowFiltering(allowFiltering);
                                String table = serving.keyspace().name().asCql() + "."
                                        + serving.table().name().asCql();
                                checked.add(new Checked(
                                        query,
                                        table,
                                        withFiltering,
                                        validator.validate(serving.keyspace(), serving.table(), withFiltering)));
                            }));
        }
        return checked;
    }
}
