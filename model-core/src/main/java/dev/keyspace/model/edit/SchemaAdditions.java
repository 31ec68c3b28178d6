package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SchemaRenames.now;

import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import java.util.List;
import java.util.Optional;

/**
 * The third step of a reconciliation: what the text adds or changes, what is used before its users (keyspaces,
 * types, functions, aggregates, tables, then the indexes and views on them). A new table or view keeps the id
 * the reader gave it unless an element of the project has it already.
 */
final class SchemaAdditions {

    private SchemaAdditions() {}

    static void apply(PlanSteps steps, List<Keyspace> wanted) {
        wanted.forEach(k -> keyspace(steps, k));
        wanted.forEach(k -> k.types().forEach(t -> type(steps, k, t)));
        wanted.forEach(k -> functions(steps, k));
        wanted.forEach(k -> k.tables().forEach(t -> table(steps, k, t)));
        wanted.forEach(k -> k.indexes().forEach(i -> index(steps, k, i)));
        wanted.forEach(k -> k.views().forEach(v -> view(steps, k, v)));
    }

    private static void keyspace(PlanSteps steps, Keyspace wanted) {
        Optional<Keyspace> now = now(steps, wanted);
        if (now.isEmpty()) {
            steps.apply(new KeyspaceEdit.Add(new Keyspace(
                            wanted.name(),
                            wanted.replication(),
                            wanted.durableWrites(),
                            List.of(),
                            List.of(),
                            List.of(),
                            List.of())
                    .withComment(wanted.comment())
                    .withFastPath(wanted.fastPath())));
            return;
        }
        if (!now.get().replication().equals(wanted.replication())) {
            steps.apply(new KeyspaceEdit.SetReplication(wanted.name(), wanted.replication()));
        }
        if (now.get().durableWrites() != wanted.durableWrites()) {
            steps.apply(new KeyspaceEdit.SetDurableWrites(wanted.name(), wanted.durableWrites()));
        }
        if (!now.get().fastPath().equals(wanted.fastPath())) {
            steps.apply(new KeyspaceEdit.SetFastPath(wanted.name(), wanted.fastPath()));
        }
        if (!now.get().comment().equals(wanted.comment())) {
            steps.apply(new KeyspaceEdit.SetComment(wanted.name(), wanted.comment()));
        }
    }

    private static void type(PlanSteps steps, Keyspace keyspace, UserType wanted) {
        Optional<UserType> now = now(steps, keyspace).flatMap(k -> k.type(wanted.name()));
        if (now.isEmpty()) {
            steps.apply(new TypeEdit.Add(keyspace.name(), wanted));
            return;
        }
        for (Field field : now.get().fields()) {
            if (wanted.field(field.name()).isEmpty()) {
                steps.apply(new TypeEdit.RemoveField(keyspace.name(), wanted.name(), field.name()));
            }
        }
        for (Field field : wanted.fields()) {
            Optional<Field> had = now.get().field(field.name());
            if (had.isEmpty()) {
                steps.apply(new TypeEdit.AddField(keyspace.name(), wanted.name(), field));
            } else if (!had.get().type().equals(field.type())) {
                steps.apply(new TypeEdit.ChangeFieldType(keyspace.name(), wanted.name(), field.name(), field.type()));
            }
            if (had.isPresent() && !had.get().comment().equals(field.comment())) {
                steps.apply(
                        new TypeEdit.SetFieldComment(keyspace.name(), wanted.name(), field.name(), field.comment()));
            }
        }
        if (!now.get().comment().equals(wanted.comment())) {
            steps.apply(new TypeEdit.SetComment(keyspace.name(), wanted.name(), wanted.comment()));
        }
    }

    private static void functions(PlanSteps steps, Keyspace wanted) {
        for (UserFunction function : wanted.functions()) {
            if (!now(steps, wanted).orElseThrow().functions().contains(function)) {
                steps.apply(new FunctionEdit.PutFunction(wanted.name(), function));
            }
        }
        for (UserAggregate aggregate : wanted.aggregates()) {
            if (!now(steps, wanted).orElseThrow().aggregates().contains(aggregate)) {
                steps.apply(new FunctionEdit.PutAggregate(wanted.name(), aggregate));
            }
        }
    }

    private static void table(PlanSteps steps, Keyspace keyspace, Table wanted) {
        Optional<Table> now = now(steps, keyspace).flatMap(k -> k.table(wanted.name()));
        if (now.isPresent()) {
            TableAlterations.apply(steps, now.get().id(), wanted);
            return;
        }
        steps.apply(new TableEdit.Add(
                keyspace.name(),
                new Table(
                        steps.freeId(wanted.id()),
                        wanted.name(),
                        wanted.columns(),
                        wanted.options(),
                        wanted.compactStorage(),
                        wanted.droppedColumns())));
    }

    private static void index(PlanSteps steps, Keyspace keyspace, Index wanted) {
        if (now(steps, keyspace).flatMap(k -> k.index(wanted.name())).isEmpty()) {
            steps.apply(new IndexEdit.Add(keyspace.name(), wanted));
        }
    }

    private static void view(PlanSteps steps, Keyspace keyspace, MaterializedView wanted) {
        Optional<MaterializedView> now = now(steps, keyspace).flatMap(k -> k.view(wanted.name()));
        if (now.isEmpty()) {
            steps.apply(new ViewEdit.Add(
                    keyspace.name(),
                    new MaterializedView(
                            steps.freeId(wanted.id()),
                            wanted.name(),
                            wanted.baseTable(),
                            wanted.selected(),
                            wanted.where(),
                            wanted.partitionKey(),
                            wanted.clustering(),
                            wanted.options())));
        } else {
            viewOptions(steps, now.get(), wanted);
        }
    }

    private static void viewOptions(PlanSteps steps, MaterializedView now, MaterializedView wanted) {
        TableOptions kept = now.options();
        for (String option : now.options().values().keySet()) {
            if (!wanted.options().values().containsKey(option)) {
                steps.apply(new ViewEdit.RemoveOption(now.id(), now.name(), option));
                kept = kept.without(option);
            }
        }
        if (!kept.equals(wanted.options())) {
            steps.apply(new ViewEdit.SetOptions(now.id(), wanted.name(), wanted.options()));
        }
    }
}
