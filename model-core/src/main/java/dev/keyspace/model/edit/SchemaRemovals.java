package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SchemaRenames.now;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The second step of a reconciliation: what the text no longer holds goes, users before what they use
 * (aggregates before their functions, views and indexes before their columns and tables, types last). A view
 * or an index whose definition changed goes too, to come back as the text defines it: Cassandra cannot alter
 * either, it drops and creates them.
 */
final class SchemaRemovals {

    private SchemaRemovals() {}

    static void apply(PlanSteps steps, List<Keyspace> wanted) {
        for (Keyspace keyspace : wanted) {
            functions(steps, keyspace);
            viewsAndIndexes(steps, keyspace);
            tablesAndColumns(steps, keyspace);
        }
        wanted.forEach(k -> types(steps, k));
        List<Keyspace> gone = new ArrayList<>(steps.project().keyspaces());
        gone.removeIf(k -> wanted.stream().anyMatch(w -> w.name().equals(k.name())));
        for (int i = gone.size() - 1; i >= 0; i--) {
            steps.apply(new KeyspaceEdit.Remove(gone.get(i).name()));
        }
    }

    private static void functions(PlanSteps steps, Keyspace wanted) {
        Identifier name = wanted.name();
        for (UserAggregate aggregate :
                now(steps, wanted).map(Keyspace::aggregates).orElse(List.of())) {
            if (!wanted.aggregates().contains(aggregate)) {
                steps.apply(new FunctionEdit.RemoveAggregate(name, aggregate.name(), aggregate.argumentTypes()));
            }
        }
        for (UserFunction function : now(steps, wanted).map(Keyspace::functions).orElse(List.of())) {
            if (wanted.function(function.name(), function.argumentTypes()).isEmpty()) {
                steps.apply(new FunctionEdit.RemoveFunction(name, function.name(), function.argumentTypes()));
            }
        }
    }

    private static void viewsAndIndexes(PlanSteps steps, Keyspace wanted) {
        for (MaterializedView view : now(steps, wanted).map(Keyspace::views).orElse(List.of())) {
            Optional<MaterializedView> kept = wanted.view(view.name());
            if (kept.isEmpty() || !sameDefinition(view, kept.get())) {
                steps.apply(new ViewEdit.Remove(view.id(), view.name()));
            }
        }
        for (Index index : now(steps, wanted).map(Keyspace::indexes).orElse(List.of())) {
            if (!wanted.index(index.name()).equals(Optional.of(index))) {
                steps.apply(new IndexEdit.Remove(wanted.name(), index.name()));
            }
        }
    }

    /** Same definition: its options are the additions' to set or remove, keeping the view. */
    private static boolean sameDefinition(MaterializedView now, MaterializedView wanted) {
        return SchemaShapes.viewDefinition(now).equals(SchemaShapes.viewDefinition(wanted));
    }

    private static void tablesAndColumns(PlanSteps steps, Keyspace wanted) {
        for (Table table : now(steps, wanted).map(Keyspace::tables).orElse(List.of())) {
            Optional<Table> kept = wanted.table(table.name());
            if (kept.isEmpty()) {
                steps.apply(new TableEdit.Remove(table.id(), table.name()));
                continue;
            }
            for (Column column : table.columns()) {
                if (kept.get().column(column.name()).isEmpty()) {
                    steps.apply(
                            kept.get().droppedColumn(column.name()).isPresent()
                                    ? new ColumnEdit.Drop(table.id(), column.name())
                                    : new ColumnEdit.Remove(table.id(), column.name()));
                }
            }
        }
    }

    /** Types the text no longer declares, each once nothing left uses it. */
    private static void types(PlanSteps steps, Keyspace wanted) {
        List<UserType> gone =
                new ArrayList<>(now(steps, wanted).map(Keyspace::types).orElse(List.of()));
        gone.removeIf(t -> wanted.type(t.name()).isPresent());
        while (!gone.isEmpty()) {
            UserType next = gone.stream()
                    .filter(t -> unused(steps.project(), wanted.name(), t.name()))
                    .findFirst()
                    .orElse(gone.get(0)); // still used: its removal is refused with the user that keeps it
            steps.apply(new TypeEdit.Remove(wanted.name(), next.name()));
            gone.remove(next);
        }
    }

    private static boolean unused(Project project, Identifier keyspace, Identifier type) {
        return project.keyspaces().stream().allMatch(holder -> UserTypeRefs.firstUse(holder, keyspace, type)
                .isEmpty());
    }
}
