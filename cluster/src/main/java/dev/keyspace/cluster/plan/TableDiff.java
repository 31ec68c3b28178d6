package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One table of the project against the same table on the cluster: renamed key columns, added and dropped
 * columns, masks and options become ALTER TABLE statements; a changed primary key, clustering order or
 * column type becomes a manual change, because Cassandra cannot make it in place.
 */
final class TableDiff {

    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();

    private final Keyspace keyspace;
    private final Table wanted;
    private final Table live;
    private final PlanBuilder plan;
    private final String element;

    private TableDiff(Keyspace keyspace, Table wanted, Table live, PlanBuilder plan) {
        this.keyspace = keyspace;
        this.wanted = wanted;
        this.live = live;
        this.plan = plan;
        this.element = CqlNames.qualified(keyspace, wanted.name());
    }

    static void compare(Keyspace keyspace, Table wanted, Table live, PlanBuilder plan) {
        new TableDiff(keyspace, wanted, live, plan).compare();
    }

    private void compare() {
        if (wanted.compactStorage() != live.compactStorage()) {
            plan.manual(newTable((wanted.compactStorage() ? "COMPACT STORAGE is added" : "COMPACT STORAGE is dropped")
                    + "; Cassandra cannot change a table's storage format in place"));
            return;
        }
        Optional<List<PlannedStatement>> renames = keyRenames();
        if (renames.isEmpty()) {
            plan.manual(keyChange());
            return;
        }
        Map<Identifier, Identifier> moved = RenamedValues.values(keyspace, live, wanted, plan.statesOfOneProject());
        if (!moved.isEmpty()) {
            plan.manual(valuesMove(moved));
            return;
        }
        renames.get().forEach(rename -> plan.add(Phase.TABLE, rename));
        OldNewDiff.compare(
                wanted.columns(),
                live.columns(),
                Column::name,
                added -> {
                    if (added.isPrimaryKey()) {
                        liveColumn(added).ifPresent(current -> compareColumnProperties(added, current));
                    } else {
                        plan.add(
                                Phase.TABLE,
                                PlannedStatement.alter(
                                        CHANGES.addColumn(keyspace, wanted.name(), added),
                                        element,
                                        "column " + added.name().asCql() + " "
                                                + added.type().asCql() + " added"));
                        compareComment(added, Optional.empty());
                    }
                },
                (column, current) -> {
                    if (column.isPrimaryKey()) {
                        liveColumn(column).ifPresent(key -> compareColumnProperties(column, key));
                    } else {
                        compareRegular(column, current);
                    }
                },
                removed -> {
                    if (!removed.isPrimaryKey()) {
                        plan.add(Phase.DROP_COLUMN, dropColumn(removed));
                    }
                });
        Map<String, OptionValue> options = Equivalence.changedOptions(wanted.options(), live.options());
        modeChangeDuringMigration(options).ifPresent(refused -> {
            options.remove(TableOptions.TRANSACTIONAL_MODE);
            plan.manual(new ManualChange(
                    element,
                    refused + "; the other changes are made",
                    List.of(
                            "finish the migration: nodetool consensus_admin finish-migration "
                                    + keyspace.name().internal() + " "
                                    + wanted.name().internal(),
                            "deploy again: the transactional_mode is then changed")));
        });
        if (!options.isEmpty()) {
            plan.add(
                    Phase.TABLE,
                    PlannedStatement.alter(
                            CHANGES.alterTableOptions(keyspace, wanted.name(), options),
                            element,
                            OptionDetails.of(options, live.options()) + migrationNote(options)));
        }
    }

    /**
     * 6.0's refusal of the planned transactional_mode while the live table still migrates between Paxos and Accord
     * from an earlier change (a change back to the mode it migrates from is taken), or empty.
     */
    private Optional<String> modeChangeDuringMigration(Map<String, OptionValue> options) {
        OptionValue mode = options.get(TableOptions.TRANSACTIONAL_MODE);
        if (mode == null) {
            return Optional.empty();
        }
        Table altered = live.withOptions(live.options().with(TableOptions.TRANSACTIONAL_MODE, mode));
        return SchemaValidator.transactionalModeError(keyspace, live, altered, false, CassandraVersion.V6_0);
    }

    /**
     * Cassandra 6.0 answers a transactional_mode that moves a table onto or off Accord by migrating it between Paxos
     * and Accord, and refuses another change of mode until that migration is finished.
     */
    private static String migrationNote(Map<String, OptionValue> options) {
        return options.containsKey(TableOptions.TRANSACTIONAL_MODE)
                ? "; if this moves the table onto or off Accord, Cassandra migrates it (transactional_migration_from):"
                        + " finish that with nodetool consensus_admin finish-migration before its mode changes again"
                : "";
    }

    private PlannedStatement dropColumn(Column column) {
        return new PlannedStatement(
                CHANGES.dropColumn(keyspace, live.name(), column.name()),
                PlannedStatement.Kind.ALTER,
                true,
                element,
                "column " + column.name().asCql() + " dropped, with its values");
    }

    /** The live key column that a wanted key column is (possibly under its old name). */
    private Optional<Column> liveColumn(Column wantedKey) {
        List<Column> wantedKeyColumns = wanted.primaryKey();
        List<Column> liveKey = live.primaryKey();
        int index = wantedKeyColumns.indexOf(wantedKey);
        return index >= 0 && index < liveKey.size() ? Optional.of(liveKey.get(index)) : Optional.empty();
    }

    private void compareRegular(Column column, Column current) {
        if (current.isPrimaryKey() || current.kind() != column.kind()) {
            plan.manual(new ManualChange(
                    element,
                    "column " + column.name().asCql() + " changes from " + describeKind(current) + " to "
                            + describeKind(column) + "; Cassandra cannot change a column's kind in place",
                    ColumnMigration.steps(keyspace, wanted, column)));
            return;
        }
        if (!Equivalence.sameType(column.type(), current.type(), keyspace.name())) {
            plan.manual(new ManualChange(
                    element,
                    "column " + column.name().asCql() + " changes type from "
                            + current.type().asCql() + " to " + column.type().asCql()
                            + "; Cassandra cannot change a column's type",
                    ColumnMigration.steps(keyspace, wanted, column)));
            return;
        }
        compareColumnProperties(column, current);
    }

    /** What ALTER TABLE and COMMENT ON change in place on a column: its mask, its CHECK and its comment. */
    private void compareColumnProperties(Column column, Column current) {
        compareMask(column, current);
        if (!column.constraints().equals(current.constraints())) {
            plan.add(
                    Phase.TABLE,
                    PlannedStatement.alter(
                            CHANGES.alterConstraints(keyspace, wanted.name(), column),
                            element,
                            column.constraints().isEmpty()
                                    ? "column " + column.name().asCql() + "'s CHECK dropped"
                                    : "column " + column.name().asCql() + "'s CHECK set"));
        }
        compareComment(column, current.comment());
    }

    private void compareComment(Column column, Optional<String> current) {
        if (!column.comment().equals(current)) {
            plan.add(
                    Phase.TABLE,
                    PlannedStatement.alter(
                            CHANGES.commentOnColumn(keyspace, wanted.name(), column),
                            element,
                            column.comment().isPresent()
                                    ? "comment on column " + column.name().asCql() + " set"
                                    : "comment on column " + column.name().asCql() + " removed"));
        }
    }

    private void compareMask(Column column, Column current) {
        if (!Equivalence.sameMask(column.mask(), current.mask())) {
            plan.add(
                    Phase.TABLE,
                    PlannedStatement.alter(
                            CHANGES.alterMask(keyspace, wanted.name(), column),
                            element,
                            column.mask().isPresent()
                                    ? "column " + column.name().asCql() + " masked"
                                    : "column " + column.name().asCql() + " unmasked"));
        }
    }

    /**
     * The RENAME statements that turn the live key into the wanted one, when names are all that differ
     * (same positions, types and orders, each new name unused and each old name gone); empty otherwise.
     */
    private Optional<List<PlannedStatement>> keyRenames() {
        if (!sameShape(wanted.partitionKey(), live.partitionKey())
                || !sameShape(wanted.clustering(), live.clustering())) {
            return Optional.empty();
        }
        List<PlannedStatement> renames = new ArrayList<>();
        List<Column> wantedKey = wanted.primaryKey();
        List<Column> liveKey = live.primaryKey();
        for (int i = 0; i < wantedKey.size(); i++) {
            Identifier to = wantedKey.get(i).name();
            Identifier from = liveKey.get(i).name();
            if (to.equals(from)) {
                continue;
            }
            if (live.column(to).isPresent() || wanted.column(from).isPresent()) {
                return Optional.empty();
            }
            renames.add(PlannedStatement.alter(
                    CHANGES.renameColumn(keyspace, live.name(), from, to),
                    element,
                    "key column " + from.asCql() + " renamed to " + to.asCql()));
        }
        return Optional.of(renames);
    }

    private boolean sameShape(List<Column> a, List<Column> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!Equivalence.sameType(a.get(i).type(), b.get(i).type(), keyspace.name())
                    || a.get(i).order() != b.get(i).order()) {
                return false;
            }
        }
        return true;
    }

    private ManualChange keyChange() {
        return newTable("the primary key changes from " + describeKey(live) + " to " + describeKey(wanted)
                + "; Cassandra cannot change a table's primary key, key column types or clustering order");
    }

    /**
     * Regular or static columns the project renamed: Cassandra renames only primary key columns, and a drop and an
     * add would lose the values, so the table is rebuilt with them copied under their new names.
     */
    private ManualChange valuesMove(Map<Identifier, Identifier> moved) {
        String renamed = moved.entrySet().stream()
                .map(e -> e.getKey().asCql() + " is renamed to " + e.getValue().asCql())
                .collect(Collectors.joining(", "));
        return new ManualChange(
                element,
                "column " + renamed + "; Cassandra renames only primary key columns in place, and dropping and adding"
                        + " the column would lose its values",
                List.of(
                        "ksd migrate OLD NEW --out DIR writes the script that rebuilds " + element
                                + " with the values copied under their new names, and ksd migrate --apply DIR runs it",
                        "or by hand: create the table under a new name, copy every row into it with each renamed"
                                + " column's values under the new name, then switch the application to it"));
    }

    /** A change only a new table can carry: created beside the old one, filled with its rows, then switched to. */
    private ManualChange newTable(String change) {
        Identifier newName = Identifier.of(wanted.name().internal() + "_v2");
        String create =
                new CqlWriter().createTable(keyspace, wanted.withName(newName)).strip();
        return new ManualChange(
                element,
                change,
                List.of(
                        "create the new table: " + create,
                        "copy the rows from " + element + " into " + CqlNames.qualified(keyspace, newName)
                                + " (for example with DSBulk unload and load)",
                        "switch the application to " + CqlNames.qualified(keyspace, newName),
                        "drop " + element + " once nothing reads it, and rename the table in the project"));
    }

    private static String describeKey(Table table) {
        String partition = table.partitionKey().stream()
                .map(c -> c.name().asCql() + " " + c.type().asCql())
                .collect(Collectors.joining(", ", "((", ")"));
        String clustering = table.clustering().stream()
                .map(c -> ", " + c.name().asCql() + " " + c.type().asCql() + " " + c.order())
                .collect(Collectors.joining());
        return partition + clustering + ")";
    }

    private static String describeKind(Column column) {
        return column.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
