package dev.keyspace.analysis.lint;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import java.util.List;

/**
 * A rule that works from the checker's per-check index ({@link CheckContext}). Run on its own, it builds a
 * context of its own first, so each such rule need not repeat that.
 */
public interface IndexedRule extends Rule {

    @Override
    default List<Finding> check(Project project, AnalysisSettings settings) {
        return check(CheckContext.of(project, settings));
    }

    @Override
    List<Finding> check(CheckContext context);
}
