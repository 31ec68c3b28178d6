package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Kind;
import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.ManualChange;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.IdRenames;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The change from one schema to another as migration steps, in the order they run: the creations and alterations
 * Cassandra makes in place (the deploy planner's, in its order), then one step for each change it cannot make in
 * place (renames by element id, key or type changes, view redefinitions), then the drops. Every statement carries
 * the existence guard Cassandra allows on it.
 */
public final class MigrationPlanner {

    /** {@code byId} when both are states of one project, so that a kept element under a new name is a rename. */
    public List<MigrationStep> plan(Project old, Project now, boolean byId) {
        Project renamedOld = old;
        List<IdRenames.Rename> renames = List.of();
        if (byId) {
            IdRenames.Result result = IdRenames.applyTo(old, now.keyspaces());
            renamedOld = result.renamed();
            renames = result.renames();
        }
        DeployPlan plan = new DeployPlanner().plan(now.keyspaces(), renamedOld.keyspaces(), true, byId);
        DataMigrations migrations = new DataMigrations(byId);
        Set<String> covered = new HashSet<>();
        List<MigrationStep> data = new ArrayList<>();
        // tables first: a rebuilt or renamed table carries its views, renamed or not
        for (IdRenames.Rename rename : renames) {
            if (rename.kind().equals("table")) {
                rename(migrations, rename, old, now, covered).ifPresent(data::add);
            }
        }
        for (ManualChange manual : plan.manual()) {
            if (covered.add(manual.element())) {
                data.add(manual(migrations, manual, old, now, covered));
            }
        }
        for (Keyspace keyspace : now.keyspaces()) {
            for (Table table : keyspace.tables()) {
                String element = CqlNames.qualified(keyspace, table.name());
                Optional<Keyspace> before = old.keyspace(keyspace.name());
                Optional<Table> oldTable = before.flatMap(k -> k.table(table.name()));
                Optional<Column> undroppable = oldTable.flatMap(t -> undroppable(t, table));
                if (undroppable.isPresent() && covered.add(element)) {
                    coverDependents(before.get(), table.name(), keyspace, table.name(), covered);
                    data.add(migrations.rebuild(
                            before.get(),
                            oldTable.get(),
                            keyspace,
                            table,
                            "column " + undroppable.get().name().asCql() + " "
                                    + undroppable.get().type().asCql()
                                    + " is dropped; Cassandra cannot drop a column of a non-frozen user type"));
                }
            }
        }
        for (IdRenames.Rename rename : renames) {
            if (!rename.kind().equals("table")) {
                rename(migrations, rename, old, now, covered).ifPresent(data::add);
            }
        }
        if (byId) {
            data.addAll(moves(migrations, old, now));
        }
        List<Statement> changes = new ArrayList<>();
        List<PlannedStatement> kept = new ArrayList<>();
        List<PlannedStatement> drops = new ArrayList<>();
        for (PlannedStatement statement : plan.statements()) {
            if (covered.contains(statement.element())) {
                continue;
            }
            if (drops.isEmpty() && statement.kind() != PlannedStatement.Kind.DROP && !statement.destructive()) {
                changes.add(Statement.of(why(statement), ExistenceGuards.guarded(statement.cql())));
                kept.add(statement);
            } else {
                drops.add(statement);
            }
        }
        List<MigrationStep> steps = new ArrayList<>();
        if (!changes.isEmpty()) {
            changes.addAll(0, RemovedIndexes.first(drops, old, now));
            steps.add(new MigrationStep(Kind.CHANGE, Descriptions.ofChanges(kept), List.of(), changes));
        }
        steps.addAll(data);
        DropStep.of(drops, old, now).ifPresent(steps::add);
        return steps;
    }

    /**
     * Tables the new schema holds, by element id, in another keyspace than the old one did (a keyspace renamed): the
     * planner creates them and drops the old ones, and a step between copies the rows.
     */
    private static List<MigrationStep> moves(DataMigrations migrations, Project old, Project now) {
        Map<dev.keyspace.model.schema.ElementId, Keyspace> oldHomes = new HashMap<>();
        Map<dev.keyspace.model.schema.ElementId, Table> oldTables = new HashMap<>();
        for (Keyspace keyspace : old.keyspaces()) {
            for (Table table : keyspace.tables()) {
                oldHomes.put(table.id(), keyspace);
                oldTables.put(table.id(), table);
            }
        }
        List<MigrationStep> moves = new ArrayList<>();
        for (Keyspace keyspace : now.keyspaces()) {
            for (Table table : keyspace.tables()) {
                Keyspace home = oldHomes.get(table.id());
                if (home != null && !home.name().equals(keyspace.name())) {
                    moves.add(migrations.moveTable(home, oldTables.get(table.id()), keyspace, table));
                }
            }
        }
        return moves;
    }

    private static Optional<MigrationStep> rename(
            DataMigrations migrations, IdRenames.Rename rename, Project old, Project now, Set<String> covered) {
        Keyspace before = old.keyspace(rename.keyspace()).orElseThrow();
        Keyspace after = now.keyspace(rename.keyspace()).orElseThrow();
        String to = CqlNames.qualified(after, rename.to());
        if (!covered.add(to)) {
            return Optional.empty(); // a view of a renamed table, made again with it
        }
        if (rename.kind().equals("table")) {
            Table table = after.table(rename.to()).orElseThrow();
            coverDependents(before, rename.from(), after, rename.to(), covered);
            return Optional.of(
                    migrations.renameTable(before, before.table(rename.from()).orElseThrow(), after, table));
        }
        MaterializedView view = after.view(rename.to()).orElseThrow();
        covered.add(CqlNames.qualified(before, rename.from()));
        return Optional.of(migrations.replaceView(
                before,
                rename.from(),
                after,
                view,
                CqlNames.qualified(before, rename.from()) + " is renamed to " + to
                        + "; Cassandra cannot rename a view"));
    }

    private static MigrationStep manual(
            DataMigrations migrations, ManualChange manual, Project old, Project now, Set<String> covered) {
        String why = manual.change();
        for (Keyspace keyspace : now.keyspaces()) {
            Optional<Keyspace> before = old.keyspace(keyspace.name());
            for (Table table : keyspace.tables()) {
                Optional<Table> oldTable = before.flatMap(k -> k.table(table.name()));
                if (CqlNames.qualified(keyspace, table.name()).equals(manual.element()) && oldTable.isPresent()) {
                    coverDependents(before.get(), table.name(), keyspace, table.name(), covered);
                    return migrations.rebuild(before.get(), oldTable.get(), keyspace, table, why);
                }
            }
            for (MaterializedView view : keyspace.views()) {
                if (CqlNames.qualified(keyspace, view.name()).equals(manual.element()) && before.isPresent()) {
                    return migrations.replaceView(before.get(), view.name(), keyspace, view, why);
                }
            }
        }
        return migrations.manual(manual.element(), why, manual.migration());
    }

    /** A column of {@code old} that {@code now} drops and Cassandra cannot: one of a non-frozen user type. */
    private static Optional<Column> undroppable(Table old, Table now) {
        return old.columns().stream()
                .filter(c -> now.column(c.name()).isEmpty())
                .filter(c -> c.type() instanceof CqlType.UserTypeRef && c.type().isMultiCell())
                .findFirst();
    }

    /** The indexes and views of a table that a data migration drops and creates again, so the plan's are left out. */
    private static void coverDependents(
            Keyspace before, Identifier oldTable, Keyspace after, Identifier newTable, Set<String> covered) {
        covered.add(CqlNames.qualified(after, newTable));
        for (Index index : before.indexesOn(oldTable)) {
            covered.add(CqlNames.qualified(before, index.name()));
        }
        for (MaterializedView view : before.viewsOf(oldTable)) {
            covered.add(CqlNames.qualified(before, view.name()));
        }
        for (Index index : after.indexesOn(newTable)) {
            covered.add(CqlNames.qualified(after, index.name()));
        }
        for (MaterializedView view : after.viewsOf(newTable)) {
            covered.add(CqlNames.qualified(after, view.name()));
        }
    }

    static String why(PlannedStatement statement) {
        if (!statement.detail().isEmpty()) {
            return statement.element() + ": " + statement.detail();
        }
        switch (statement.kind()) {
            case CREATE:
                return "creates " + statement.element();
            case DROP:
                return "drops " + statement.element();
            default:
                return "alters " + statement.element();
        }
    }

    /** Keyspaces of the old schema that the new one no longer has: dropped whole, with their data. */
    static List<String> removedKeyspaces(Project old, Project now) {
        CqlChangeWriter changes = new CqlChangeWriter();
        List<String> drops = new ArrayList<>();
        for (Keyspace keyspace : old.keyspaces()) {
            if (now.keyspace(keyspace.name()).isEmpty()) {
                drops.add(changes.dropKeyspaceIfExists(keyspace.name()).strip());
            }
        }
        return drops;
    }
}
