package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** A keyspace and everything declared in it: types, tables, indexes and materialized views. */
public record Keyspace(
        Identifier name,
        Replication replication,
        boolean durableWrites,
        List<UserType> types,
        List<Table> tables,
        List<Index> indexes,
        List<MaterializedView> views) {

    public Keyspace {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(replication, "replication");
        types = List.copyOf(types);
        tables = List.copyOf(tables);
        indexes = List.copyOf(indexes);
        views = List.copyOf(views);
    }

    public static Keyspace of(String name, Replication replication) {
        return new Keyspace(Identifier.of(name), replication, true, List.of(), List.of(), List.of(), List.of());
    }

    public Optional<Table> table(Identifier tableName) {
        return tables.stream().filter(t -> t.name().equals(tableName)).findFirst();
    }

    public Optional<Table> table(String internalName) {
        return table(Identifier.of(internalName));
    }

    public Optional<UserType> type(Identifier typeName) {
        return types.stream().filter(t -> t.name().equals(typeName)).findFirst();
    }

    public Optional<Index> index(Identifier indexName) {
        return indexes.stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    public Optional<MaterializedView> view(Identifier viewName) {
        return views.stream().filter(v -> v.name().equals(viewName)).findFirst();
    }

    public List<Index> indexesOn(Identifier tableName) {
        return indexes.stream().filter(i -> i.table().equals(tableName)).toList();
    }

    public List<MaterializedView> viewsOf(Identifier tableName) {
        return views.stream().filter(v -> v.baseTable().equals(tableName)).toList();
    }

    public Keyspace withName(Identifier newName) {
        return new Keyspace(newName, replication, durableWrites, types, tables, indexes, views);
    }

    public Keyspace withReplication(Replication newReplication) {
        return new Keyspace(name, newReplication, durableWrites, types, tables, indexes, views);
    }

    public Keyspace withDurableWrites(boolean durable) {
        return new Keyspace(name, replication, durable, types, tables, indexes, views);
    }

    public Keyspace withTypes(List<UserType> newTypes) {
        return new Keyspace(name, replication, durableWrites, newTypes, tables, indexes, views);
    }

    public Keyspace withTables(List<Table> newTables) {
        return new Keyspace(name, replication, durableWrites, types, newTables, indexes, views);
    }

    public Keyspace withIndexes(List<Index> newIndexes) {
        return new Keyspace(name, replication, durableWrites, types, tables, newIndexes, views);
    }

    public Keyspace withViews(List<MaterializedView> newViews) {
        return new Keyspace(name, replication, durableWrites, types, tables, indexes, newViews);
    }

    public Keyspace withTable(Table table) {
        List<Table> copy = new ArrayList<>(tables);
        copy.add(table);
        return withTables(copy);
    }

    /** Replaces the table with the given id; other tables stay as they are. */
    public Keyspace mapTable(ElementId tableId, UnaryOperator<Table> change) {
        return withTables(tables.stream()
                .map(t -> t.id().equals(tableId) ? change.apply(t) : t)
                .toList());
    }
}
