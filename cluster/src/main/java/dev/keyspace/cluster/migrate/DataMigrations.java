package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Kind;
import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.migrate.apply.ScriptItems;
import dev.keyspace.cluster.migrate.apply.TableName;
import dev.keyspace.cluster.plan.RenamedValues;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The steps for what Cassandra cannot change in place, each a script of its own so that a runner can pause there:
 * a table rebuilt (its rows copied to a temporary table, the table created again, the rows copied back), a table
 * or view renamed, a view redefined. A {@code ksd:copy FROM -> TO} comment is a directive: {@code ksd migrate
 * --apply} copies every row there; with another runner, a person copies them.
 */
final class DataMigrations {

    static final String DROPS_DATA = "DROPS DATA: ";

    /** Opens a step no statement can make, followed by the element and the change. */
    static final String MANUAL = "MANUAL MIGRATION: ";

    private static final int MAX_NAME = 48;
    private static final String TEMPORARY = "_ksd_tmp";

    private final CqlWriter writer = new CqlWriter();
    private final boolean statesOfOneProject;
    private final CqlChangeWriter changes = new CqlChangeWriter();

    /** {@code statesOfOneProject}: the old schema is an earlier state of the new one's project (see ColumnRenames). */
    DataMigrations(boolean statesOfOneProject) {
        this.statesOfOneProject = statesOfOneProject;
    }

    /** Table {@code wanted} keeps its name but gets a definition Cassandra cannot alter {@code old} into. */
    MigrationStep rebuild(Keyspace oldKeyspace, Table old, Keyspace keyspace, Table wanted, String why) {
        String table = CqlNames.qualified(keyspace, wanted.name());
        Identifier temporaryName = temporaryName(oldKeyspace, keyspace, wanted.name());
        String temporary = CqlNames.qualified(keyspace, temporaryName);
        List<Statement> statements = new ArrayList<>();
        statements.add(Statement.of(
                "the new definition under a temporary name",
                create(writer.createTable(keyspace, wanted.withName(temporaryName)))));
        statements.add(copy(
                new TableName(keyspace.name(), wanted.name()),
                new TableName(keyspace.name(), temporaryName),
                RenamedValues.of(keyspace, old, wanted, statesOfOneProject)));
        dropDependents(oldKeyspace, old.name(), statements);
        statements.add(Statement.of(
                "the old table goes, with its indexes; its rows are in " + temporary,
                ExistenceGuards.guarded(changes.dropTable(oldKeyspace, old.name()))));
        statements.add(
                Statement.of("the table again, with its new definition", create(writer.createTable(keyspace, wanted))));
        statements.add(copy(
                new TableName(keyspace.name(), temporaryName),
                new TableName(keyspace.name(), wanted.name()),
                Map.of()));
        createDependents(keyspace, wanted.name(), statements);
        statements.add(Statement.of(
                "the temporary table, once its rows are back in " + table,
                ExistenceGuards.guarded(changes.dropTable(keyspace, temporaryName))));
        return new MigrationStep(
                Kind.DATA_MIGRATION,
                "migrate " + wanted.name().internal(),
                List.of(
                        DROPS_DATA + table + " is dropped and created again; its rows are copied to " + temporary
                                + " first and back after",
                        "DATA MIGRATION: " + why,
                        bothTables(table, temporary),
                        directiveNote()),
                statements);
    }

    /** Table {@code old} of the old schema is {@code to} in the new one (recognised by its element id). */
    MigrationStep renameTable(Keyspace oldKeyspace, Table old, Keyspace keyspace, Table to) {
        Identifier from = old.name();
        String oldName = CqlNames.qualified(oldKeyspace, from);
        String newName = CqlNames.qualified(keyspace, to.name());
        List<Statement> statements = new ArrayList<>();
        statements.add(Statement.of("the table under its new name", create(writer.createTable(keyspace, to))));
        statements.add(copy(
                new TableName(oldKeyspace.name(), from),
                new TableName(keyspace.name(), to.name()),
                RenamedValues.of(keyspace, old, to, statesOfOneProject)));
        dropDependents(oldKeyspace, from, statements);
        statements.add(Statement.of(
                "the old table goes, with its indexes, once its rows are in " + newName,
                ExistenceGuards.guarded(changes.dropTable(oldKeyspace, from))));
        createDependents(keyspace, to.name(), statements);
        return new MigrationStep(
                Kind.DATA_MIGRATION,
                "rename " + from.internal() + " to " + to.name().internal(),
                List.of(
                        DROPS_DATA + oldName + " is dropped once its rows are copied into " + newName,
                        "DATA MIGRATION: " + oldName + " is renamed to " + newName
                                + "; Cassandra cannot rename a table",
                        bothTables(oldName, newName),
                        directiveNote()),
                statements);
    }

    /**
     * Table {@code old} of keyspace {@code oldKeyspace} is {@code now} in another keyspace (the keyspace was renamed,
     * or the table moved; recognised by its element id): the new table is created with the other creations and the
     * old one dropped with the other drops, and between them this step copies the rows.
     */
    MigrationStep moveTable(Keyspace oldKeyspace, Table old, Keyspace keyspace, Table now) {
        String from = CqlNames.qualified(oldKeyspace, old.name());
        String to = CqlNames.qualified(keyspace, now.name());
        return new MigrationStep(
                Kind.DATA_MIGRATION,
                "copy " + old.name().internal() + " to " + keyspace.name().internal(),
                List.of(
                        "DATA MIGRATION: " + from + " is " + to + " in the new schema; Cassandra cannot move a table"
                                + " to another keyspace, so its rows are copied before the old one is dropped",
                        bothTables(from, to),
                        directiveNote()),
                List.of(copy(
                        new TableName(oldKeyspace.name(), old.name()),
                        new TableName(keyspace.name(), now.name()),
                        RenamedValues.of(keyspace, old, now, statesOfOneProject))));
    }

    /** A view created under its new name (built from its base table) and the old one dropped. */
    MigrationStep replaceView(
            Keyspace oldKeyspace, Identifier from, Keyspace keyspace, MaterializedView to, String why) {
        List<Statement> statements = new ArrayList<>();
        boolean renamed = !from.equals(to.name()) || !oldKeyspace.name().equals(keyspace.name());
        Statement drop = Statement.of(
                "the old view goes; a view holds no data of its own",
                ExistenceGuards.guarded(changes.dropView(oldKeyspace, from)));
        Statement create = Statement.of(
                "built from " + to.baseTable().asCql() + "; reads of the view fail until the build finishes",
                create(writer.createView(keyspace, to)));
        if (renamed) {
            statements.add(create);
            statements.add(drop);
        } else {
            statements.add(drop);
            statements.add(create);
        }
        return new MigrationStep(
                Kind.DATA_MIGRATION,
                (renamed ? "rename " + from.internal() + " to " : "redefine ")
                        + to.name().internal(),
                List.of("DATA MIGRATION: " + why),
                statements);
    }

    /** What no statement can do here (a type losing or changing a field): the steps, as comments. */
    MigrationStep manual(String element, String change, List<String> steps) {
        List<String> header = new ArrayList<>();
        header.add(MANUAL + element + " - " + change);
        header.add("ksd cannot write this step; the script holds no statement. A person does:");
        steps.forEach(s -> header.add("  - " + s));
        return new MigrationStep(Kind.MANUAL, "manual " + shortName(element), header, List.of());
    }

    private void dropDependents(Keyspace keyspace, Identifier table, List<Statement> statements) {
        for (MaterializedView view : keyspace.viewsOf(table)) {
            statements.add(Statement.of(
                    "a view of the table goes before it",
                    ExistenceGuards.guarded(changes.dropView(keyspace, view.name()))));
        }
    }

    private void createDependents(Keyspace keyspace, Identifier table, List<Statement> statements) {
        for (Index index : keyspace.indexesOn(table)) {
            statements.add(Statement.of("the table's index, built again", create(writer.createIndex(keyspace, index))));
        }
        for (MaterializedView view : keyspace.viewsOf(table)) {
            statements.add(Statement.of(
                    "the table's view, built again; reads of it fail until the build finishes",
                    create(writer.createView(keyspace, view))));
        }
    }

    private static Statement copy(TableName from, TableName to, Map<Identifier, Identifier> renamed) {
        return new Statement(List.of(new ScriptItems.Copy(from, to, renamed, 0).directive()), "");
    }

    private static String create(String statement) {
        return ExistenceGuards.guarded(statement.strip());
    }

    private static String bothTables(String a, String b) {
        return "Until this script has run, the application must write both " + a + " and " + b
                + " (or stop writing), so that no row written meanwhile is lost: ksd codegen OLD --dual-write-to NEW"
                + " generates that code.";
    }

    private static String directiveNote() {
        return "Each '" + ScriptItems.DIRECTIVE
                + " FROM -> TO' line copies every row (RENAMING: those columns' values go"
                + " under their new names): ksd migrate --apply does it; with another runner, pause there and copy the"
                + " rows (for example with DSBulk unload and load).";
    }

    private static Identifier temporaryName(Keyspace old, Keyspace now, Identifier table) {
        String base = table.internal();
        if (base.length() + TEMPORARY.length() > MAX_NAME) {
            base = base.substring(0, MAX_NAME - TEMPORARY.length() - 2);
        }
        Identifier name = Identifier.of(base + TEMPORARY);
        for (int i = 2; old.table(name).isPresent() || now.table(name).isPresent(); i++) {
            name = Identifier.of(base + TEMPORARY + i);
        }
        return name;
    }

    static String shortName(String element) {
        int dot = element.lastIndexOf('.');
        return dot < 0 ? element : element.substring(dot + 1);
    }
}
