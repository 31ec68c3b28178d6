package dev.keyspace.analysis.lint;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/** One check of the catalogue: an id, the severity it reports by default, and the check itself. */
public interface Rule {

    String id();

    Severity defaultSeverity();

    List<Finding> check(Project project, AnalysisSettings settings);

    /**
     * Checks with what the checker has indexed for this check ({@link IndexedRule} for rules that need it); a
     * rule that looks elements up by id, or shares a
     * computation with other rules, overrides this.
     */
    default List<Finding> check(CheckContext context) {
        return check(context.project(), context.settings());
    }

    default Finding finding(String element, String message, String fix) {
        return new Finding(id(), defaultSeverity(), element, message, fix);
    }
}
