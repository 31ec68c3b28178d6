package dev.keyspace.model.validation;

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What Cassandra 6.0's ALTER TABLE ... WITH does to a table's transactional state
 * (AlterTableStatement.validateAndUpdateTransactionalMigration, after its counter check): a transactional_mode that
 * moves the table onto Accord or off it starts a migration ({@code transactional_migration_from} becomes the mode it
 * left); while one is under way the mode may change only back to the one migrated from; a migration written in the
 * same statement that differs from the one the change would start is taken as written (6.0 forces it).
 */
final class TransactionalMigration {

    private static final String NONE = "none";

    private TransactionalMigration() {}

    /** The refusal of a mode change while the table migrates, or empty. */
    static Optional<String> error(
            String keyspace,
            String table,
            Map<String, OptionValue> before,
            Map<String, OptionValue> after,
            boolean migrationWritten) {
        String previous = mode(before);
        String next = mode(after);
        if (previous.equals(next) || forced(before, after, migrationWritten)) {
            return Optional.empty();
        }
        String from = migrationFrom(before);
        if (!from.equals(NONE) && !next.equals(from)) {
            return Optional.of(
                    String.format(CassandraMessages.MODE_CHANGE_DURING_MIGRATION, previous, next, keyspace, table));
        }
        return Optional.empty();
    }

    /** The options after the statement: with the migration a change of mode starts, unless written otherwise. */
    static TableOptions applied(Map<String, OptionValue> before, TableOptions after, boolean migrationWritten) {
        String previous = mode(before);
        if (previous.equals(mode(after.values())) || forced(before, after.values(), migrationWritten)) {
            return after;
        }
        String started = started(previous, mode(after.values()));
        if (started.equals(NONE) && !after.values().containsKey(TableOptions.TRANSACTIONAL_MIGRATION_FROM)) {
            return after;
        }
        return after.with(TableOptions.TRANSACTIONAL_MIGRATION_FROM, OptionValue.text(started));
    }

    private static boolean forced(
            Map<String, OptionValue> before, Map<String, OptionValue> after, boolean migrationWritten) {
        return migrationWritten && !migrationFrom(after).equals(started(mode(before), mode(after)));
    }

    /** TransactionalMigrationFromMode.fromMode: the mode left, when Accord is switched on or off; else none. */
    private static String started(String previous, String next) {
        return accordEnabled(previous) == accordEnabled(next) ? NONE : previous;
    }

    /** TransactionalMode.accordIsEnabled: every mode but off (the test modes too). */
    private static boolean accordEnabled(String mode) {
        return !mode.equals("off");
    }

    private static String mode(Map<String, OptionValue> values) {
        return plain(values.get(TableOptions.TRANSACTIONAL_MODE), "off");
    }

    private static String migrationFrom(Map<String, OptionValue> values) {
        return plain(values.get(TableOptions.TRANSACTIONAL_MIGRATION_FROM), NONE);
    }

    private static String plain(OptionValue value, String absent) {
        return value == null || value instanceof OptionValue.MapValue
                ? absent
                : OptionValue.plain(value).toLowerCase(Locale.ROOT);
    }
}
