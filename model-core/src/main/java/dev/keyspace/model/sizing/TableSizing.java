package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * The sizing of one table ({@code keyspace.table}): the average estimate, the worst case, and every
 * assumption that was missing (each named, never replaced by an invented figure).
 */
public record TableSizing(
        String table, ElementId tableId, Estimate average, Estimate worstCase, List<String> missingAssumptions) {

    public TableSizing {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(tableId, "tableId");
        Objects.requireNonNull(average, "average");
        Objects.requireNonNull(worstCase, "worstCase");
        missingAssumptions = List.copyOf(missingAssumptions);
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
