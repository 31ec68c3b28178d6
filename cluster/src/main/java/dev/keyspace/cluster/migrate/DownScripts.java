package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Kind;
import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.ManualChange;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The down script of an up script (golang-migrate keeps one beside each): the statements that take the schema
 * after the up script back to the one before, where that loses nothing the up script did not bring (a column it
 * added is dropped with the values written since); otherwise a script holding no statement whose comment says why.
 */
final class DownScripts {

    private DownScripts() {}

    static MigrationStep of(Project before, Project afterUp, MigrationStep up) {
        switch (up.kind()) {
            case DROP:
                return irreversible("the up script drops data or definitions, which no statement brings back;"
                        + " restore them from a backup");
            case DATA_MIGRATION:
                return irreversible("the up script moves rows into a table or view of a new definition; going back"
                        + " is another data migration: run ksd migrate from the new schema to the old one");
            case MANUAL:
                return irreversible("the up script holds no statement: its change is made by hand");
            default:
                return reverse(before, afterUp);
        }
    }

    private static MigrationStep reverse(Project before, Project afterUp) {
        DeployPlan plan = new DeployPlanner().plan(before.keyspaces(), afterUp.keyspaces(), true);
        if (!plan.manual().isEmpty()) {
            List<String> why = new ArrayList<>();
            for (ManualChange manual : plan.manual()) {
                why.add(manual.element() + ": " + manual.change());
            }
            return irreversible("Cassandra cannot undo this in place: " + String.join("; ", why));
        }
        List<PlannedStatement> planned = new ArrayList<>(plan.statements());
        List<Statement> statements = new ArrayList<>(RemovedIndexes.first(planned, afterUp, before));
        Set<String> dropped = new LinkedHashSet<>();
        statements.addAll(DropStep.statements(
                planned, afterUp, before, "; loses only what was written to it since the up script", dropped));
        for (String keyspace : MigrationPlanner.removedKeyspaces(afterUp, before)) {
            statements.add(Statement.of(
                    "the keyspace the up script created; loses only what was written to it since", keyspace));
            dropped.add("keyspace " + keyspace.substring(keyspace.lastIndexOf(' ') + 1, keyspace.length() - 1));
        }
        List<String> header = new ArrayList<>();
        if (!dropped.isEmpty()) {
            header.add(DataMigrations.DROPS_DATA + String.join("; ", dropped)
                    + " (what the up script added: only the data written to it since is lost)");
        }
        header.add("reverses the up script");
        return new MigrationStep(Kind.CHANGE, "", header, statements);
    }

    /** No statement, and no ';' either: golang-migrate splits a script there, and would send a bare comment. */
    static MigrationStep irreversible(String why) {
        return new MigrationStep(Kind.MANUAL, "", List.of("NOT REVERSIBLE: " + why.replace(';', ',')), List.of());
    }
}
