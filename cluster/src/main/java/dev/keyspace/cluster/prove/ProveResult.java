package dev.keyspace.cluster.prove;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A whole proof: every table's storage against its estimate, every query's run, and what was left out. */
public record ProveResult(List<TableResult> tables, List<QueryResult> queries, List<String> notes) {
    public ProveResult {
        tables = List.copyOf(tables);
        queries = List.copyOf(queries);
        notes = List.copyOf(notes);
    }

    /** What this proof measured per table, to keep with the project: the cluster and date it came from. */
    public Calibration toCalibration(String cluster, String date) {
        Map<ElementId, Calibration.Measured> measured = new TreeMap<>();
        for (TableResult table : tables) {
            measured.put(
                    table.estimate().tableId(),
                    new Calibration.Measured(
                            table.storage().cells().percentile(0.5),
                            table.storage().partitionBytes().percentile(0.5)));
        }
        return new Calibration(cluster, date, measured);
    }
}
