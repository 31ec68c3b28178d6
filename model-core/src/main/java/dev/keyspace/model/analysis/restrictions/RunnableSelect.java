package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Optional;

/**
 * The SELECT an application sends for a query to the table or view serving it: the one its access pattern derives
 * ({@link AccessPatternQueries#derive}), WITH ALLOW FILTERING where Cassandra refuses it without and takes it with,
 * since the application cannot run it otherwise ({@code ksd check} warns of those). A SELECT refused either way is
 * the derived one, for Cassandra's refusal to be what is reported.
 */
public record RunnableSelect(SelectQuery select, boolean filtering) {

    /** Empty when a search attribute of the query has no column in {@code table}. */
    public static Optional<RunnableSelect> of(
            ConceptualModel conceptual, Query query, Keyspace keyspace, Table table, CassandraVersion target) {
        Optional<SelectQuery> derived = AccessPatternQueries.derive(conceptual, query, table);
        if (derived.isEmpty()) {
            return Optional.empty();
        }
        SelectValidator.Verdicts verdicts = new SelectValidator(target).validateBoth(keyspace, table, derived.get());
        return Optional.of(
                !verdicts.plain().accepted() && verdicts.filtering().accepted()
                        ? new RunnableSelect(derived.get().allowFiltering(true), true)
                        : new RunnableSelect(derived.get(), false));
    }
}
