package dev.keyspace.model.schema;

import java.util.Objects;

/**
 * A stable identity for a table, view, entity, relationship, query or task: a rename keeps its id, so
 * layout, query links and sizing assumptions follow the element. Ids are opaque text, unique in a project.
 */
public record ElementId(String value) implements Comparable<ElementId> {

    public ElementId {
        Objects.requireNonNull(value, "value");
        if (value.isBlank()) {
            throw new IllegalArgumentException("an element id cannot be blank");
        }
    }

    public static ElementId of(String value) {
        return new ElementId(value);
    }

    /** The id the importer gives a table or view when it first sees it: derived from its qualified name. */
    public static ElementId forTable(Identifier keyspace, Identifier table) {
        return new ElementId("table:" + keyspace.internal() + "." + table.internal());
    }

    /** The id the importer gives a materialized view when it first sees it. */
    public static ElementId forView(Identifier keyspace, Identifier view) {
        return new ElementId("view:" + keyspace.internal() + "." + view.internal());
    }

    @Override
    public int compareTo(ElementId other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }

    /* Written out, with the values a record's generated methods give: element ids are keys of the hottest lookups. */
    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof ElementId id && value.equals(id.value);
    }
}
