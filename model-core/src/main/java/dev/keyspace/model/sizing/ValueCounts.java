package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Table;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * What one partition of a table holds for a given number of rows, as the storage costs of a calibration count
 * it: the values of each CQL type (with the overhead Cassandra's layout gives the type) (a key or static value once, a clustering or regular value once per row), the
 * rows Cassandra writes (a static row besides the clustered ones), and the bytes of the values themselves.
 */
public record ValueCounts(
        Map<String, Double> valuesByType, double storedRows, double valueBytes, Map<String, Double> layoutOverhead) {

    public ValueCounts {
        valuesByType = Collections.unmodifiableMap(new TreeMap<>(valuesByType));
        layoutOverhead = Collections.unmodifiableMap(new TreeMap<>(layoutOverhead));
    }

    /**
     * The counts for {@code rows} rows per partition, with each type's overhead by {@link CellLayout} for
     * collections of so many elements; empty when a column's size is not known.
     */
    public static Optional<ValueCounts> of(
            Table table, double rows, SizingAssumptions assumptions, int collectionElements) {
        Map<String, Double> byType = new TreeMap<>();
        Map<String, Double> layout = new TreeMap<>();
        double bytes = 0;
        for (Column column : table.columns()) {
            OptionalLong size = PartitionSizer.sizeOf(column, assumptions);
            if (size.isEmpty()) {
                return Optional.empty();
            }
            double count = perRow(column.kind()) ? rows : 1;
            String type = column.type().asCql();
            byType.merge(type, count, Double::sum);
            layout.put(type, CellLayout.overheadOf(column.type(), collectionElements));
            bytes += count * size.getAsLong();
        }
        double stored = rows + (table.staticColumns().isEmpty() ? 0 : 1);
        return Optional.of(new ValueCounts(byType, stored, bytes, layout));
    }

    private static boolean perRow(ColumnKind kind) {
        return kind == ColumnKind.CLUSTERING || kind == ColumnKind.REGULAR;
    }
}
