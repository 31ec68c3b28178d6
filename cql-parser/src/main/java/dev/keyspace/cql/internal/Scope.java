package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.Optional;

/** Name resolution shared by the schema changes: the keyspace a name lives in and the elements it names. */
final class Scope {

    private Scope() {}

    static Identifier keyspaceOf(QualifiedName name, Optional<Identifier> current) throws SchemaProblem {
        Optional<Identifier> keyspace = name.keyspace().or(() -> current);
        if (keyspace.isEmpty()) {
            throw new SchemaProblem(
                    "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename");
        }
        return keyspace.get();
    }

    static Keyspace keyspace(Project project, Identifier name) throws SchemaProblem {
        return project.keyspace(name)
                .orElseThrow(() -> new SchemaProblem("Keyspace '" + name.asCql() + "' doesn't exist"));
    }

    static Table table(Keyspace keyspace, Identifier name) throws SchemaProblem {
        Optional<Table> table = keyspace.table(name);
        if (table.isPresent()) {
            return table.get();
        }
        if (keyspace.view(name).isPresent()) {
            throw new SchemaProblem(qualified(keyspace, name) + " is a materialized view, not a table");
        }
        throw new SchemaProblem("Table '" + qualified(keyspace, name) + "' doesn't exist");
    }

    static String qualified(Keyspace keyspace, Identifier name) {
        return keyspace.name().asCql() + "." + name.asCql();
    }

    /** Refuses a type that names a UDT the keyspace does not define (or one in another keyspace). */
    static void checkUserTypes(Keyspace keyspace, CqlType type) throws SchemaProblem {
        if (type instanceof CqlType.Native) {
            return; // most columns: skip collecting UDT references (an import of 2,000 tables calls this 15,000 times)
        }
        for (CqlType.UserTypeRef ref : type.userTypes()) {
            if (ref.keyspace().isPresent() && !ref.keyspace().get().equals(keyspace.name())) {
                throw new SchemaProblem(
                        "Statement on keyspace " + keyspace.name().asCql()
                                + " cannot refer to a user type in keyspace "
                                + ref.keyspace().get().asCql()
                                + "; user types can only be used in the keyspace they are defined in");
            }
            if (keyspace.type(ref.name()).isEmpty()) {
                throw new SchemaProblem("Unknown type " + qualified(keyspace, ref.name()));
            }
        }
    }

    /** PropertyDefinitions.validate: the first unknown option name in the order Cassandra iterates them. */
    static void checkTableOptions(Statement.TableProperties properties) throws SchemaProblem {
        Optional<String> unknown = SchemaValidator.unknownOptionError(properties.options());
        if (unknown.isPresent()) {
            throw new SchemaProblem(unknown.get());
        }
    }

    /**
     * TableAttributes.build, which CREATE and ALTER TABLE run in their validate: a value it cannot read is refused
     * before the keyspace is looked up and before an unknown name.
     */
    static void checkTableOptionValuesRead(Statement.TableProperties properties) throws SchemaProblem {
        Optional<String> unreadable = SchemaValidator.unreadableOptionError(properties.options());
        if (unreadable.isPresent()) {
            throw new SchemaProblem(unreadable.get());
        }
    }

    static boolean nameTaken(Keyspace keyspace, Identifier name) {
        return keyspace.table(name).isPresent() || keyspace.view(name).isPresent();
    }
}
