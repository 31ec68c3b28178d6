package dev.keyspace.model.settings;

import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What {@code ksd prove} (or the designer's Prove) measured, kept with the project: the cluster and the date it
 * came from, per table (by id) the measured cells and bytes per partition, shown next to the estimates, and the
 * storage costs fitted to them, which later estimates use ({@code storage}; empty in calibrations stored before
 * estimates used them, which are only shown), and the statement costs fitted to the measured latencies, which the
 * optimizer uses ({@code statements}; empty when the proof ran no query).
 */
public record Calibration(
        String cluster,
        String date,
        Map<ElementId, Measured> tables,
        Optional<StorageCosts> storage,
        Optional<StatementCosts> statements) {

    /** One table's median cells and bytes per partition, as Cassandra's histograms gave them. */
    public record Measured(long cellsPerPartition, long bytesPerPartition) {
        public Measured {
            if (cellsPerPartition < 0 || bytesPerPartition < 0) {
                throw new IllegalArgumentException("measured cells and bytes cannot be negative");
            }
        }
    }

    public Calibration {
        Objects.requireNonNull(cluster, "cluster");
        Objects.requireNonNull(date, "date");
        if (cluster.isBlank() || date.isBlank()) {
            throw new IllegalArgumentException("a calibration names its cluster and its date");
        }
        tables = Collections.unmodifiableMap(new TreeMap<>(tables));
        Objects.requireNonNull(storage, "storage");
        Objects.requireNonNull(statements, "statements");
    }

    /** A calibration with storage costs and no statement costs. */
    public Calibration(String cluster, String date, Map<ElementId, Measured> tables, Optional<StorageCosts> storage) {
        this(cluster, date, tables, storage, Optional.empty());
    }

    /** The same calibration with other statement costs. */
    public Calibration withStatements(Optional<StatementCosts> costs) {
        return new Calibration(cluster, date, tables, storage, costs);
    }

    /** The same calibration measured on other tables (when some are gone from the project). */
    public Calibration withTables(Map<ElementId, Measured> measured) {
        return new Calibration(cluster, date, measured, storage, statements);
    }

    /** A calibration that only records what was measured, without storage costs for estimates. */
    public Calibration(String cluster, String date, Map<ElementId, Measured> tables) {
        this(cluster, date, tables, Optional.empty());
    }
}
