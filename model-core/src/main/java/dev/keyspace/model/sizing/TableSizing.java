package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The sizing of one table ({@code keyspace.table}): the average estimate, the worst case, every assumption that
 * was missing (each named, never replaced by an invented figure), and the assumptions the figures rest on.
 */
public record TableSizing(
        String table,
        ElementId tableId,
        Estimate average,
        Estimate worstCase,
        List<String> missingAssumptions,
        List<String> basis) {

    public TableSizing {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(tableId, "tableId");
        Objects.requireNonNull(average, "average");
        Objects.requireNonNull(worstCase, "worstCase");
        missingAssumptions = List.copyOf(missingAssumptions);
        basis = List.copyOf(basis);
    }

    /** A sizing whose figures rest only on the table's own assumptions. */
    public TableSizing(
            String table, ElementId tableId, Estimate average, Estimate worstCase, List<String> missingAssumptions) {
        this(table, tableId, average, worstCase, missingAssumptions, List.of());
    }

    /** The same figures, saying which assumptions they rest on ("[default]" marks a defaulted one). */
    public TableSizing withBasis(List<String> newBasis) {
        return new TableSizing(table, tableId, average, worstCase, missingAssumptions, newBasis);
    }

    public OptionalDouble rowsPerPartition() {
        return average.rowsPerPartition();
    }

    public OptionalDouble values() {
        return average.values();
    }

    public OptionalDouble partitionBytes() {
        return average.partitionBytes();
    }

    public OptionalLong partitions() {
        return average.partitions();
    }

    public OptionalDouble tableBytes() {
        return average.tableBytes();
    }

    public boolean isComplete() {
        return missingAssumptions.isEmpty();
    }
}
