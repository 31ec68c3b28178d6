package dev.keyspace.model.validation;

import dev.keyspace.model.Project;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Reports every part of a project's physical schema that its target Cassandra release (5.0 unless the project says
 * 4.1) would refuse (errors) or accept with a warning, using that release's own wording where it has one; what the
 * releases differ in is decided by {@link TargetRules}. Checks run per element kind and never stop at the first
 * problem: the result lists keyspaces, types, tables, indexes and views in declaration order.
 */
public final class SchemaValidator {

    private SchemaValidator() {}

    public static List<Problem> validate(Project project) {
        return validate(project, project.target());
    }

    /** What {@code target} would refuse of the project, whatever release the project itself targets. */
    public static List<Problem> validate(Project project, CassandraVersion target) {
        List<Problem> problems = new ArrayList<>();
        problems.addAll(acrossKeyspaces(project));
        for (Keyspace keyspace : project.keyspaces()) {
            problems.addAll(within(keyspace, target));
        }
        return List.copyOf(problems);
    }

    /** The problems between keyspaces (names that clash): {@link #validate} reports these first. */
    public static List<Problem> acrossKeyspaces(Project project) {
        List<Problem> problems = new ArrayList<>();
        KeyspaceChecks.checkNamesAcrossProject(project.keyspaces(), problems);
        return problems;
    }

    /**
     * The problems within one keyspace (itself, its types, functions, tables, indexes and views), which depend on
     * nothing outside it but the target release: {@link #validate} reports these for each keyspace in turn.
     */
    public static List<Problem> within(Keyspace keyspace, CassandraVersion target) {
        List<Problem> problems = new ArrayList<>();
        KeyspaceChecks.check(keyspace, target, problems);
        for (UserType type : keyspace.types()) {
            UserTypeChecks.check(keyspace, type, problems);
        }
        FunctionChecks.check(keyspace, problems);
        for (Table table : keyspace.tables()) {
            TableChecks.check(keyspace, table, target, problems);
        }
        IndexChecks.check(keyspace, target, problems);
        for (MaterializedView view : keyspace.views()) {
            ViewChecks.check(keyspace, view, target, problems);
        }
        TargetRules.check(keyspace, target, problems);
        return problems;
    }

    /**
     * What CREATE TABLE refuses about one table of {@code keyspace} (its columns, keys, column types, options, compact
     * storage and masks), in the order Cassandra checks them: the checks {@link #validate} runs for each table.
     */
    public static List<Problem> tableErrors(Keyspace keyspace, Table table, CassandraVersion target) {
        List<Problem> problems = new ArrayList<>();
        TableChecks.check(keyspace, table, target, problems);
        problems.removeIf(problem -> !problem.isError()); // not a stream: every imported table is checked here
        return Collections.unmodifiableList(problems);
    }

    /**
     * What 6.0's CREATE TABLE refuses last, once the table is built: a fast_path with dcs (6.0-alpha2 cannot parse the
     * CQL it prints of it), then a transactional migration under way, which only an ALTER TABLE may set (a design keeps
     * both as written, as a cluster describes such a table).
     */
    public static Optional<String> newTableError(Keyspace keyspace, Table table, CassandraVersion target) {
        if (!TargetRules.reading(target).transactionalMode()) {
            return Optional.empty();
        }
        if (AccordOptionChecks.fastPathWithDcs(table.options().values())) {
            return Optional.of(dev.keyspace.model.messages.DesignerMessages.FAST_PATH_DCS_ON_CREATE);
        }
        if (!AccordOptionChecks.migrating(table.options().values())) {
            return Optional.empty();
        }
        return Optional.of(String.format(
                dev.keyspace.model.messages.CassandraMessages.MIGRATION_ON_NEW_TABLE,
                keyspace.name().internal(),
                table.name().internal(),
                AccordOptionChecks.readMigrationFrom(
                        TableOptions.TRANSACTIONAL_MIGRATION_FROM,
                        table.options().values().get(TableOptions.TRANSACTIONAL_MIGRATION_FROM))));
    }

    /**
     * What 6.0's ALTER TABLE ... WITH refuses last (validateAndUpdateTransactionalMigration): a counter table on Accord
     * (a transactional_mode other than off) or migrating to or from it.
     */
    public static Optional<String> alteredOptionsError(Keyspace keyspace, Table altered, CassandraVersion target) {
        if (!TargetRules.reading(target).transactionalMode()
                || !altered.isCounterTable()
                || !AccordOptionChecks.onAccord(altered.options().values())) {
            return Optional.empty();
        }
        return Optional.of(String.format(
                dev.keyspace.model.messages.CassandraMessages.ACCORD_COUNTER_TABLE,
                keyspace.name().internal(),
                altered.name().internal()));
    }

    /**
     * What 6.0's ALTER TABLE ... WITH refuses of the table's transactional state, last: a transactional_mode change
     * while a migration is under way, unless back to the mode migrated from ({@code migrationWritten}: the statement
     * itself sets transactional_migration_from).
     */
    public static Optional<String> transactionalModeError(
            Keyspace keyspace, Table before, Table altered, boolean migrationWritten, CassandraVersion target) {
        if (!TargetRules.reading(target).transactionalMode()) {
            return Optional.empty();
        }
        return TransactionalMigration.error(
                keyspace.name().internal(),
                before.name().internal(),
                before.options().values(),
                altered.options().values(),
                migrationWritten);
    }

    /**
     * The table as 6.0 holds it after an ALTER TABLE ... WITH it takes: a transactional_mode that moves it onto or
     * off Accord starts a migration (transactional_migration_from becomes the mode it left). Under targets without
     * Accord, {@code altered} as it is.
     */
    public static Table transactionalState(
            Table before, Table altered, boolean migrationWritten, CassandraVersion target) {
        if (!TargetRules.reading(target).transactionalMode()) {
            return altered;
        }
        return altered.withOptions(
                TransactionalMigration.applied(before.options().values(), altered.options(), migrationWritten));
    }

    /** What CREATE or ALTER KEYSPACE refuses about the keyspace itself (its name, its replication). */
    public static List<Problem> keyspaceErrors(Keyspace keyspace, CassandraVersion target) {
        return KeyspaceChecks.errors(keyspace, target).stream()
                .filter(Problem::isError)
                .toList();
    }

    /**
     * What Cassandra refuses in the options of one ALTER TABLE's WITH on their own: TableAttributes.validate judges
     * them over the defaults before they are merged with the table's current options.
     */
    public static List<Problem> optionErrors(TableOptions options, String element, CassandraVersion target) {
        List<Problem> problems = new ArrayList<>();
        TableOptionChecks.check(options, () -> element, target, problems);
        return problems;
    }

    /**
     * Whether 6.0-alpha2 takes the keyspace fast_path only from ALTER KEYSPACE: its CREATE KEYSPACE checks the CQL it
     * prints of the new keyspace, which quotes a parameterized strategy into text it cannot parse.
     */
    public static boolean keyspaceFastPathOnlyByAlter(OptionValue value) {
        return AccordOptionChecks.parameterized(value);
    }

    /**
     * The table options 6.0-alpha2 takes only from ALTER TABLE (empty when none): a fast_path with dcs (its CREATE
     * TABLE cannot parse the CQL it prints of it) and a migration under way (a new table cannot be migrating).
     */
    public static TableOptions tableOptionsOnlyByAlter(TableOptions options) {
        TableOptions onlyByAlter = TableOptions.NONE;
        if (AccordOptionChecks.fastPathWithDcs(options.values())) {
            onlyByAlter =
                    onlyByAlter.with(TableOptions.FAST_PATH, options.values().get(TableOptions.FAST_PATH));
        }
        if (AccordOptionChecks.migrating(options.values())) {
            onlyByAlter = onlyByAlter.with(
                    TableOptions.TRANSACTIONAL_MIGRATION_FROM,
                    options.values().get(TableOptions.TRANSACTIONAL_MIGRATION_FROM));
        }
        return onlyByAlter;
    }

    /**
     * A fast_path (a keyspace's or a table's) in one spelling per strategy, as 6.0 reads it: {@code 'keyspace'},
     * {@code 'simple'}, {@code 'up'} or {@code {'size': 'n', 'dcs': '...'}} with the data centers in 6.0's order;
     * empty when 6.0 reads no strategy in it.
     */
    public static Optional<OptionValue> canonicalFastPath(OptionValue value) {
        try {
            return Optional.of(AccordOptionChecks.canonicalFastPath(value));
        } catch (OptionRefusal refusal) {
            return Optional.empty();
        }
    }

    /** What 6.0's CREATE or ALTER KEYSPACE says of a fast_path value (KeyspaceAttributes.validate), or empty. */
    public static Optional<String> keyspaceFastPathError(OptionValue value) {
        return KeyspaceChecks.fastPathError(value);
    }

    /**
     * The first option value CREATE or ALTER TABLE cannot read (TableAttributes.build, run by 5.0's validate before it
     * looks the keyspace up or names an unknown property), or empty; always empty under a target whose statements
     * read no value in their validate (4.1: the values are read after the names, in apply).
     */
    public static Optional<String> unreadableOptionError(TableOptions options, CassandraVersion target) {
        if (TargetRules.reading(target).namesBeforeValues()) {
            return Optional.empty();
        }
        return TableOptionChecks.readError(options, target);
    }

    /** The first option name Cassandra does not know, as PropertyDefinitions.validate meets it, or empty. */
    public static Optional<String> unknownOptionError(TableOptions options, CassandraVersion target) {
        return TableOptionChecks.unknownNames(options, target).stream()
                .findFirst()
                .map(name -> TargetRules.unknownOption(name, target));
    }

    /**
     * What CREATE INDEX refuses about {@code index} added to {@code keyspace} after its existing indexes: Cassandra's
     * first error, or empty when it would create the index.
     */
    public static Optional<String> indexError(Keyspace keyspace, Index index, CassandraVersion target) {
        return IndexChecks.firstViolation(
                keyspace, TargetRules.asTargetReads(index, target), keyspace.indexes(), target);
    }

    /** The first vector in {@code type} (itself or nested) whose dimension VectorType refuses, in its words. */
    public static Optional<String> vectorDimensionError(CqlType type) {
        if (type instanceof CqlType.VectorType vector && vector.dimension() <= 0) {
            return Optional.of(String.format(CassandraMessages.VECTOR_DIMENSION, vector.dimension()));
        }
        return type.children().stream()
                .map(SchemaValidator::vectorDimensionError)
                .flatMap(Optional::stream)
                .findFirst();
    }

    /**
     * What Cassandra refuses while it reads {@code type}, declared in {@code keyspace} (CQL3Type.Raw.prepare): an
     * unknown user type, non-frozen nesting, counters and durations inside collections and tuples, vector dimensions.
     */
    public static Optional<String> typeError(Keyspace keyspace, CqlType type) {
        List<Problem> problems = new ArrayList<>();
        TypeShapeChecks.check(type, keyspace, "", problems);
        return problems.stream().filter(Problem::isError).map(Problem::message).findFirst();
    }

    /** What IndexAttributes.validate refuses about {@code index}'s options, checked before anything else. */
    public static Optional<String> indexAttributesError(Index index) {
        return IndexChecks.attributeViolation(index);
    }

    /** True when an index of {@code keyspace} has {@code index}'s definition under another name. */
    public static boolean duplicatesAnIndex(Keyspace keyspace, Index index) {
        return IndexChecks.duplicateOf(keyspace, index, keyspace.indexes()).isPresent();
    }

    /**
     * What CREATE MATERIALIZED VIEW refuses about {@code view} in {@code keyspace}, whose statement listed
     * {@code clusteringOrder} in CLUSTERING ORDER BY (empty when none): Cassandra's first error, or empty.
     */
    public static Optional<String> viewError(
            Keyspace keyspace, MaterializedView view, List<Identifier> clusteringOrder, CassandraVersion target) {
        List<Problem> problems = new ArrayList<>();
        ViewChecks.check(keyspace, view, clusteringOrder, target, problems);
        return problems.stream().filter(Problem::isError).map(Problem::message).findFirst();
    }

    /** What ALTER MATERIALIZED VIEW refuses about the options a view would have after it, or empty. */
    public static Optional<String> alteredViewError(TableOptions after) {
        return ViewChecks.alterViolation(after);
    }

    /** Only the problems Cassandra would refuse outright. */
    public static List<Problem> errors(Project project) {
        return validate(project).stream().filter(Problem::isError).toList();
    }
}
