package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.Severity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the element a finding is about. The checker names it as text: {@code keyspace.table} or
 * {@code keyspace.view} (CQL names), a keyspace's name, or a query's label; a refusal Cassandra gives may name a
 * column ({@code keyspace.table.column}), a type or its field, or an index. A column is located at its table, a
 * field at its type and an index at the table it indexes, since the diagrams draw those boxes.
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
        project.allTables().forEach(t -> {
            byName.put(t.qualifiedName(), t.table().id());
            t.table()
                    .columns()
                    .forEach(c -> byName.put(t.qualifiedName(c), t.table().id()));
        });
        project.allViews().forEach(v -> byName.put(v.qualifiedName(), v.view().id()));
        for (Keyspace keyspace : project.keyspaces()) {
            for (UserType type : keyspace.types()) {
                ElementId id = ElementKeys.type(keyspace, type);
                byName.putIfAbsent(Identifier.qualified(keyspace.name(), type.name()), id);
                type.fields()
                        .forEach(f ->
                                byName.putIfAbsent(Identifier.qualified(keyspace.name(), type.name(), f.name()), id));
            }
            for (Index index : keyspace.indexes()) {
                keyspace.table(index.table())
                        .ifPresent(table ->
                                byName.putIfAbsent(Identifier.qualified(keyspace.name(), index.name()), table.id()));
            }
        }
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

    /** What a diagram dot's tooltip says about each element: one line per finding, worst first. */
    public Map<ElementId, String> summaries(List<Finding> findings) {
        Map<ElementId, java.util.List<Finding>> byElement = new HashMap<>();
        for (Finding finding : findings) {
            locate(finding).ifPresent(id -> byElement
                    .computeIfAbsent(id, k -> new java.util.ArrayList<>())
                    .add(finding));
        }
        Map<ElementId, String> summaries = new HashMap<>();
        byElement.forEach((id, list) -> summaries.put(
                id,
                list.stream()
                                .sorted(java.util.Comparator.comparing(Finding::severity)
                                        .reversed())
                                .map(f -> f.severity().name().toLowerCase(java.util.Locale.ROOT) + " (" + f.ruleId()
                                        + "): " + f.message())
                                .collect(java.util.stream.Collectors.joining("\n"))
                        + "\nSee the Findings panel for the fix."));
        return summaries;
    }
}
