package dev.keyspace.model.edit;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Optional;

/**
 * The first step of a reconciliation: the renames ({@link RenamePairs}), outermost first. A keyspace's rename
 * carries its types' qualified uses, a type's rename the columns of that type, a table's its indexes and views,
 * a column's the views and indexes that name it, so each later comparison sees the names the text uses.
 */
final class SchemaRenames {

    private SchemaRenames() {}

    static void apply(PlanSteps steps, List<Keyspace> wanted) {
        RenamePairs.byName(steps.project().keyspaces(), wanted, Keyspace::name, SchemaShapes::keyspace)
                .forEach((from, to) -> steps.apply(new KeyspaceEdit.Rename(from.name(), to.name())));
        wanted.forEach(k -> types(steps, k));
        wanted.forEach(k -> tables(steps, k));
        wanted.forEach(k -> columns(steps, k));
        wanted.forEach(k -> viewsAndIndexes(steps, k));
    }

    private static void types(PlanSteps steps, Keyspace wanted) {
        now(steps, wanted).ifPresent(now -> RenamePairs.byName(
                        now.types(), wanted.types(), UserType::name, SchemaShapes::type)
                .forEach((from, to) -> steps.apply(new TypeEdit.Rename(wanted.name(), from.name(), to.name()))));
    }

    private static void tables(PlanSteps steps, Keyspace wanted) {
        now(steps, wanted)
                .ifPresent(now -> RenamePairs.byName(now.tables(), wanted.tables(), Table::name, SchemaShapes::table)
                        .forEach((from, to) -> steps.apply(new TableEdit.Rename(from.id(), from.name(), to.name()))));
    }

    private static void columns(PlanSteps steps, Keyspace wanted) {
        for (Table table : wanted.tables()) {
            now(steps, wanted).flatMap(now -> now.table(table.name())).ifPresent(now -> RenamePairs.byName(
                            now.columns(), table.columns(), Column::name, SchemaShapes::column)
                    .forEach((from, to) -> steps.apply(new ColumnEdit.Rename(now.id(), from.name(), to.name()))));
        }
    }

    private static void viewsAndIndexes(PlanSteps steps, Keyspace wanted) {
        now(steps, wanted).ifPresent(now -> RenamePairs.byName(
                        now.views(), wanted.views(), MaterializedView::name, SchemaShapes::view)
                .forEach((from, to) -> steps.apply(new ViewEdit.Rename(from.id(), from.name(), to.name()))));
        now(steps, wanted).ifPresent(now -> RenamePairs.byName(
                        now.indexes(), wanted.indexes(), Index::name, SchemaShapes::index)
                .forEach((from, to) -> steps.apply(new IndexEdit.Rename(wanted.name(), from.name(), to.name()))));
    }

    /** The keyspace of the wanted one's name as the steps so far left it. */
    static Optional<Keyspace> now(PlanSteps steps, Keyspace wanted) {
        return steps.project().keyspace(wanted.name());
    }
}
