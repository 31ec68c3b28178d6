package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.ViewRef;
import java.util.List;
import java.util.Objects;

/** Finds the element an edit addresses, or rejects the edit with a message that names what is missing. */
final class Lookup {

    private Lookup() {}

    static Keyspace keyspace(Project project, Identifier name) {
        return project.keyspace(name).orElseThrow(() -> rejected("there is no keyspace named %s", name.asCql()));
    }

    static TableRef table(Project project, ElementId id) {
        return project.table(id).orElseThrow(() -> rejected("there is no table with id %s", id));
    }

    /** The table with this id, after checking that it still has the name the edit's label shows. */
    static TableRef table(Project project, ElementId id, Identifier expectedName) {
        TableRef table = table(project, id);
        requireName("table", table.qualifiedName(), table.table().name(), expectedName);
        return table;
    }

    static Column column(TableRef table, Identifier name) {
        return table.table()
                .column(name)
                .orElseThrow(() -> rejected("table %s has no column named %s", table.qualifiedName(), name.asCql()));
    }

    static UserType.Field field(Keyspace keyspace, UserType type, Identifier name) {
        return type.field(name)
                .orElseThrow(() ->
                        rejected("type %s has no field named %s", qualified(keyspace, type.name()), name.asCql()));
    }

    static ViewRef view(Project project, ElementId id, Identifier expectedName) {
        ViewRef view = project.allViews().stream()
                .filter(v -> v.view().id().equals(id))
                .findFirst()
                .orElseThrow(() -> rejected("there is no materialized view with id %s", id));
        requireName("materialized view", view.qualifiedName(), view.view().name(), expectedName);
        return view;
    }

    /** True when the id is a table's or a materialized view's. */
    static boolean isTableOrView(Project project, ElementId id) {
        return project.table(id).isPresent()
                || project.allViews().stream().anyMatch(v -> v.view().id().equals(id));
    }

    static Entity entity(Project project, ElementId id, String expectedName) {
        Entity entity = entity(project, id);
        requireName("entity", entity.name(), entity.name(), expectedName);
        return entity;
    }

    static Entity entity(Project project, ElementId id) {
        return project.conceptual().entity(id).orElseThrow(() -> rejected("there is no entity with id %s", id));
    }

    static Relationship relationship(Project project, ElementId id) {
        return project.conceptual()
                .relationship(id)
                .orElseThrow(() -> rejected("there is no relationship with id %s", id));
    }

    static Relationship relationship(Project project, ElementId id, String expectedName) {
        Relationship relationship = relationship(project, id);
        requireName("relationship", relationship.name(), relationship.name(), expectedName);
        return relationship;
    }

    static Attribute attribute(String ownerDescription, List<Attribute> attributes, String name) {
        return attributes.stream()
                .filter(a -> a.name().equals(name))
                .findFirst()
                .orElseThrow(() -> rejected("%s has no attribute named %s", ownerDescription, name));
    }

    static Query query(Project project, ElementId id) {
        return project.query(id).orElseThrow(() -> rejected("there is no query with id %s", id));
    }

    static Query query(Project project, ElementId id, String expectedLabel) {
        Query query = query(project, id);
        requireName("query", query.label(), query.label(), expectedLabel);
        return query;
    }

    static Task task(Project project, ElementId id) {
        return project.workflow().task(id).orElseThrow(() -> rejected("there is no workflow task with id %s", id));
    }

    static Task task(Project project, ElementId id, String expectedName) {
        Task task = task(project, id);
        requireName("workflow task", task.name(), task.name(), expectedName);
        return task;
    }

    static Transition transition(Project project, ElementId id) {
        return project.workflow().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow(() -> rejected("there is no workflow transition with id %s", id));
    }

    static String qualified(Keyspace keyspace, Identifier name) {
        return keyspace.name().asCql() + "." + name.asCql();
    }

    /** Rejects an edit made for an element that has since been renamed: its label would name the wrong thing. */
    private static void requireName(String kind, String described, Object actual, Object expected) {
        if (!Objects.equals(actual, expected)) {
            throw rejected("%s %s is no longer named %s", kind, described, display(expected));
        }
    }

    private static String display(Object name) {
        return name instanceof Identifier id ? id.asCql() : String.valueOf(name);
    }

    static EditRejectedException rejected(String format, Object... arguments) {
        return new EditRejectedException(String.format(format, arguments));
    }
}
