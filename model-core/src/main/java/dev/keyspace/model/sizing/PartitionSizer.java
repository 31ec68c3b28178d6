package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

/**
 * Partition sizing as the method gives it (Cassandra 3.0+ storage format):
 *
 * <pre>
 * Nv = Nr * (Nc - Npk - Ns) + Ns
 * St = sum sizeOf(partition key) + sum sizeOf(static) + Nr * (sum sizeOf(regular) + sum sizeOf(clustering)) + Nv * 8
 * table size = St * partitions * replication factor
 * </pre>
 *
 * Fixed-size types take their size from {@link dev.keyspace.model.schema.NativeType#fixedSize()}; every other
 * column needs an assumed average size. A table without clustering columns has one row per partition.
 */
public final class PartitionSizer {

    /** Per-cell metadata in the 3.0+ storage format (t_avg). */
    public static final int CELL_METADATA_BYTES = 8;

    /** Sizes every table, each with its assumptions (a project's: {@code sizeAll(p.allTables(), p::sizingOf)}). */
    public List<TableSizing> sizeAll(List<TableRef> tables, Function<ElementId, SizingAssumptions> assumptions) {
        return tables.stream()
                .map(ref -> size(ref, assumptions.apply(ref.table().id())))
                .toList();
    }

    public TableSizing size(TableRef ref, SizingAssumptions assumptions) {
        String qualified = ref.qualifiedName();
        Table table = ref.table();
        Set<String> missing = new LinkedHashSet<>();
        boolean clustered = !table.clustering().isEmpty();
        Optional<Double> rows = clustered ? assumptions.rowsPerPartition() : Optional.of(1.0);
        Optional<Double> worstRows = clustered ? assumptions.rowsPerPartitionWorst() : Optional.of(1.0);
        if (rows.isEmpty()) {
            missing.add("no rows per partition for " + qualified);
        }
        if (worstRows.isEmpty()) {
            missing.add("no worst-case rows per partition for " + qualified);
        }
        if (assumptions.partitions().isEmpty()) {
            missing.add("no partition count for " + qualified);
        }
        OptionalInt replication = ref.keyspace().replication().totalReplicationFactor();
        if (replication.isEmpty()) {
            missing.add("the replication factor of keyspace "
                    + ref.keyspace().name().asCql() + " cannot be read");
        }
        Optional<ColumnBytes> bytes = columnBytes(qualified, table, assumptions, missing);
        Estimate average = estimate(table, rows, bytes, assumptions.partitions(), replication);
        Estimate worst = estimate(table, worstRows, bytes, assumptions.partitions(), replication);
        return new TableSizing(qualified, table.id(), average, worst, List.copyOf(missing));
    }

    /** The estimate for a given Nr, column sizes, partition count and replication factor. */
    static Estimate estimate(
            Table table,
            Optional<Double> rows,
            Optional<ColumnBytes> bytes,
            Optional<Long> partitions,
            OptionalInt replication) {
        if (rows.isEmpty()) {
            return Estimate.UNKNOWN;
        }
        double nr = rows.get();
        int nc = table.columns().size();
        int npk = table.primaryKey().size();
        int ns = table.staticColumns().size();
        double nv = nr * (nc - npk - ns) + ns;
        OptionalDouble st = bytes.map(b -> OptionalDouble.of(
                        b.partitionKey + b.statics + nr * (b.regular + b.clustering) + nv * CELL_METADATA_BYTES))
                .orElse(OptionalDouble.empty());
        OptionalLong count = partitions.map(OptionalLong::of).orElse(OptionalLong.empty());
        OptionalDouble total = st.isPresent() && count.isPresent() && replication.isPresent()
                ? OptionalDouble.of(st.getAsDouble() * count.getAsLong() * replication.getAsInt())
                : OptionalDouble.empty();
        return new Estimate(OptionalDouble.of(nr), OptionalDouble.of(nv), st, count, total);
    }

    /** Sums of column sizes by kind, or empty (with the missing sizes named) when one is unknown. */
    static Optional<ColumnBytes> columnBytes(
            String qualified, Table table, SizingAssumptions assumptions, Set<String> missing) {
        long[] sums = new long[ColumnKind.values().length];
        List<String> unknown = new ArrayList<>();
        for (Column column : table.columns()) {
            OptionalLong size = sizeOf(column, assumptions);
            if (size.isPresent()) {
                sums[column.kind().ordinal()] += size.getAsLong();
            } else {
                unknown.add("no average size for column " + qualified + "."
                        + column.name().asCql() + " (" + column.type().asCql() + ")");
            }
        }
        missing.addAll(unknown);
        if (!unknown.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ColumnBytes(
                sums[ColumnKind.PARTITION_KEY.ordinal()],
                sums[ColumnKind.STATIC.ordinal()],
                sums[ColumnKind.REGULAR.ordinal()],
                sums[ColumnKind.CLUSTERING.ordinal()]));
    }

    /** A column's size: the type's fixed size, else the assumed average; empty when neither is known. */
    static OptionalLong sizeOf(Column column, SizingAssumptions assumptions) {
        if (column.type() instanceof CqlType.Native nativeType
                && nativeType.type().fixedSize().isPresent()) {
            return OptionalLong.of(nativeType.type().fixedSize().getAsInt());
        }
        return assumptions
                .averageBytes(column.name().internal())
                .map(OptionalLong::of)
                .orElse(OptionalLong.empty());
    }

    /** Summed column sizes per kind. */
    record ColumnBytes(long partitionKey, long statics, long regular, long clustering) {}
}
