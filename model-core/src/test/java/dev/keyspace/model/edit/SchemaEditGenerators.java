package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.freshId;
import static dev.keyspace.model.edit.GeneratedValues.freshIdentifier;
import static dev.keyspace.model.edit.GeneratedValues.nativeType;
import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Generators of keyspace, table, index and view edits that apply to the given project. */
final class SchemaEditGenerators {

    private SchemaEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<Identifier> keyspaceNames =
                project.keyspaces().stream().map(Keyspace::name).toList();
        edits.add(freshIdentifier(keyspaceNames).flatMap(name -> Gens.integers(1, 5)
                .map(rf -> new KeyspaceEdit.Add(Keyspace.of(name.internal(), Replication.simple(rf))))));
        if (!project.keyspaces().isEmpty()) {
            Gen<Keyspace> keyspace = oneOf(project.keyspaces());
            edits.add(keyspace.map(k -> new KeyspaceEdit.Remove(k.name())));
            edits.add(keyspace.flatMap(
                    k -> freshIdentifier(keyspaceNames).map(n -> new KeyspaceEdit.Rename(k.name(), n))));
            edits.add(keyspace.flatMap(k -> Gens.integers(1, 5)
                    .map(rf -> new KeyspaceEdit.SetReplication(
                            k.name(), Replication.networkTopology(Map.of("dc1", rf))))));
            edits.add(keyspace.map(k -> new KeyspaceEdit.SetDurableWrites(k.name(), !k.durableWrites())));
            edits.add(keyspace.map(k -> new KeyspaceEdit.SetComment(
                    k.name(), k.comment().isPresent() ? Optional.empty() : Optional.of("the hotel chain's data"))));
            edits.add(keyspace.map(k -> new KeyspaceEdit.SetFastPath(
                    k.name(),
                    k.fastPath().isPresent()
                            ? Optional.empty()
                            : Optional.of(OptionValue.map(Map.of("size", "2", "dcs", "dc1"))))));
            edits.add(keyspace.flatMap(k -> addTable(project, k)));
        }
        List<TableRef> tables = project.allTables();
        if (!tables.isEmpty()) {
            Gen<TableRef> table = oneOf(tables);
            edits.add(table.map(
                    t -> new TableEdit.Remove(t.table().id(), t.table().name())));
            edits.add(table.flatMap(t -> freshIdentifier(tableAndViewNames(t.keyspace()))
                    .map(n -> new TableEdit.Rename(t.table().id(), t.table().name(), n))));
            edits.add(table.flatMap(t -> Gens.of("comment", "default_time_to_live", "gc_grace_seconds")
                    .flatMap(option -> Gens.integers(0, 100_000)
                            .map(v -> new TableEdit.SetOption(t.table().id(), option, OptionValue.number(v))))));
            edits.add(table.map(t ->
                    new TableEdit.SetCompactStorage(t.table().id(), !t.table().compactStorage())));
            edits.add(table.flatMap(t -> Gens.integers(0, 100_000)
                    .map(v -> new TableEdit.SetOptions(t.table().id(), twoOptions(v)))));
        }
        List<TableRef> withOptions = tables.stream()
                .filter(t -> !t.table().options().values().isEmpty())
                .toList();
        if (!withOptions.isEmpty()) {
            edits.add(oneOf(withOptions)
                    .flatMap(t -> oneOf(List.copyOf(t.table().options().values().keySet()))
                            .map(option -> new TableEdit.RemoveOption(t.table().id(), option))));
        }
        List<TableRef> withColumns =
                tables.stream().filter(t -> !t.table().columns().isEmpty()).toList();
        if (!withColumns.isEmpty()) {
            edits.add(oneOf(withColumns).flatMap(SchemaEditGenerators::addIndex));
            edits.add(oneOf(withColumns).flatMap(t -> addView(project, t)));
        }
        addIndexAndViewChanges(project, edits);
        return edits;
    }

    private static void addIndexAndViewChanges(Project project, List<Gen<Edit>> edits) {
        List<Map.Entry<Keyspace, Index>> indexes = project.keyspaces().stream()
                .flatMap(k -> k.indexes().stream().map(i -> Map.entry(k, i)))
                .toList();
        if (!indexes.isEmpty()) {
            Gen<Map.Entry<Keyspace, Index>> index = oneOf(indexes);
            edits.add(index.map(
                    e -> new IndexEdit.Remove(e.getKey().name(), e.getValue().name())));
            edits.add(index.flatMap(e -> freshIdentifier(
                            e.getKey().indexes().stream().map(Index::name).toList())
                    .map(n ->
                            new IndexEdit.Rename(e.getKey().name(), e.getValue().name(), n))));
        }
        List<ViewRef> views = project.allViews();
        if (!views.isEmpty()) {
            Gen<ViewRef> view = oneOf(views);
            edits.add(view.map(v -> new ViewEdit.Remove(v.view().id(), v.view().name())));
            edits.add(view.flatMap(v -> freshIdentifier(tableAndViewNames(v.keyspace()))
                    .map(n -> new ViewEdit.Rename(v.view().id(), v.view().name(), n))));
            edits.add(view.flatMap(v -> Gens.integers(0, 100_000)
                    .map(n -> new ViewEdit.SetOptions(v.view().id(), v.view().name(), twoOptions(n)))));
            List<ViewRef> viewsWithOptions = views.stream()
                    .filter(v -> !v.view().options().values().isEmpty())
                    .toList();
            if (!viewsWithOptions.isEmpty()) {
                edits.add(oneOf(viewsWithOptions).flatMap(v -> oneOf(
                                List.copyOf(v.view().options().values().keySet()))
                        .map(option -> new ViewEdit.RemoveOption(
                                v.view().id(), v.view().name(), option))));
            }
        }
    }

    /** Two options set at once, as one ALTER ... WITH does. */
    private static TableOptions twoOptions(int value) {
        return TableOptions.NONE
                .with("gc_grace_seconds", OptionValue.number(value))
                .with("default_time_to_live", OptionValue.number(value / 2));
    }

    private static Gen<Edit> addTable(Project project, Keyspace keyspace) {
        return Gen.lazy(() -> freshId(project, "table")
                .flatMap(id -> freshIdentifier(tableAndViewNames(keyspace)).flatMap(name -> nativeType()
                        .map(type -> new TableEdit.Add(
                                keyspace.name(),
                                new Table(
                                        id,
                                        name,
                                        List.of(Column.partitionKey("id", type, 0), Column.regular("value", type)),
                                        TableOptions.NONE,
                                        false))))));
    }

    private static Gen<Edit> addIndex(TableRef table) {
        Keyspace keyspace = table.keyspace();
        return freshIdentifier(keyspace.indexes().stream().map(Index::name).toList())
                .flatMap(name -> oneOf(table.table().columns())
                        .map(column -> new IndexEdit.Add(
                                keyspace.name(),
                                Index.sai(
                                        name.internal(),
                                        table.table().name().internal(),
                                        new IndexTarget(column.name(), IndexTarget.Kind.SIMPLE)))));
    }

    private static Gen<Edit> addView(Project project, TableRef table) {
        return Gen.lazy(
                () -> freshId(project, "view").flatMap(id -> freshIdentifier(tableAndViewNames(table.keyspace()))
                        .flatMap(name -> oneOf(table.table().columns())
                                .map(key -> new ViewEdit.Add(
                                        table.keyspace().name(),
                                        new MaterializedView(
                                                id,
                                                name,
                                                table.table().name(),
                                                List.of(),
                                                key.name().asCql() + " IS NOT NULL",
                                                List.of(key.name()),
                                                List.of(),
                                                TableOptions.NONE))))));
    }

    private static List<Identifier> tableAndViewNames(Keyspace keyspace) {
        return Stream.concat(
                        keyspace.tables().stream().map(Table::name),
                        keyspace.views().stream().map(MaterializedView::name))
                .toList();
    }
}
