package dev.keyspace.model.edit;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;

/**
 * What changes a table that the text keeps into the table the text declares, column by column (columns it no
 * longer has are gone already): new columns, types, masks, constraints, comments, roles, key positions, options and compact storage.
 * The table keeps its id, so its sizing, the queries it serves and its place in the diagram stay.
 */
final class TableAlterations {

    private TableAlterations() {}

    static void apply(PlanSteps steps, ElementId table, Table wanted) {
        for (Column column : wanted.columns()) {
            Optional<Column> now = table(steps, table).column(column.name());
            if (now.isEmpty()) {
                steps.apply(new ColumnEdit.Add(table, column));
                continue;
            }
            if (!now.get().type().equals(column.type())) {
                steps.apply(new ColumnEdit.ChangeType(table, column.name(), column.type()));
            }
            if (!now.get().mask().equals(column.mask())) {
                steps.apply(new ColumnEdit.SetMask(table, column.name(), column.mask()));
            }
            if (!now.get().constraints().equals(column.constraints())) {
                steps.apply(new ColumnEdit.SetConstraints(table, column.name(), column.constraints()));
            }
            if (!now.get().comment().equals(column.comment())) {
                steps.apply(new ColumnEdit.SetComment(table, column.name(), column.comment()));
            }
            if (now.get().kind() != column.kind() || now.get().order() != column.order()) {
                steps.apply(new ColumnRoleEdit.SetRole(table, column.name(), ColumnRole.of(column)));
            }
        }
        placeKeys(steps, table, wanted.partitionKey());
        placeKeys(steps, table, wanted.clustering());
        options(steps, table, wanted);
    }

    /** Moves each key column to its place, first to last: a move never disturbs the places before it. */
    private static void placeKeys(PlanSteps steps, ElementId table, List<Column> key) {
        for (int position = 0; position < key.size(); position++) {
            Column wanted = key.get(position);
            if (table(steps, table).column(wanted.name()).orElseThrow().position() != position) {
                steps.apply(new ColumnRoleEdit.MoveKeyColumn(table, wanted.name(), position));
            }
        }
    }

    private static void options(PlanSteps steps, ElementId table, Table wanted) {
        for (String option : table(steps, table).options().values().keySet()) {
            if (!wanted.options().values().containsKey(option)) {
                steps.apply(new TableEdit.RemoveOption(table, option));
            }
        }
        if (!table(steps, table).options().equals(wanted.options())) {
            steps.apply(new TableEdit.SetOptions(table, wanted.options()));
        }
        if (table(steps, table).compactStorage() != wanted.compactStorage()) {
            steps.apply(new TableEdit.SetCompactStorage(table, wanted.compactStorage()));
        }
    }

    private static Table table(PlanSteps steps, ElementId table) {
        return Lookup.table(steps.project(), table).table();
    }
}
