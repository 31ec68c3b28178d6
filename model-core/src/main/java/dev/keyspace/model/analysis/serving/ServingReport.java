package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;

/**
 * Whether the table or view linked to a query still serves its access pattern: {@code table} is its
 * qualified name (or the dangling id), and every gap says what is missing.
 */
public record ServingReport(
        ElementId query, String queryLabel, ElementId servedBy, String table, List<ServingGap> gaps) {

    public ServingReport {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(queryLabel, "queryLabel");
        Objects.requireNonNull(servedBy, "servedBy");
        Objects.requireNonNull(table, "table");
        gaps = List.copyOf(gaps);
    }

    public boolean serves() {
        return gaps.isEmpty();
    }
}
