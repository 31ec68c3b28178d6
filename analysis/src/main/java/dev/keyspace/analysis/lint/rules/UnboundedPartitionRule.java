package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Optional;

/** A time-ordered clustering column, no time bucket in the partition key and no TTL: partitions grow forever. */
public final class UnboundedPartitionRule extends PerTableRule {

    public UnboundedPartitionRule() {
        super("unbounded-partition", Severity.WARNING);
    }

    @Override
    List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings) {
        Table table = ref.table();
        Optional<Column> time = TimeColumns.timeClustering(table);
        if (time.isEmpty() || TimeColumns.hasTimeBucket(table) || TimeColumns.hasTtl(table)) {
            return List.of();
        }
        String column = time.get().name().asCql();
        return List.of(finding(
                ref.qualifiedName(),
                ref.qualifiedName() + " is ordered by time (clustering column " + column
                        + ") but its partition key has no time bucket and the table has no TTL, so each"
                        + " partition grows without bound",
                "add a bucket of " + column + " (day, week or month) to the partition key of " + ref.qualifiedName()
                        + ", or set default_time_to_live if old rows may expire"));
    }
}
