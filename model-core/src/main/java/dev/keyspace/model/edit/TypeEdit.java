package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/** Edits of user-defined types and their fields, addressed by keyspace and type name. */
public sealed interface TypeEdit extends Edit {

    record Add(Identifier keyspace, UserType type) implements TypeEdit {
        public Add {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
        }

        @Override
        public String label() {
            return "Add type " + type.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            if (target.type(type.name()).isPresent()) {
                throw rejected(
                        "keyspace %s already has a type named %s",
                        keyspace.asCql(), type.name().asCql());
            }
            Uniqueness.requireDistinctFields(Lookup.qualified(target, type.name()), type);
            List<UserType> types = new ArrayList<>(target.types());
            types.add(type);
            return project.mapKeyspace(keyspace, k -> k.withTypes(types));
        }
    }

    /** Removes a type that no column and no other type uses (Cassandra refuses to drop a type in use). */
    record Remove(Identifier keyspace, Identifier type) implements TypeEdit {
        public Remove {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
        }

        @Override
        public String label() {
            return "Remove type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            Lookup.type(target, type);
            for (Keyspace holder : project.keyspaces()) {
                Optional<String> use = UserTypeRefs.firstUse(holder, keyspace, type);
                if (use.isPresent()) {
                    throw rejected("type %s is still used by %s", Lookup.qualified(target, type), use.get());
                }
            }
            return Cascade.forgetNodesGone(project.mapKeyspace(
                    keyspace,
                    k -> k.withTypes(k.types().stream()
                            .filter(t -> !t.name().equals(type))
                            .toList())));
        }
    }

    /** Renames a type; every column and field that refers to it follows. */
    record Rename(Identifier keyspace, Identifier from, Identifier to) implements TypeEdit {
        public Rename {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public String label() {
            return "Rename type " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            Lookup.type(target, from);
            if (from.equals(to)) {
                return project;
            }
            if (target.type(to).isPresent()) {
                throw rejected(
                        "cannot rename type %s: keyspace %s already has a type named %s",
                        Lookup.qualified(target, from), keyspace.asCql(), to.asCql());
            }
            Project renamed = project.mapKeyspace(
                    keyspace,
                    k -> k.withTypes(k.types().stream()
                            .map(t -> t.name().equals(from) ? t.withName(to) : t)
                            .toList()));
            renamed = renamed.withLayout(
                    renamed.layout().withNodeRenamed(NodeIds.type(keyspace, from), NodeIds.type(keyspace, to)));
            return renamed.withKeyspaces(renamed.keyspaces().stream()
                    .map(holder -> UserTypeRefs.mapKeyspace(
                            holder,
                            ref -> UserTypeRefs.refersTo(ref, holder, keyspace, from)
                                    ? new UserTypeRef(ref.keyspace(), to, ref.isFrozen())
                                    : ref))
                    .toList());
        }
    }

    record AddField(Identifier keyspace, Identifier type, Field field) implements TypeEdit {
        public AddField {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(field, "field");
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
                List<Field> fields = new ArrayList<>(t.fields());
                fields.add(field);
                return t.withFields(fields);
            });
        }
    }

    record RemoveField(Identifier keyspace, Identifier type, Identifier field) implements TypeEdit {
        public RemoveField {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(field, "field");
        }

        @Override
        public String label() {
            return "Remove field " + field.asCql() + " from type " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            return updateType(project, keyspace, type, (k, t) -> {
                Lookup.field(k, t, field);
                return t.withFields(
                        t.fields().stream().filter(f -> !f.name().equals(field)).toList());
            });
        }
    }

    record RenameField(Identifier keyspace, Identifier type, Identifier from, Identifier to) implements TypeEdit {
        public RenameField {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
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
                return mapField(t, from, f -> new Field(to, f.type()));
            });
        }
    }

    record ChangeFieldType(Identifier keyspace, Identifier type, Identifier field, CqlType fieldType)
            implements TypeEdit {
        public ChangeFieldType {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(fieldType, "fieldType");
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
                return mapField(t, field, f -> new Field(f.name(), fieldType));
            });
        }
    }

    private static Project updateType(
            Project project, Identifier keyspace, Identifier type, BiFunction<Keyspace, UserType, UserType> change) {
        Keyspace target = Lookup.keyspace(project, keyspace);
        UserType changed = change.apply(target, Lookup.type(target, type));
        return project.mapKeyspace(
                keyspace,
                k -> k.withTypes(k.types().stream()
                        .map(t -> t.name().equals(type) ? changed : t)
                        .toList()));
    }

    private static UserType mapField(UserType type, Identifier field, UnaryOperator<Field> change) {
        return type.withFields(type.fields().stream()
                .map(f -> f.name().equals(field) ? change.apply(f) : f)
                .toList());
    }
}
