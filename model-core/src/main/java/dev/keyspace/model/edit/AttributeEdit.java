package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Edits of the attributes of an entity or a relationship, addressed by the owner's id and the attribute's
 * name. Queries refer to attributes by owner and name, so renames and removals reach their access patterns.
 */
public sealed interface AttributeEdit extends Edit {

    record Add(ElementId owner, Attribute attribute) implements AttributeEdit {
        public Add {
            Required.all("owner", owner, "attribute", attribute);
        }

        @Override
        public String label() {
            return "Add attribute " + attribute.name();
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            Uniqueness.requireFreeAttributeName(holder.description(), holder.attributes(), attribute.name());
            return holder.withAttributes(project, Lists.appended(holder.attributes(), attribute));
        }
    }

    /** Removes an attribute; queries stop searching by, ordering by or returning it. */
    record Remove(ElementId owner, String attribute) implements AttributeEdit {
        public Remove {
            Required.all("owner", owner, "attribute", attribute);
        }

        @Override
        public String label() {
            return "Remove attribute " + attribute;
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            holder.attribute(attribute);
            AttributeRef gone = new AttributeRef(owner, attribute);
            Project removed = holder.withAttributes(
                    project,
                    holder.attributes().stream()
                            .filter(a -> !a.name().equals(attribute))
                            .toList());
            return Cascade.followAttribute(
                    Cascade.mapAttributeRefs(removed, ref -> ref.equals(gone) ? Optional.empty() : Optional.of(ref)),
                    owner,
                    attribute,
                    Optional.empty());
        }
    }

    /** Renames an attribute; the queries that refer to it follow. */
    record Rename(ElementId owner, String from, String to) implements AttributeEdit {
        public Rename {
            Required.all("owner", owner, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename attribute " + from + " to " + to;
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            holder.attribute(from);
            if (from.equals(to)) {
                return project;
            }
            if (to.isBlank()) {
                throw rejected("an attribute needs a name");
            }
            Uniqueness.requireFreeAttributeName(holder.description(), holder.attributes(), to);
            AttributeRef old = new AttributeRef(owner, from);
            Project renamed = update(project, holder, from, a -> a.withName(to));
            return Cascade.followAttribute(
                    Cascade.mapAttributeRefs(
                            renamed, ref -> Optional.of(ref.equals(old) ? new AttributeRef(owner, to) : ref)),
                    owner,
                    from,
                    Optional.of(to));
        }
    }

    /** Marks an attribute as part of its entity's key (underlined in the diagram), or not. */
    record SetKey(ElementId owner, String attribute, boolean key) implements AttributeEdit {
        public SetKey {
            Required.all("owner", owner, "attribute", attribute);
        }

        @Override
        public String label() {
            return (key ? "Make " : "Stop making ") + attribute + " a key attribute";
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            return update(project, holder, attribute, a -> new Attribute(a.name(), a.type(), key, a.multiValued()));
        }
    }

    /** Marks an attribute as multi-valued (a double oval), or single-valued. */
    record SetMultiValued(ElementId owner, String attribute, boolean multiValued) implements AttributeEdit {
        public SetMultiValued {
            Required.all("owner", owner, "attribute", attribute);
        }

        @Override
        public String label() {
            return "Make " + attribute + (multiValued ? " multi-valued" : " single-valued");
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            return update(project, holder, attribute, a -> new Attribute(a.name(), a.type(), a.key(), multiValued));
        }
    }

    record SetType(ElementId owner, String attribute, String type) implements AttributeEdit {
        public SetType {
            Required.all("owner", owner, "attribute", attribute, "type", type);
        }

        @Override
        public String label() {
            return "Change type of attribute " + attribute + " to " + type;
        }

        @Override
        public Project apply(Project project) {
            AttributeOwner holder = AttributeOwner.find(project, owner);
            return update(project, holder, attribute, a -> new Attribute(a.name(), type, a.key(), a.multiValued()));
        }
    }

    private static Project update(
            Project project, AttributeOwner holder, String attribute, UnaryOperator<Attribute> change) {
        holder.attribute(attribute);
        return holder.withAttributes(
                project,
                holder.attributes().stream()
                        .map(a -> a.name().equals(attribute) ? change.apply(a) : a)
                        .toList());
    }
}
