package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;

/** Frequent deletes or null writes on a table without a TTL: tombstones where expiry would serve. */
public final class DeleteHeavyRule implements Rule {

    @Override
    public String id() {
        return "delete-heavy";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.WARNING;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (TableRef ref : project.allTables()) {
            TableHints hints = settings.hintsFor(ref.table().id());
            if ((!hints.frequentDeletes() && !hints.writesNulls()) || TimeColumns.hasTtl(ref.table())) {
                continue;
            }
            String what = hints.frequentDeletes() && hints.writesNulls()
                    ? "frequent deletes and null writes"
                    : hints.frequentDeletes() ? "frequent deletes" : "null writes";
            findings.add(finding(
                    ref.qualifiedName(),
                    ref.qualifiedName() + " expects " + what + ", each of which leaves a tombstone",
                    "set default_time_to_live on " + ref.qualifiedName() + " (or USING TTL on writes) so data"
                            + " expires instead of being deleted, and leave unset columns out of INSERTs"
                            + " rather than writing null"));
        }
        return findings;
    }
}
