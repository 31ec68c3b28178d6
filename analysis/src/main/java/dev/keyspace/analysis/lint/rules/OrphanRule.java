package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A table or view no query uses, or a query no table serves. */
public final class OrphanRule extends NamedRule {

    public OrphanRule() {
        super("orphan", Severity.WARNING);
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        Set<ElementId> served = new HashSet<>();
        project.queries().forEach(q -> served.addAll(q.tablesRead()));
        Set<ElementId> existing = new HashSet<>();
        for (TableRef ref : project.allTables()) {
            existing.add(ref.table().id());
            if (!served.contains(ref.table().id())) {
                findings.add(unused(ref.qualifiedName()));
            }
        }
        for (ViewRef ref : project.allViews()) {
            existing.add(ref.view().id());
            if (!served.contains(ref.view().id())) {
                findings.add(unused(ref.qualifiedName()));
            }
        }
        for (Query query : project.queries()) {
            if (query.servedBy().isEmpty()
                    || !existing.contains(query.servedBy().get())) {
                findings.add(finding(
                        query.label(),
                        query.label() + " (" + query.description() + ") is served by no table",
                        "design a table for " + query.label() + " (its equality attributes as partition key,"
                                + " range and ordering attributes as clustering columns) and link it to the query"));
            }
        }
        return findings;
    }

    private Finding unused(String element) {
        return finding(
                element,
                element + " serves no query",
                "link " + element + " to the query it serves, or drop it if no query needs it");
    }
}
