package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.KeyspaceMembers.TYPES;
import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/** Edits of user-defined types and their fields, addressed by keyspace and type name. */
public sealed interface TypeEdit extends Edit {

    record Add(Identifier keyspace, UserType type) implements TypeEdit {
        public Add {
            Required.all("keyspace", keyspace, "type", type);
        }

        @Override
        public String label() {
            return "Add type " + type.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.add(
                    project,
                    keyspace,
                    TYPES,
                    type,
                    target -> Uniqueness.requireDistinctFields(Lookup.qualified(target, type.name()), type));
        }
    }

    /** Removes a type that no column and no other type uses (Cassandra refuses to drop a type in use). */
    record Remove(Identifier keyspace, Identifier type) implements TypeEdit {
        public Remove {
            Required.all("keyspace", keyspace, "type", type);
        }

        @Override
        public String label() {
            return "Remove type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.remove(
                    project,
                    keyspace,
                    TYPES,
                    MemberKey.type(type),
                    (target, found) -> requireUnused(project, target, type),
                    Cascade::forgetNodesGone);
        }
    }

    /** Renames a type; every column and field that refers to it follows. */
    record Rename(Identifier keyspace, Identifier from, Identifier to) implements TypeEdit {
        public Rename {
            Required.all("keyspace", keyspace, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename type " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            MemberEdit.Renaming<UserType> renaming = new MemberEdit.Renaming<>(
                    UserType::withName,
                    (target, name) -> {
                        if (target.type(name).isPresent()) {
                            throw rejected(
                                    "cannot rename type %s: keyspace %s already has a type named %s",
                                    Lookup.qualified(target, from), keyspace.asCql(), name.asCql());
                        }
                    },
                    renamed -> followRename(renamed, keyspace, from, to));
            return MemberEdit.rename(project, keyspace, TYPES, MemberKey.type(from), from, to, renaming);
        }
    }

    record AddField(Identifier keyspace, Identifier type, Field field) implements TypeEdit {
        public AddField {
            Required.all("keyspace", keyspace, "type", type, "field", field);
        }

        @Override
        public String label() {
            return "Add field " + field.name().asCql() + " to type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                if (t.field(field.name()).isPresent()) {
                    throw rejected(
                            "type %s already has a field named %s",
                            Lookup.qualified(k, type), field.name().asCql());
                }
                if (UserTypeRefs.refersToItself(field.type(), k, type)) {
                    throw rejected("type %s cannot contain itself", Lookup.qualified(k, type));
                }
                return t.withFields(Lists.appended(t.fields(), field));
            });
        }
    }

    record RemoveField(Identifier keyspace, Identifier type, Identifier field) implements TypeEdit {
        public RemoveField {
            Required.all("keyspace", keyspace, "type", type, "field", field);
        }

        @Override
        public String label() {
            return "Remove field " + field.asCql() + " from type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                Lookup.field(k, t, field);
                return t.withFields(Lists.without(t.fields(), f -> f.name().equals(field)));
            });
        }
    }

    record RenameField(Identifier keyspace, Identifier type, Identifier from, Identifier to) implements TypeEdit {
        public RenameField {
            Required.all("keyspace", keyspace, "type", type, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename field " + from.asCql() + " of type " + type.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                Lookup.field(k, t, from);
                if (!from.equals(to) && t.field(to).isPresent()) {
                    throw rejected("type %s already has a field named %s", Lookup.qualified(k, type), to.asCql());
                }
                return mapField(t, from, f -> f.withName(to));
            });
        }
    }

    record ChangeFieldType(Identifier keyspace, Identifier type, Identifier field, CqlType fieldType)
            implements TypeEdit {
        public ChangeFieldType {
            Required.all("keyspace", keyspace, "type", type, "field", field, "fieldType", fieldType);
        }

        @Override
        public String label() {
            return "Change type of field " + field.asCql() + " to " + fieldType.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                Lookup.field(k, t, field);
                if (UserTypeRefs.refersToItself(fieldType, k, type)) {
                    throw rejected("type %s cannot contain itself", Lookup.qualified(k, type));
                }
                return mapField(t, field, f -> f.withType(fieldType));
            });
        }
    }

    /** Sets or removes the type's comment (Cassandra 6.0): {@code COMMENT ON TYPE ... IS ...}. */
    record SetComment(Identifier keyspace, Identifier type, Optional<String> comment) implements TypeEdit {
        public SetComment {
            Required.all("keyspace", keyspace, "type", type, "comment", comment);
        }

        @Override
        public String label() {
            return comment.isPresent()
                    ? "Comment on type " + type.asCql()
                    : "Remove the comment on type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> t.withComment(comment));
        }
    }

    /** Sets or removes a field's comment (Cassandra 6.0): {@code COMMENT ON FIELD ... IS ...}. */
    record SetFieldComment(Identifier keyspace, Identifier type, Identifier field, Optional<String> comment)
            implements TypeEdit {
        public SetFieldComment {
            Required.all("keyspace", keyspace, "type", type, "field", field, "comment", comment);
        }

        @Override
        public String label() {
            return comment.isPresent()
                    ? "Comment on field " + field.asCql() + " of type " + type.asCql()
                    : "Remove the comment on field " + field.asCql() + " of type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                Lookup.field(k, t, field);
                return mapField(t, field, f -> f.withComment(comment));
            });
        }
    }

    private static Project updateType(
            Project project, Identifier keyspace, Identifier type, BiFunction<Keyspace, UserType, UserType> change) {
        return MemberEdit.update(project, keyspace, TYPES, MemberKey.type(type), change);
    }

    /** Cassandra refuses to drop a type a column or another type still uses. */
    private static void requireUnused(Project project, Keyspace target, Identifier type) {
        for (Keyspace holder : project.keyspaces()) {
            Optional<String> use = UserTypeRefs.firstUse(holder, target.name(), type);
            if (use.isPresent()) {
                throw rejected("type %s is still used by %s", Lookup.qualified(target, type), use.get());
            }
        }
    }

    /** The renamed type keeps its place in the diagram, and every column and field that refers to it follows. */
    private static Project followRename(Project renamed, Identifier keyspace, Identifier from, Identifier to) {
        Project placed = renamed.withLayout(
                renamed.layout().withNodeRenamed(NodeIds.type(keyspace, from), NodeIds.type(keyspace, to)));
        return placed.withKeyspaces(placed.keyspaces().stream()
                .map(holder -> UserTypeRefs.mapKeyspace(
                        holder,
                        ref -> UserTypeRefs.refersTo(ref, holder, keyspace, from)
                                ? new UserTypeRef(ref.keyspace(), to, ref.isFrozen())
                                : ref))
                .toList());
    }

    private static UserType mapField(UserType type, Identifier field, UnaryOperator<Field> change) {
        return type.withFields(Lists.replaced(type.fields(), f -> f.name().equals(field), change));
    }
}
