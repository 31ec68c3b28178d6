package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.List;
import java.util.function.Supplier;

/**
 * The names Cassandra 5.0 can turn into directory names (SchemaConstants): keyspace, table and index names must be
 * word characters only, quoted or not; keyspaces at most 48 characters (NAME_LENGTH), tables at most 222
 * (TABLE_NAME_LENGTH: 255 for a file name, less the table id's 32 hex digits and a dash).
 */
public final class NameChecks {

    static final int NAME_LENGTH = 48;
    static final int TABLE_NAME_LENGTH = 255 - 32 - 1;

    private NameChecks() {}

    /**
     * KeyspaceMetadata.validateKeyspaceName; under 4.1 AlterSchemaStatement.validateKeyspaceName, one rule for
     * characters and length, which every schema statement runs first.
     */
    static void checkKeyspace(Identifier keyspace, String element, CassandraVersion target, List<Problem> out) {
        String name = keyspace.internal();
        if (TargetRules.reading(target).oneNameRule()) {
            if (!isValidCharsName(name) || name.length() > NAME_LENGTH) {
                out.add(Problem.error(
                        element,
                        String.format(
                                "Keyspace name must not be empty, more than %d characters long, or contain"
                                        + " non-alphanumeric-underscore characters (got '%s')",
                                NAME_LENGTH, name)));
            }
            return;
        }
        if (!isValidCharsName(name)) {
            out.add(Problem.error(
                    element,
                    String.format(
                            "Keyspace name must not be empty and must contain alphanumeric or underscore characters "
                                    + "only (got \"%s\")",
                            name)));
        } else if (name.length() > NAME_LENGTH) {
            out.add(Problem.error(
                    element,
                    String.format(
                            "Keyspace name must not be more than %d characters long (got %d characters for \"%s\")",
                            NAME_LENGTH, name.length(), name)));
        }
    }

    /**
     * TableMetadata.validateTableName, with the {@code keyspace.table: } prefix of TableMetadata's exceptions; under
     * 4.1 TableMetadata.validate, whose message names a length it does not check.
     */
    static void checkTable(
            Identifier keyspace,
            Identifier table,
            Supplier<String> element,
            CassandraVersion target,
            List<Problem> out) {
        String name = table.internal();
        if (TargetRules.reading(target).oneNameRule()) {
            if (!isValidCharsName(name)) {
                out.add(Problem.error(
                        element.get(),
                        tablePrefix(keyspace, table)
                                + String.format(
                                        "Table name must not be empty, more than %d characters long, or contain"
                                                + " non-alphanumeric-underscore characters (got \"%s\")",
                                        NAME_LENGTH, name)));
            }
            return;
        }
        if (!isValidCharsName(name)) {
            out.add(Problem.error(
                    element.get(),
                    tablePrefix(keyspace, table)
                            + String.format(
                                    "Table name must not be empty or not contain non-alphanumeric-underscore "
                                            + "characters (got \"%s\")",
                                    name)));
        } else if (name.length() > TABLE_NAME_LENGTH) {
            out.add(Problem.error(
                    element.get(),
                    tablePrefix(keyspace, table)
                            + String.format(
                                    "Table name must not be more than %d characters long (got %d characters for "
                                            + "\"%s\")",
                                    TABLE_NAME_LENGTH, name.length(), name)));
        }
    }

    /** How Cassandra's table name refusals begin: {@code ks.table: }. */
    private static String tablePrefix(Identifier keyspace, Identifier table) {
        return keyspace.internal() + "." + table.internal() + ": ";
    }

    /** IndexMetadata.validate; Cassandra does not limit an index name's length (CASSANDRA-20445). */
    static void checkIndex(Identifier index, String element, List<Problem> out) {
        if (!isValidCharsName(index.internal())) {
            out.add(Problem.error(element, "Illegal index name " + index.internal()));
        }
    }

    /** Cassandra's refusal of a keyspace name (checked before anything else in a statement), if it refuses it. */
    public static java.util.Optional<String> keyspaceNameError(Identifier keyspace, CassandraVersion target) {
        List<Problem> out = new java.util.ArrayList<>();
        checkKeyspace(keyspace, "", target, out);
        return out.stream().map(Problem::message).findFirst();
    }

    /** Cassandra's refusal of an index name, if it refuses it. */
    public static java.util.Optional<String> indexNameError(Identifier index) {
        List<Problem> out = new java.util.ArrayList<>();
        checkIndex(index, "", out);
        return out.stream().map(Problem::message).findFirst();
    }

    /**
     * SchemaConstants.isValidCharsName: Java's {@code \w}, ASCII letters, digits and underscore; a loop rather than
     * the pattern, for it runs on every table imported.
     */
    private static boolean isValidCharsName(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
            if (!word) {
                return false;
            }
        }
        return true;
    }
}
