package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/**
 * A rule that judges each table on its own, from the table, the project and the settings: its findings on a table are
 * kept between checks while the table's inputs stay the same ({@link PerTable}).
 */
abstract class PerTableRule extends NamedRule implements IndexedRule {

    PerTableRule(String id, Severity defaultSeverity) {
        super(id, defaultSeverity);
    }

    @Override
    public final List<Finding> check(CheckContext context) {
        return PerTable.findings(this, context, ref -> judge(ref, context.project(), context.settings()));
    }

    /** The findings on one table. */
    abstract List<Finding> judge(TableRef ref, Project project, AnalysisSettings settings);
}
