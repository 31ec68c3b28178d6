package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.Rule;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.ProblemFixes;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/**
 * Every design Cassandra 5.0 refuses outright, as {@link SchemaValidator} finds it and in Cassandra's own words; the
 * validator is the one source of these checks. Each finding names the element the problem is on (keyspace, type
 * field, table, column, index or view) and what to change.
 */
public final class CassandraRejectsRule implements Rule {

    @Override
    public String id() {
        return "cassandra-rejects";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.ERROR;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        return SchemaValidator.errors(project).stream()
                .map(problem -> finding(problem.element(), problem.message(), ProblemFixes.fixFor(problem)))
                .toList();
    }
}
