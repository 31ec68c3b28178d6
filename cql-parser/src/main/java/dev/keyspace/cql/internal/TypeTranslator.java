package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** CREATE, ALTER and DROP TYPE checked as Cassandra checks them, then made with the model's type edits. */
final class TypeTranslator {

    private TypeTranslator() {}

    static SchemaChange create(Statement.CreateType statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.type(name).isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(CassandraMessages.TYPE_EXISTS, name.asCql()));
            }
            Set<Identifier> fieldNames = new HashSet<>();
            for (UserType.Field field : statement.fields()) {
                if (!fieldNames.add(field.name())) {
                    throw new SchemaProblem(String.format(
                            CassandraMessages.DUPLICATE_FIELD, field.name().internal(), name.internal()));
                }
            }
            for (UserType.Field field : statement.fields()) {
                checkKind(field);
            }
            for (UserType.Field field : statement.fields()) {
                checkField(keyspace, field);
            }
            return new TypeEdit.Add(keyspace.name(), new UserType(name, statement.fields())).apply(project);
        };
    }

    static SchemaChange addField(Statement.AlterTypeAddField statement, Optional<Identifier> current) {
        return alter(statement.name(), statement.ifExists(), current, (project, keyspace, type) -> {
            UserType.Field field = statement.field();
            checkKind(field);
            if (type.field(field.name()).isPresent()) {
                if (statement.ifFieldNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.FIELD_EXISTS,
                        field.name().asCql(),
                        Scope.qualified(keyspace, type.name()),
                        field.name().asCql()));
            }
            checkField(keyspace, field);
            if (uses(field.type(), type.name())) {
                // the model's edit refuses this too, but in its own words
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.FIELD_CIRCULAR,
                        field.name().asCql(),
                        field.type().asCql(),
                        Scope.qualified(keyspace, type.name())));
            }
            List<String> inPartitionKeys = keyspace.tables().stream()
                    .filter(t -> t.partitionKey().stream().anyMatch(c -> uses(c.type(), type.name())))
                    .map(t -> Scope.qualified(keyspace, t.name()))
                    .toList();
            if (!inPartitionKeys.isEmpty()) {
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.FIELD_IN_PARTITION_KEY,
                        field.name().asCql(),
                        field.type().asCql(),
                        Scope.qualified(keyspace, type.name()),
                        String.join(", ", inPartitionKeys)));
            }
            return commentsDropped(
                    new TypeEdit.AddField(keyspace.name(), type.name(), field).apply(project), keyspace, type);
        });
    }

    static SchemaChange rename(Statement.AlterTypeRename statement, Optional<Identifier> current) {
        return alter(statement.name(), statement.ifExists(), current, (project, keyspace, type) -> {
            Project renamed = project;
            UserType changed = type;
            for (Statement.Rename rename : statement.renames()) {
                if (changed.field(rename.from()).isEmpty()) {
                    if (statement.ifFieldExists()) {
                        continue;
                    }
                    throw new SchemaProblem(String.format(
                            CassandraStatementMessages.UNKNOWN_FIELD,
                            rename.from().asCql(),
                            Scope.qualified(keyspace, changed.name())));
                }
                if (changed.field(rename.to()).isPresent()) {
                    throw new SchemaProblem(String.format(
                            CassandraStatementMessages.DUPLICATE_FIELD_NAME,
                            rename.to().asCql(),
                            changed.name().asCql()));
                }
                renamed = new TypeEdit.RenameField(keyspace.name(), type.name(), rename.from(), rename.to())
                        .apply(renamed);
                changed = renamed.keyspace(keyspace.name())
                        .flatMap(k -> k.type(type.name()))
                        .orElseThrow();
            }
            return commentsDropped(renamed, keyspace, type);
        });
    }

    /**
     * Cassandra 6.0-alpha2's ALTER TYPE ADD and RENAME build the altered type anew (AlterTypeStatement), without the
     * comments COMMENT ON TYPE and FIELD had put on it and its fields; a RENAME does so even when IF EXISTS skipped
     * every field.
     */
    private static Project commentsDropped(Project project, Keyspace keyspace, UserType before) {
        Project dropped = project;
        if (before.comment().isPresent()) {
            dropped = new TypeEdit.SetComment(keyspace.name(), before.name(), Optional.empty()).apply(dropped);
        }
        UserType now = dropped.keyspace(keyspace.name())
                .flatMap(k -> k.type(before.name()))
                .orElseThrow();
        for (UserType.Field field : now.fields()) {
            if (field.comment().isPresent()) {
                dropped = new TypeEdit.SetFieldComment(keyspace.name(), before.name(), field.name(), Optional.empty())
                        .apply(dropped);
            }
        }
        return dropped;
    }

    /** How an ALTER TYPE changes the project, given the type it names. */
    @FunctionalInterface
    private interface TypeAlteration {
        Project apply(Project project, Keyspace keyspace, UserType type) throws SchemaProblem;
    }

    private static SchemaChange alter(
            QualifiedName name, boolean ifExists, Optional<Identifier> current, TypeAlteration alteration) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(name, current));
            Optional<UserType> type = keyspace.type(name.name());
            if (type.isEmpty()) {
                if (ifExists) {
                    return project;
                }
                throw unknown(CassandraStatementMessages.ALTER_TYPE_MISSING, keyspace, name.name());
            }
            return alteration.apply(project, keyspace, type.get());
        };
    }

    static SchemaChange drop(Statement.DropType statement, Optional<Identifier> current) {
        return project -> {
            Keyspace keyspace = Scope.keyspace(project, Scope.keyspaceOf(statement.name(), current));
            Identifier name = statement.name().name();
            if (keyspace.type(name).isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw unknown(CassandraStatementMessages.DROP_TYPE_MISSING, keyspace, name);
            }
            String qualified = keyspace.name().internal() + "." + name.internal();
            String functions = Stream.concat(
                            keyspace.functions().stream()
                                    .filter(f -> Stream.concat(f.argumentTypes().stream(), Stream.of(f.returnType()))
                                            .anyMatch(t -> uses(t, name)))
                                    .map(UserFunction::name),
                            keyspace.aggregates().stream()
                                    .filter(a -> Stream.concat(a.argumentTypes().stream(), Stream.of(a.stateType()))
                                            .anyMatch(t -> uses(t, name)))
                                    .map(UserAggregate::name))
                    .map(f -> keyspace.name().internal() + "." + f.internal())
                    .collect(Collectors.joining(", "));
            if (!functions.isEmpty()) {
                throw new SchemaProblem(
                        String.format(CassandraStatementMessages.TYPE_USED_BY_FUNCTIONS, qualified, functions));
            }
            // DropTypeStatement: functions, then user types, then tables
            String types = keyspace.types().stream()
                    .filter(other -> other.fields().stream().anyMatch(f -> uses(f.type(), name)))
                    .map(other -> other.name().internal())
                    .collect(Collectors.joining(", "));
            if (!types.isEmpty()) {
                throw new SchemaProblem(String.format(CassandraStatementMessages.TYPE_USED_BY_TYPES, qualified, types));
            }
            String tables = keyspace.tables().stream()
                    .filter(table -> table.columns().stream().anyMatch(c -> uses(c.type(), name)))
                    .map(table -> table.name().internal())
                    .collect(Collectors.joining(", "));
            if (!tables.isEmpty()) {
                throw new SchemaProblem(
                        String.format(CassandraStatementMessages.TYPE_USED_BY_TABLES, qualified, tables));
            }
            return new TypeEdit.Remove(keyspace.name(), name).apply(project);
        };
    }

    /** What CreateTypeStatement and AlterTypeStatement.AddField refuse in a field's kind, before they read its type. */
    private static void checkKind(UserType.Field field) throws SchemaProblem {
        if (field.type().isCounter()) {
            throw new SchemaProblem(CassandraMessages.COUNTER_IN_TYPE);
        }
        if (field.type() instanceof CqlType.UserTypeRef && field.type().isMultiCell()) {
            throw new SchemaProblem(CassandraMessages.NON_FROZEN_UDT_IN_TYPE);
        }
    }

    /** What CQL3Type.Raw.prepare refuses in a field's type: its user types, then its shape. */
    private static void checkField(Keyspace keyspace, UserType.Field field) throws SchemaProblem {
        Scope.checkUserTypes(keyspace, field.type());
        Optional<String> refused = SchemaValidator.typeError(keyspace, field.type());
        if (refused.isPresent()) {
            throw new SchemaProblem(refused.get());
        }
    }

    private static boolean uses(CqlType type, Identifier typeName) {
        return type.userTypes().stream().anyMatch(ref -> ref.name().equals(typeName));
    }

    private static SchemaProblem unknown(String pattern, Keyspace keyspace, Identifier name) {
        return new SchemaProblem(String.format(pattern, Scope.qualified(keyspace, name)));
    }
}
