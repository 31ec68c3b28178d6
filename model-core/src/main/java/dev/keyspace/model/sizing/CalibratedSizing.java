package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StorageCosts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * A table's sizing with the bytes of a calibration: bytes per partition are the values' own bytes plus the
 * calibration's measured costs per partition, per row and per value of each type (a type it did not measure
 * takes {@link CellLayout}'s figure), in place of the method's 8 bytes per value; table size follows. Rows,
 * values and partitions are the model's. The figure says which calibration it rests on.
 */
public final class CalibratedSizing {

    private CalibratedSizing() {}

    public static TableSizing apply(
            TableRef ref,
            SizingAssumptions assumptions,
            TableSizing sizing,
            Calibration calibration,
            int collectionElements) {
        String source = "calibration of " + calibration.cluster() + " at " + calibration.date();
        List<String> basis = new ArrayList<>(sizing.basis());
        if (calibration.storage().isEmpty()) {
            basis.add(source + ": measured figures only, not used by the estimate (prove again to use it)");
            return sizing.withBasis(basis);
        }
        StorageCosts costs = calibration.storage().get();
        OptionalInt replication = ref.keyspace().replication().totalReplicationFactor();
        Optional<ValueCounts> counts = counts(ref, assumptions, sizing.average(), collectionElements);
        if (counts.isEmpty()) {
            return sizing;
        }
        basis.add("bytes per partition: " + source + " (" + describe(costs, counts.get()) + ")");
        Estimate average = calibrated(sizing.average(), counts.get(), costs, replication);
        Estimate worst = counts(ref, assumptions, sizing.worstCase(), collectionElements)
                .map(c -> calibrated(sizing.worstCase(), c, costs, replication))
                .orElse(sizing.worstCase());
        return new TableSizing(sizing.table(), sizing.tableId(), average, worst, sizing.missingAssumptions(), basis);
    }

    /** The bytes of one partition under the calibration's costs. */
    public static double partitionBytes(ValueCounts counts, StorageCosts costs) {
        double bytes = costs.partitionBytes() + costs.rowBytes() * counts.storedRows() + counts.valueBytes();
        for (Map.Entry<String, Double> values : counts.valuesByType().entrySet()) {
            String type = values.getKey();
            bytes += values.getValue()
                    * costs.overheadOf(type)
                            .orElseGet(() -> counts.layoutOverhead().get(type));
        }
        return bytes;
    }

    private static Optional<ValueCounts> counts(
            TableRef ref, SizingAssumptions assumptions, Estimate estimate, int collectionElements) {
        if (estimate.rowsPerPartition().isEmpty()) {
            return Optional.empty();
        }
        return ValueCounts.of(ref.table(), estimate.rowsPerPartition().getAsDouble(), assumptions, collectionElements);
    }

    private static Estimate calibrated(
            Estimate estimate, ValueCounts counts, StorageCosts costs, OptionalInt replication) {
        double st = partitionBytes(counts, costs);
        OptionalDouble total = estimate.partitions().isPresent() && replication.isPresent()
                ? OptionalDouble.of(st * estimate.partitions().getAsLong() * replication.getAsInt())
                : OptionalDouble.empty();
        return new Estimate(
                estimate.rowsPerPartition(), estimate.values(), OptionalDouble.of(st), estimate.partitions(), total);
    }

    /** "31.0 B per partition, 7.2 B per row, beyond each value: int 1.0 B, text 2.1 B (uuid 1.0 B not measured)". */
    private static String describe(StorageCosts costs, ValueCounts counts) {
        Map<String, String> measured = new TreeMap<>();
        Map<String, String> layout = new TreeMap<>();
        for (String type : counts.valuesByType().keySet()) {
            costs.overheadOf(type)
                    .ifPresentOrElse(
                            b -> measured.put(type, type + " " + SizingFigures.bytes(b)),
                            () -> layout.put(
                                    type,
                                    type + " "
                                            + SizingFigures.bytes(
                                                    counts.layoutOverhead().get(type))));
        }
        String text = SizingFigures.bytes(costs.partitionBytes()) + " per partition, "
                + SizingFigures.bytes(costs.rowBytes()) + " per row";
        if (!measured.isEmpty()) {
            text += ", beyond each value: " + String.join(", ", measured.values());
        }
        if (!layout.isEmpty()) {
            text += "; not measured, from Cassandra's cell layout: " + String.join(", ", layout.values());
        }
        return text;
    }
}
