package dev.keyspace.analysis.lint.rules;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import java.util.Set;

/** Time-typed columns: what makes a table time-ordered, and what makes a partition key a time bucket. */
final class TimeColumns {

    private static final Set<NativeType> TIME_TYPES =
            Set.of(NativeType.DATE, NativeType.TIMESTAMP, NativeType.TIMEUUID);

    private TimeColumns() {}

    static boolean isTime(Column column) {
        return column.type() instanceof CqlType.Native n && TIME_TYPES.contains(n.type());
    }

    static Optional<Column> timeClustering(Table table) {
        return table.clustering().stream().filter(TimeColumns::isTime).findFirst();
    }

    static boolean hasTimeBucket(Table table) {
        return table.partitionKey().stream()
                .anyMatch(c -> isTime(c)
                        || c.name()
                                .internal()
                                .toLowerCase(java.util.Locale.ROOT)
                                .contains("bucket"));
    }

    static boolean hasTtl(Table table) {
        return table.options().defaultTimeToLive().orElse(0) > 0;
    }
}
