package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/** Frequent deletes or null writes on a table without a TTL: tombstones where expiry would serve. */
public final class DeleteHeavyRule extends PerTableRule {

    public DeleteHeavyRule() {
        super("delete-heavy", Severity.WARNING);
    }

    @Override
    List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings) {
        TableHints hints = settings.hintsFor(ref.table().id());
        if ((!hints.frequentDeletes() && !hints.writesNulls()) || TimeColumns.hasTtl(ref.table())) {
            return List.of();
        }
        String what = hints.frequentDeletes() && hints.writesNulls()
                ? "frequent deletes and null writes"
                : hints.frequentDeletes() ? "frequent deletes" : "null writes";
        return List.of(finding(
                ref.qualifiedName(),
                ref.qualifiedName() + " expects " + what + ", each of which leaves a tombstone",
                "set default_time_to_live on " + ref.qualifiedName() + " (or USING TTL on writes) so data"
                        + " expires instead of being deleted, and leave unset columns out of INSERTs"
                        + " rather than writing null"));
    }
}
