package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.ProblemFixes;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;

/**
 * Every design Cassandra 5.0 refuses outright, as {@link SchemaValidator} finds it and in Cassandra's own words; the
 * validator is the one source of these checks. Each finding names the element the problem is on (keyspace, type
 * field, table, column, index or view) and what to change.
 */
public final class CassandraRejectsRule extends NamedRule implements IndexedRule {

    public CassandraRejectsRule() {
        super("cassandra-rejects", Severity.ERROR);
    }

    @Override
    public List<Finding> check(CheckContext context) {
        Project project = context.project();
        List<Finding> findings = new ArrayList<>(findings(SchemaValidator.acrossKeyspaces(project)));
        for (Keyspace keyspace : project.keyspaces()) {
            // a keyspace's problems depend on nothing outside it but the target: kept while both stay the same
            findings.addAll(context.memo()
                    .remember(
                            id(),
                            () -> findings(SchemaValidator.within(keyspace, project.target())),
                            keyspace,
                            project.target()));
        }
        return findings;
    }

    private List<Finding> findings(List<Problem> problems) {
        return problems.stream()
                .filter(Problem::isError)
                .map(problem -> finding(problem.element(), problem.message(), ProblemFixes.fixFor(problem)))
                .toList();
    }
}
