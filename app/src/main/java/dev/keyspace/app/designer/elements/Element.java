package dev.keyspace.app.designer.elements;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.ViewRef;

/**
 * Something the user can select, rename or delete, with the id the selection knows it by. Ids are the
 * diagram ids: a table's own id, {@code keyspace:ks}, {@code type:ks.name}, and owner/name for the parts of
 * a box (an attribute of an entity, a column of a table, a field of a type).
 */
public sealed interface Element {

    ElementId id();

    /** "table hotel.hotels", for status lines and prompts. */
    String description();

    /** The name as the user edits it (CQL form for schema names). */
    String name();

    record OfEntity(Entity entity) implements Element {
        public ElementId id() {
            return entity.id();
        }

        public String description() {
            return "entity " + entity.name();
        }

        public String name() {
            return entity.name();
        }
    }

    record OfRelationship(Relationship relationship) implements Element {
        public ElementId id() {
            return relationship.id();
        }

        public String description() {
            return "relationship " + relationship.name();
        }

        public String name() {
            return relationship.name();
        }
    }

    record OfAttribute(ElementId owner, Attribute attribute) implements Element {
        public ElementId id() {
            return ElementKeys.part(owner, attribute.name());
        }

        public String description() {
            return "attribute " + attribute.name();
        }

        public String name() {
            return attribute.name();
        }
    }

    record OfQuery(Query query) implements Element {
        public ElementId id() {
            return query.id();
        }

        public String description() {
            return "query " + query.label();
        }

        public String name() {
            return query.label();
        }
    }

    record OfTask(Task task) implements Element {
        public ElementId id() {
            return task.id();
        }

        public String description() {
            return "task " + task.name();
        }

        public String name() {
            return task.name();
        }
    }

    /**
     * An arrow of the workflow, by the transition's own id. {@code from} and {@code to} are the names shown
     * to the user ("start" for an entry arrow). A transition has no name: its queries label it.
     */
    record OfTransition(Transition transition, String from, String to) implements Element {
        public ElementId id() {
            return transition.id();
        }

        public String description() {
            return "transition " + from + " → " + to;
        }

        public String name() {
            return from + " → " + to;
        }
    }

    record OfKeyspace(Keyspace keyspace) implements Element {
        public ElementId id() {
            return ElementKeys.keyspace(keyspace);
        }

        public String description() {
            return "keyspace " + keyspace.name().asCql();
        }

        public String name() {
            return keyspace.name().asCql();
        }
    }

    record OfTable(TableRef ref) implements Element {
        public ElementId id() {
            return ref.table().id();
        }

        public String description() {
            return "table " + ref.qualifiedName();
        }

        public String name() {
            return ref.table().name().asCql();
        }
    }

    record OfColumn(TableRef table, Column column) implements Element {
        public ElementId id() {
            return ElementKeys.part(table.table().id(), column.name().internal());
        }

        public String description() {
            return "column " + column.name().asCql() + " of " + table.qualifiedName();
        }

        public String name() {
            return column.name().asCql();
        }
    }

    record OfType(Keyspace keyspace, UserType type) implements Element {
        public ElementId id() {
            return ElementKeys.type(keyspace, type);
        }

        public String description() {
            return "type " + Identifier.qualified(keyspace.name(), type.name());
        }

        public String name() {
            return type.name().asCql();
        }
    }

    record OfField(Keyspace keyspace, UserType type, UserType.Field field) implements Element {
        public ElementId id() {
            return ElementKeys.part(
                    ElementKeys.type(keyspace, type), field.name().internal());
        }

        public String description() {
            return "field " + field.name().asCql() + " of type " + type.name().asCql();
        }

        public String name() {
            return field.name().asCql();
        }
    }

    record OfIndex(Keyspace keyspace, Index index) implements Element {
        public ElementId id() {
            return ElementKeys.index(keyspace, index);
        }

        public String description() {
            return "index " + Identifier.qualified(keyspace.name(), index.name());
        }

        public String name() {
            return index.name().asCql();
        }
    }

    record OfView(ViewRef ref) implements Element {
        public ElementId id() {
            return ref.view().id();
        }

        public String description() {
            return "materialized view " + ref.qualifiedName();
        }

        public String name() {
            return ref.view().name().asCql();
        }
    }
}
