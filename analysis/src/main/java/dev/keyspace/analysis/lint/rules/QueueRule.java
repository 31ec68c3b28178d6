package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/** A time-ordered table whose rows are deleted after being read: reads wade through tombstones. */
public final class QueueRule extends PerTableRule {

    public QueueRule() {
        super("queue", Severity.WARNING);
    }

    @Override
    List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings) {
        boolean deletedAfterRead = settings.hintsFor(ref.table().id()).deletedAfterRead();
        if (!deletedAfterRead || TimeColumns.timeClustering(ref.table()).isEmpty()) {
            return List.of();
        }
        return List.of(finding(
                ref.qualifiedName(),
                ref.qualifiedName() + " is used as a queue: rows ordered by time are deleted after being"
                        + " read, so every read scans the tombstones of consumed rows",
                "bucket " + ref.qualifiedName() + " by time and drop or TTL whole buckets instead of"
                        + " deleting rows, or use a message queue"));
    }
}
