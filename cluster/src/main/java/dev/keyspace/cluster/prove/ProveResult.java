package dev.keyspace.cluster.prove;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.sizing.StatementCostFit;
import dev.keyspace.model.sizing.StorageCostFit;
import dev.keyspace.model.sizing.ValueCounts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A whole proof: every table's storage against its estimate, every query's run, the workload's run when one was
 * asked for, what was left out of the design ({@code notes}), the replication and consistency all of it was taken
 * with, and the figures the proof could not measure ({@code leftOut}: a proof over CQL alone names those only JMX
 * gives).
 */
public record ProveResult(
        List<TableResult> tables,
        List<QueryResult> queries,
        List<String> notes,
        Optional<WorkloadResult> workload,
        ProveReplication replication,
        List<LeftOut> leftOut) {
    public ProveResult {
        tables = List.copyOf(tables);
        queries = List.copyOf(queries);
        notes = List.copyOf(notes);
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(replication, "replication");
        leftOut = List.copyOf(leftOut);
    }

    /** A proof that measured every figure. */
    public ProveResult(
            List<TableResult> tables,
            List<QueryResult> queries,
            List<String> notes,
            Optional<WorkloadResult> workload,
            ProveReplication replication) {
        this(tables, queries, notes, workload, replication, List.of());
    }

    /** A proof without a workload run, on one copy. */
    public ProveResult(List<TableResult> tables, List<QueryResult> queries, List<String> notes) {
        this(tables, queries, notes, Optional.empty(), ProveReplication.SINGLE);
    }

    /** True when the proof read Cassandra's storage histograms (over JMX), which a calibration is made of. */
    public boolean measuredStorage() {
        return !tables.isEmpty() && tables.stream().allMatch(t -> t.jmxStorage().isPresent());
    }

    /**
     * What this proof measured per table, to keep with the project (the cluster and date it came from), with the
     * storage costs fitted to the measured partition sizes of the proven {@code project}'s tables, which later
     * estimates use, and the statement costs fitted to the measured latencies, which the optimizer uses. Tables
     * proven without JMX have no histograms and are left out of the storage costs.
     */
    public Calibration toCalibration(Project project, String cluster, String date) {
        Map<ElementId, Calibration.Measured> measured = new TreeMap<>();
        List<StorageCostFit.Observation> observations = new ArrayList<>();
        ProjectSizing sizing = ProjectSizing.of(project);
        AttributeSizes written = AttributeSizes.of(project);
        int elements = project.analysis().sizeDefaults().collectionElements();
        for (TableResult table : tables) {
            if (table.jmxStorage().isEmpty()) {
                continue;
            }
            ElementId id = table.estimate().tableId();
            long bytes = table.storage().partitionBytes().percentile(0.5);
            measured.put(id, new Calibration.Measured(table.storage().cells().percentile(0.5), bytes));
            Optional<TableRef> ref = project.table(id);
            double rows = table.rowsP50() > 0
                    ? table.rowsP50()
                    : table.estimate().rowsPerPartition().orElse(1);
            // the measured bytes are of the values as written: one size per attribute in every table
            ref.flatMap(r -> ValueCounts.of(
                            r.table(), rows, written.written(r, sizing.assumptionsOf(id), new ArrayList<>()), elements))
                    .ifPresent(counts -> observations.add(new StorageCostFit.Observation(counts, bytes)));
        }
        return new Calibration(
                cluster,
                date,
                measured,
                observations.isEmpty() ? Optional.empty() : Optional.of(StorageCostFit.fit(observations)),
                StatementCostFit.fit(StatementObservations.of(this, project)));
    }
}
