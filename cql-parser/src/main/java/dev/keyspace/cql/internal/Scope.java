package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.Optional;

/** Name resolution shared by the schema changes: the keyspace a name lives in and the elements it names. */
final class Scope {

    private Scope() {}

    static Identifier keyspaceOf(QualifiedName name, Optional<Identifier> current) throws SchemaProblem {
        Optional<Identifier> keyspace = name.keyspace().or(() -> current);
        if (keyspace.isEmpty()) {
            throw new SchemaProblem(CassandraStatementMessages.NO_KEYSPACE_SPECIFIED);
        }
        return keyspace.get();
    }

    static Keyspace keyspace(Project project, Identifier name) throws SchemaProblem {
        return project.keyspace(name)
                .orElseThrow(() -> new SchemaProblem(
                        String.format(CassandraStatementMessages.KEYSPACE_DOESNT_EXIST, name.asCql())));
    }

    static Table table(Keyspace keyspace, Identifier name) throws SchemaProblem {
        Optional<Table> table = keyspace.table(name);
        if (table.isPresent()) {
            return table.get();
        }
        if (keyspace.view(name).isPresent()) {
            throw new SchemaProblem(String.format(DesignerStatementMessages.VIEW_NOT_TABLE, qualified(keyspace, name)));
        }
        throw new SchemaProblem(
                String.format(CassandraStatementMessages.TABLE_DOESNT_EXIST, qualified(keyspace, name)));
    }

    static String qualified(Keyspace keyspace, Identifier name) {
        return Identifier.qualified(keyspace.name(), name);
    }

    /** Refuses a type that names a UDT the keyspace does not define (or one in another keyspace). */
    static void checkUserTypes(Keyspace keyspace, CqlType type) throws SchemaProblem {
        if (type instanceof CqlType.Native) {
            return; // most columns: skip collecting UDT references (an import of 2,000 tables calls this 15,000 times)
        }
        for (CqlType.UserTypeRef ref : type.userTypes()) {
            if (ref.keyspace().isPresent() && !ref.keyspace().get().equals(keyspace.name())) {
                throw new SchemaProblem(String.format(
                        CassandraMessages.TYPE_FROM_OTHER_KEYSPACE,
                        keyspace.name().asCql(),
                        ref.keyspace().get().asCql()));
            }
            if (keyspace.type(ref.name()).isEmpty()) {
                throw new SchemaProblem(String.format(CassandraMessages.UNKNOWN_TYPE, qualified(keyspace, ref.name())));
            }
        }
    }

    /** PropertyDefinitions.validate: the first unknown option name in the order Cassandra iterates them. */
    static void checkTableOptions(Statement.TableProperties properties, CassandraVersion target) throws SchemaProblem {
        Optional<String> unknown = SchemaValidator.unknownOptionError(properties.options(), target);
        if (unknown.isPresent()) {
            throw new SchemaProblem(unknown.get());
        }
    }

    /**
     * TableAttributes.build, which CREATE and ALTER TABLE run in their validate: a value it cannot read is refused
     * before the keyspace is looked up and before an unknown name.
     */
    static void checkTableOptionValuesRead(Statement.TableProperties properties, CassandraVersion target)
            throws SchemaProblem {
        Optional<String> unreadable = SchemaValidator.unreadableOptionError(properties.options(), target);
        if (unreadable.isPresent()) {
            throw new SchemaProblem(unreadable.get());
        }
    }

    static boolean nameTaken(Keyspace keyspace, Identifier name) {
        return keyspace.table(name).isPresent() || keyspace.view(name).isPresent();
    }
}
