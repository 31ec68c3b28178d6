package dev.keyspace.cluster.prove;

import java.util.List;

/** A whole proof: every table's storage against its estimate, every query's run, and what was left out. */
public record ProveResult(List<TableResult> tables, List<QueryResult> queries, List<String> notes) {
    public ProveResult {
        tables = List.copyOf(tables);
        queries = List.copyOf(queries);
        notes = List.copyOf(notes);
    }
}
