package dev.keyspace.model.analysis.lint;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.AnalysisSettings;
import java.util.List;

/** One check of the catalogue: an id, the severity it reports by default, and the check itself. */
public interface Rule {

    String id();

    Severity defaultSeverity();

    List<Finding> check(Project project, AnalysisSettings settings);

    default Finding finding(String element, String message, String fix) {
        return new Finding(id(), defaultSeverity(), element, message, fix);
    }
}
