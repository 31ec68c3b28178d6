package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/** A materialized view: experimental in every release the designer targets (4.1 to 6.0) and off by default. */
public final class MaterializedViewRule extends NamedRule {

    public MaterializedViewRule() {
        super("materialized-view", Severity.WARNING);
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        return project.allViews().stream()
                .map(ref -> finding(
                        ref.qualifiedName(),
                        "materialized view " + ref.qualifiedName() + " is experimental in Cassandra "
                                + project.target().label()
                                + " (materialized_views_enabled is off by default) and can drift from its base table",
                        "replace " + ref.qualifiedName() + " with a table keyed the same way, written by the"
                                + " application in a logged batch together with "
                                + Identifier.qualified(
                                        ref.keyspace().name(), ref.view().baseTable())))
                .toList();
    }
}
