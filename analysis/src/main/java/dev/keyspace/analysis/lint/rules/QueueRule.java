package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;

/** A time-ordered table whose rows are deleted after being read: reads wade through tombstones. */
public final class QueueRule implements Rule {

    @Override
    public String id() {
        return "queue";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (TableRef ref : project.allTables()) {
            boolean deletedAfterRead = settings.hintsFor(ref.table().id()).deletedAfterRead();
            if (deletedAfterRead && TimeColumns.timeClustering(ref.table()).isPresent()) {
                findings.add(finding(
                        ref.qualifiedName(),
                        ref.qualifiedName() + " is used as a queue: rows ordered by time are deleted after being"
                                + " read, so every read scans the tombstones of consumed rows",
                        "bucket " + ref.qualifiedName() + " by time and drop or TTL whole buckets instead of"
                                + " deleting rows, or use a message queue"));
            }
        }
        return findings;
    }
}
