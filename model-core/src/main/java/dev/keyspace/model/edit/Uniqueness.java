package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/** The naming rules edits keep: ids unique in a project, names unique where Cassandra or the method needs it. */
final class Uniqueness {

    /** Up to this many items, duplicates are found pair by pair (at most 120 comparisons). */
    static final int PAIRWISE_UP_TO = 16;

    private Uniqueness() {}

    /** Every stable id in the project: tables, views, entities, relationships, queries, tasks, transitions. */
    static Set<ElementId> ids(Project project) {
        Set<ElementId> ids = new HashSet<>();
        project.allTables().forEach(t -> ids.add(t.table().id()));
        project.allViews().forEach(v -> ids.add(v.view().id()));
        project.conceptual().entities().forEach(e -> ids.add(e.id()));
        project.conceptual().relationships().forEach(r -> ids.add(r.id()));
        project.queries().forEach(q -> ids.add(q.id()));
        project.workflow().tasks().forEach(t -> ids.add(t.id()));
        project.workflow().transitions().forEach(t -> ids.add(t.id()));
        return ids;
    }

    /** {@code what} names the element in the refusal; it is printed only when there is one. */
    static void requireFreeId(Project project, ElementId id, Supplier<String> what) {
        if (isUsed(project, id)) {
            throw rejected("cannot add %s: the id %s is already used in this project", what.get(), id);
        }
    }

    /** Whether any element of the project has this id; tables and views are found by id, not by a scan. */
    static boolean isUsed(Project project, ElementId id) {
        for (Keyspace keyspace : project.keyspaces()) {
            if (keyspace.table(id).isPresent() || keyspace.view(id).isPresent()) {
                return true;
            }
        }
        return hasId(project.conceptual().entities(), e -> e.id(), id)
                || hasId(project.conceptual().relationships(), r -> r.id(), id)
                || hasId(project.queries(), q -> q.id(), id)
                || hasId(project.workflow().tasks(), t -> t.id(), id)
                || hasId(project.workflow().transitions(), t -> t.id(), id);
    }

    /** A loop, not a stream: this runs once per added table, on lists that are mostly empty during an import. */
    private static <T> boolean hasId(List<T> elements, Function<T, ElementId> idOf, ElementId id) {
        for (T element : elements) {
            if (idOf.apply(element).equals(id)) {
                return true;
            }
        }
        return false;
    }

    /** Tables and materialized views share one namespace in a keyspace. */
    static void requireFreeTableName(Keyspace keyspace, Identifier name) {
        KeyspaceMembers.TABLES.requireAbsent(keyspace, MemberKey.table(name));
        requireNoViewNamed(keyspace, name);
    }

    /** The view half of {@link #requireFreeTableName}, for an add that has already looked for a table. */
    static void requireNoViewNamed(Keyspace keyspace, Identifier name) {
        if (keyspace.view(name).isPresent()) { // the key (three lambdas) only for the refusal: this runs per table
            KeyspaceMembers.VIEWS.requireAbsent(keyspace, MemberKey.view(name));
        }
    }

    static void requireFreeColumnName(String tableName, Table table, Identifier name) {
        if (table.column(name).isPresent()) {
            throw rejected("table %s already has a column named %s", tableName, name.asCql());
        }
    }

    static void requireDistinctColumns(Supplier<String> tableName, List<Column> columns) {
        Column duplicate = firstDuplicate(columns, Column::name);
        if (duplicate != null) {
            throw rejected(
                    "table %s has two columns named %s",
                    tableName.get(), duplicate.name().asCql());
        }
    }

    static void requireDistinctFields(String typeName, UserType type) {
        UserType.Field duplicate = firstDuplicate(type.fields(), UserType.Field::name);
        if (duplicate != null) {
            throw rejected(
                    "type %s has two fields named %s",
                    typeName, duplicate.name().asCql());
        }
    }

    static void requireDistinctAttributes(String ownerName, List<Attribute> attributes) {
        Attribute duplicate = firstDuplicate(attributes, Attribute::name);
        if (duplicate != null) {
            throw rejected("%s has two attributes named %s", ownerName, duplicate.name());
        }
    }

    static void requireFreeAttributeName(String ownerName, List<Attribute> attributes, String name) {
        if (attributes.stream().anyMatch(a -> a.name().equals(name))) {
            throw rejected("%s already has an attribute named %s", ownerName, name);
        }
    }

    /**
     * The first item whose key an earlier item already has, or null; keys are compared, not printed. A short list (a
     * table's columns, on every added table) is compared pair by pair, which costs less than filling a hash set.
     */
    private static <T> T firstDuplicate(List<T> items, Function<T, ?> key) {
        if (items.size() <= PAIRWISE_UP_TO) {
            for (int i = 1; i < items.size(); i++) {
                Object candidate = key.apply(items.get(i));
                for (int j = 0; j < i; j++) {
                    if (key.apply(items.get(j)).equals(candidate)) {
                        return items.get(i);
                    }
                }
            }
            return null;
        }
        Set<Object> seen = new HashSet<>();
        for (T item : items) {
            if (!seen.add(key.apply(item))) {
                return item;
            }
        }
        return null;
    }
}
