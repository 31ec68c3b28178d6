package dev.keyspace.app.designer.versions;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The diagram ids of the elements a comparison found added, changed or renamed in the model: its keyspaces,
 * tables, views and types, found by the names the comparison gives them. A removed element is not in the model,
 * so it has no id here; an index or a function is not drawn as a box of its own.
 */
final class ChangedElements {

    private final Map<String, ElementId> byName = new HashMap<>();

    private ChangedElements(Project model) {
        for (Keyspace keyspace : model.keyspaces()) {
            byName.put(keyspace.name().asCql(), DiagramIds.forKeyspace(keyspace));
            keyspace.tables().forEach(t -> byName.put(CqlNames.qualified(keyspace, t.name()), t.id()));
            keyspace.views().forEach(v -> byName.put(CqlNames.qualified(keyspace, v.name()), v.id()));
            keyspace.types()
                    .forEach(t ->
                            byName.put(CqlNames.qualifiedType(keyspace, t.name()), DiagramIds.forType(keyspace, t)));
        }
    }

    static ChangedElements in(Project model) {
        return new ChangedElements(model);
    }

    /** The element of the model a change speaks of, unless it was removed or is not drawn. */
    Optional<ElementId> idOf(SchemaChange change) {
        if (change.change() == SchemaChange.Change.REMOVED) {
            return Optional.empty();
        }
        return Optional.ofNullable(byName.get(change.element()));
    }

    /** Each changed element's id with the change's word ("added", "changed", "renamed"), as the diagrams mark it. */
    Map<ElementId, String> marks(List<SchemaChange> changes) {
        Map<ElementId, String> marks = new LinkedHashMap<>();
        changes.forEach(change ->
                idOf(change).ifPresent(id -> marks.put(id, change.change().word())));
        return marks;
    }
}
