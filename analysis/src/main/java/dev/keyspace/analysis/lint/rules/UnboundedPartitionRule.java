package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Optional;

/**
 * A time-ordered clustering column, no time bucket in the partition key and no TTL: nothing in the table bounds a
 * partition, only the sizing's assumption on its rows. The finding gives the sizing's figures and the assumption
 * they rest on, so it never says more than the sizing does: past that assumption, the partition keeps growing.
 */
public final class UnboundedPartitionRule extends NamedRule implements IndexedRule {

    public UnboundedPartitionRule() {
        super("unbounded-partition", Severity.WARNING);
    }

    @Override
    public List<Finding> check(CheckContext context) {
        return PerTable.findings(this, context, ref -> judge(context, ref));
    }

    private List<Finding> judge(CheckContext context, TableRef ref) {
        Table table = ref.table();
        Optional<Column> time = TimeColumns.timeClustering(table);
        if (time.isEmpty() || TimeColumns.hasTimeBucket(table) || TimeColumns.hasTtl(table)) {
            return List.of();
        }
        TableSizing sizing = CheckSizing.of(context, ref);
        String column = time.get().name().asCql();
        return List.of(finding(
                ref.qualifiedName(),
                ref.qualifiedName() + " is ordered by time (clustering column " + column
                        + ") but its partition key has no time bucket and the table has no TTL: a partition holds "
                        + SizingFigures.count(sizing.average().rowsPerPartition()) + " rows on average and "
                        + SizingFigures.count(sizing.worstCase().rowsPerPartition())
                        + " at worst only while the sizing's assumption holds (" + rowsAssumption(sizing)
                        + "); every row written after that adds to it, so it grows without bound",
                "add a bucket of " + column + " (day, week or month) to the partition key of " + ref.qualifiedName()
                        + ", or set default_time_to_live if old rows may expire"));
    }

    /** The sizing's basis line for the rows per partition, as the sizing pane shows it. */
    private static String rowsAssumption(TableSizing sizing) {
        return sizing.basis().stream()
                .filter(line -> line.startsWith(ProjectSizing.ROWS_BASIS))
                .findFirst()
                .orElse(ProjectSizing.ROWS_BASIS + "not given");
    }
}
