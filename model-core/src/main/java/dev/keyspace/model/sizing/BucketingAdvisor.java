package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Proposes partition-key changes for a table whose partitions exceed the limits: move a clustering column
 * into the partition key, or add a day, week or month bucket when a clustering column is time-typed. Each
 * proposal is sized with the same formulas; where a figure cannot be derived, the proposal says which hint
 * the designer must supply.
 */
public final class BucketingAdvisor {

    private static final Set<NativeType> TIME_TYPES =
            Set.of(NativeType.DATE, NativeType.TIMESTAMP, NativeType.TIMEUUID);

    private record Bucket(String name, int days) {}

    private static final List<Bucket> BUCKETS =
            List.of(new Bucket("day", 1), new Bucket("week", 7), new Bucket("month", 30));

    private final Thresholds thresholds;
    private final PartitionSizer sizer = new PartitionSizer();

    public BucketingAdvisor(Thresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** True when the worst case (or, lacking it, the average) exceeds a partition limit. */
    public boolean isOverLimits(TableSizing sizing) {
        return exceeds(sizing.worstCase()) || exceeds(sizing.average());
    }

    private boolean exceeds(Estimate estimate) {
        return estimate.values().orElse(0) > thresholds.partitionValuesWarning()
                || estimate.partitionBytes().orElse(0) > thresholds.partitionBytesWarning();
    }

    /** Proposals for the table, or none when its partitions are within the limits. */
    public List<BucketProposal> advise(TableRef ref, SizingAssumptions assumptions, TableHints hints) {
        TableSizing current = sizer.size(ref, assumptions);
        if (!isOverLimits(current)) {
            return List.of();
        }
        List<BucketProposal> proposals = new ArrayList<>();
        for (Column column : ref.table().clustering()) {
            proposals.add(moveIntoPartitionKey(ref, assumptions, hints, column));
        }
        ref.table().clustering().stream()
                .filter(BucketingAdvisor::isTimeTyped)
                .findFirst()
                .ifPresent(time -> BUCKETS.forEach(b -> proposals.add(timeBucket(ref, assumptions, hints, time, b))));
        return List.copyOf(proposals);
    }

    private BucketProposal moveIntoPartitionKey(
            TableRef ref, SizingAssumptions assumptions, TableHints hints, Column column) {
        Table table = ref.table();
        String name = column.name().internal();
        List<Column> columns = new ArrayList<>();
        for (Column c : table.columns()) {
            if (c.equals(column)) {
                columns.add(c.withKind(
                        ColumnKind.PARTITION_KEY, table.partitionKey().size(), ClusteringOrder.ASC));
            } else if (c.kind() == ColumnKind.CLUSTERING) {
                columns.add(c.withPosition(c.position() > column.position() ? c.position() - 1 : c.position()));
            } else {
                columns.add(c);
            }
        }
        Table changed = table.withColumns(columns);
        String description =
                "move clustering column " + column.name().asCql() + " into the partition key of " + ref.qualifiedName();
        Optional<Long> distinct = hints.distinctValues(name);
        if (distinct.isEmpty() || distinct.get() <= 0) {
            return new BucketProposal(
                    description,
                    changed,
                    Optional.empty(),
                    false,
                    List.of("the number of distinct " + column.name().asCql() + " values per partition of "
                            + ref.qualifiedName() + " (table hint distinctValuesPerPartition." + name + ")"));
        }
        double factor = distinct.get();
        return sized(ref, changed, assumptions, factor, factor, description, List.of());
    }

    private BucketProposal timeBucket(
            TableRef ref, SizingAssumptions assumptions, TableHints hints, Column time, Bucket bucket) {
        Table table = ref.table();
        String bucketName = bucket.name() + "_bucket";
        List<Column> columns = new ArrayList<>(table.columns());
        columns.add(new Column(
                Identifier.of(bucketName),
                CqlType.of(NativeType.DATE),
                ColumnKind.PARTITION_KEY,
                table.partitionKey().size(),
                ClusteringOrder.ASC,
                Optional.empty()));
        Table changed = table.withColumns(columns);
        String description = "add a " + bucket.name() + " bucket (" + bucketName + " date, the first day of the "
                + bucket.name() + " of " + time.name().asCql() + ") to the partition key of " + ref.qualifiedName();
        OptionalDouble rowsPerDay = rowsPerDay(assumptions, hints, time);
        if (rowsPerDay.isEmpty() || assumptions.rowsPerPartition().isEmpty()) {
            return new BucketProposal(
                    description,
                    changed,
                    Optional.empty(),
                    false,
                    List.of("the rows a partition of " + ref.qualifiedName()
                            + " gains per day (table hint rowsPerDay)"));
        }
        double rowsPerBucket = rowsPerDay.getAsDouble() * bucket.days();
        double rowsFactor = assumptions.rowsPerPartition().get() / rowsPerBucket;
        Optional<Long> days = hints.distinctValues(time.name().internal())
                .filter(d -> time.type() instanceof CqlType.Native n && n.type() == NativeType.DATE);
        List<String> needs = new ArrayList<>();
        double partitionFactor =
                days.map(d -> Math.ceil((double) d / bucket.days())).orElse(Double.NaN);
        if (days.isEmpty()) {
            needs.add("the number of days a partition of " + ref.qualifiedName() + " spans (table hint"
                    + " distinctValuesPerPartition." + time.name().internal() + " on a date column), for the"
                    + " partition count");
        }
        return sized(ref, changed, assumptions, rowsFactor, partitionFactor, description, needs);
    }

    private static OptionalDouble rowsPerDay(SizingAssumptions assumptions, TableHints hints, Column time) {
        if (hints.rowsPerDay().isPresent()) {
            return OptionalDouble.of(hints.rowsPerDay().get());
        }
        boolean isDate = time.type() instanceof CqlType.Native n && n.type() == NativeType.DATE;
        Optional<Long> days = hints.distinctValues(time.name().internal());
        if (isDate
                && days.isPresent()
                && days.get() > 0
                && assumptions.rowsPerPartition().isPresent()) {
            return OptionalDouble.of(assumptions.rowsPerPartition().get() / days.get());
        }
        return OptionalDouble.empty();
    }

    private BucketProposal sized(
            TableRef ref,
            Table changed,
            SizingAssumptions assumptions,
            double rowsFactor,
            double partitionFactor,
            String description,
            List<String> needs) {
        Optional<Double> average = assumptions.rowsPerPartition().map(r -> r / rowsFactor);
        Optional<Double> worst = assumptions.rowsPerPartitionWorst().map(r -> r / rowsFactor);
        if (!isCount(average) || !isCount(worst)) {
            // A zero or vanishingly small rate divides to nothing or to infinity: no size to show.
            List<String> more = new ArrayList<>(needs);
            more.add("rows per partition and rows per day of " + ref.qualifiedName()
                    + " large enough to divide one by the other");
            return new BucketProposal(description, changed, Optional.empty(), false, more);
        }
        SizingAssumptions scaled = new SizingAssumptions(
                average,
                worst,
                Double.isNaN(partitionFactor)
                        ? Optional.empty()
                        : assumptions.partitions().map(p -> Math.round(p * partitionFactor)),
                assumptions.averageColumnBytes());
        TableSizing resulting = sizer.size(new TableRef(ref.keyspace(), changed), scaled);
        return new BucketProposal(description, changed, Optional.of(resulting), !isOverLimits(resulting), needs);
    }

    private static boolean isCount(Optional<Double> rows) {
        return rows.map(r -> Double.isFinite(r) && r >= 0).orElse(true);
    }

    private static boolean isTimeTyped(Column column) {
        return column.type() instanceof CqlType.Native n && TIME_TYPES.contains(n.type());
    }
}
