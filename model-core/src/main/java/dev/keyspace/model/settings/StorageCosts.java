package dev.keyspace.model.settings;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What Cassandra stores beyond the values themselves, as fitted to a proof's measured partition sizes: bytes per
 * partition (key length, deletion time, end marker), per row (flags, sizes, timestamp) and, per CQL type (as
 * written in CQL, such as {@code text} or {@code set<text>}), per value beyond the value's own size (a cell's flags
 * and length; a collection's cell paths).
 */
public record StorageCosts(double partitionBytes, double rowBytes, Map<String, Double> valueOverheadBytes) {

    public StorageCosts {
        requireNotNegative("partitionBytes", partitionBytes);
        requireNotNegative("rowBytes", rowBytes);
        valueOverheadBytes.forEach((type, bytes) -> requireNotNegative("valueOverheadBytes." + type, bytes));
        valueOverheadBytes = Collections.unmodifiableMap(new TreeMap<>(valueOverheadBytes));
    }

    private static void requireNotNegative(String field, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(field + " must be a finite number, not negative: " + value);
        }
    }

    /** The measured bytes a value of this type takes beyond its own size, when the proof stored that type. */
    public Optional<Double> overheadOf(String cqlType) {
        return Optional.ofNullable(valueOverheadBytes.get(cqlType));
    }
}
