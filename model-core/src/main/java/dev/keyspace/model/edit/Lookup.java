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
import java.util.Optional;
import java.util.function.Function;

/** Finds the element an edit addresses, or rejects the edit with a message that names what is missing. */
final class Lookup {

    private Lookup() {}

    static Keyspace keyspace(Project project, Identifier name) {
        return project.keyspace(name).orElseThrow(() -> rejected("there is no keyspace named %s", name.asCql()));
    }

    static TableRef table(Project project, ElementId id) {
        return found(project.table(id), "table", id);
    }

    /** The table with this id, after checking that it still has the name the edit's label shows. */
    static TableRef table(Project project, ElementId id, Identifier expectedName) {
        return named(
                table(project, id),
                "table",
                TableRef::qualifiedName,
                t -> t.table().name(),
                expectedName);
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
        Optional<ViewRef> view = project.allViews().stream()
                .filter(v -> v.view().id().equals(id))
                .findFirst();
        return named(
                found(view, "materialized view", id),
                "materialized view",
                ViewRef::qualifiedName,
                v -> v.view().name(),
                expectedName);
    }

    /** True when the id is a table's or a materialized view's. */
    static boolean isTableOrView(Project project, ElementId id) {
        return project.table(id).isPresent()
                || project.allViews().stream().anyMatch(v -> v.view().id().equals(id));
    }

    static Entity entity(Project project, ElementId id, String expectedName) {
        return named(entity(project, id), "entity", Entity::name, expectedName);
    }

    static Entity entity(Project project, ElementId id) {
        return found(project.conceptual().entity(id), "entity", id);
    }

    static Relationship relationship(Project project, ElementId id) {
        return found(project.conceptual().relationship(id), "relationship", id);
    }

    static Relationship relationship(Project project, ElementId id, String expectedName) {
        return named(relationship(project, id), "relationship", Relationship::name, expectedName);
    }

    static Attribute attribute(String ownerDescription, List<Attribute> attributes, String name) {
        return attributes.stream()
                .filter(a -> a.name().equals(name))
                .findFirst()
                .orElseThrow(() -> rejected("%s has no attribute named %s", ownerDescription, name));
    }

    static Query query(Project project, ElementId id) {
        return found(project.query(id), "query", id);
    }

    static Query query(Project project, ElementId id, String expectedLabel) {
        return named(query(project, id), "query", Query::label, expectedLabel);
    }

    static Task task(Project project, ElementId id) {
        return found(project.workflow().task(id), "workflow task", id);
    }

    static Task task(Project project, ElementId id, String expectedName) {
        return named(task(project, id), "workflow task", Task::name, expectedName);
    }

    static Transition transition(Project project, ElementId id) {
        Optional<Transition> transition = project.workflow().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst();
        return found(transition, "workflow transition", id);
    }

    static String qualified(Keyspace keyspace, Identifier name) {
        return Identifier.qualified(keyspace.name(), name);
    }

    /** The element an edit addresses by id, or a refusal: "there is no query with id q-7". */
    private static <T> T found(Optional<T> element, String kind, ElementId id) {
        return element.orElseThrow(() -> rejected("there is no %s with id %s", kind, id));
    }

    /** The element, once it is known to have the name the edit's label shows (its name, as shown, is its name). */
    private static <T> T named(T element, String kind, Function<T, String> name, Object expected) {
        return named(element, kind, name, name, expected);
    }

    /**
     * The element, once it is known to have the name the edit's label shows: an edit made for an element that has
     * since been renamed is refused, for its label would name the wrong thing.
     */
    private static <T> T named(
            T element, String kind, Function<T, String> described, Function<T, ?> name, Object expected) {
        if (!Objects.equals(name.apply(element), expected)) {
            throw rejected("%s %s is no longer named %s", kind, described.apply(element), display(expected));
        }
        return element;
    }

    private static String display(Object name) {
        return name instanceof Identifier id ? id.asCql() : String.valueOf(name);
    }

    static EditRejectedException rejected(String format, Object... arguments) {
        return new EditRejectedException(String.format(format, arguments));
    }
}
