package dev.keyspace.app.designer.findings;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.Severity;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the element a finding is about. The checker names it as text: {@code keyspace.table} or
 * {@code keyspace.view} (CQL names), a keyspace's name, or a query's label.
 */
public final class FindingLocator {

    private final Map<String, ElementId> byName = new HashMap<>();

    public FindingLocator(Project project) {
        for (Query query : project.queries()) {
            byName.put(query.label(), query.id());
        }
        for (Keyspace keyspace : project.keyspaces()) {
            byName.put(keyspace.name().asCql(), ElementKeys.keyspace(keyspace));
        }
        project.allTables().forEach(t -> byName.put(t.qualifiedName(), t.table().id()));
        project.allViews().forEach(v -> byName.put(v.qualifiedName(), v.view().id()));
    }

    public Optional<ElementId> locate(Finding finding) {
        return Optional.ofNullable(byName.get(finding.element()));
    }

    /** The worst severity of the findings about each element. */
    public Map<ElementId, Severity> worst(List<Finding> findings) {
        Map<ElementId, Severity> worst = new HashMap<>();
        for (Finding finding : findings) {
            locate(finding).ifPresent(id -> worst.merge(id, finding.severity(), (a, b) -> a.compareTo(b) >= 0 ? a : b));
        }
        return worst;
    }
}
