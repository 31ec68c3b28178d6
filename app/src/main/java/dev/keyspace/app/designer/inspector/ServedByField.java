package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The table or view that serves a query, typed as {@code keyspace.table} with completion from the project's
 * tables and views; an empty field means no table. A name the project does not hold is marked on the field.
 */
final class ServedByField {

    private ServedByField() {}

    static MarkedField of(Editor editor, Project project, Query query) {
        Map<String, ElementId> tables = new LinkedHashMap<>();
        project.allTables().forEach(t -> tables.put(t.qualifiedName(), t.table().id()));
        project.allViews().forEach(v -> tables.put(v.qualifiedName(), v.view().id()));
        String current = query.servedBy()
                .flatMap(id -> tables.entrySet().stream()
                        .filter(e -> e.getValue().equals(id))
                        .map(Map.Entry::getKey)
                        .findFirst())
                .orElse("");
        MarkedField marked = new MarkedField("inspector-served-by", current, "keyspace.table, or empty for none")
                .example("no table: type keyspace.table")
                .completing(typed -> suggest(tables.keySet(), typed));
        marked.committing(current, typed -> {
            String name = typed.strip();
            Optional<ElementId> chosen = Optional.ofNullable(tables.get(name));
            if (!name.isEmpty() && chosen.isEmpty()) {
                String reason = "the project has no table or view named " + name;
                marked.mark(reason);
                editor.tell(query.label() + ": " + reason);
                return;
            }
            marked.clear();
            editor.apply(new QueryEdit.SetServedBy(query.id(), chosen));
        });
        return marked;
    }

    /** "hot" finds hotel.hotels and app.hotels_by_poi: the keyspace or the table name starts with it. */
    static List<String> suggest(java.util.Collection<String> names, String typed) {
        String lower = typed.strip().toLowerCase(Locale.ROOT);
        if (lower.isEmpty()) {
            return List.of();
        }
        return names.stream()
                .filter(n -> !n.equals(typed.strip()))
                .filter(n -> {
                    String name = n.toLowerCase(Locale.ROOT);
                    return name.startsWith(lower)
                            || name.substring(name.indexOf('.') + 1).startsWith(lower);
                })
                .limit(15)
                .toList();
    }
}
