package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * A keyspace and everything declared in it: types, tables, indexes, materialized views, user-defined
 * functions and aggregates; with Cassandra 6.0, its comment and its fast_path (Accord's fast path strategy).
 */
public record Keyspace(
        Identifier name,
        Replication replication,
        boolean durableWrites,
        List<UserType> types,
        List<Table> tables,
        List<Index> indexes,
        List<MaterializedView> views,
        List<UserFunction> functions,
        List<UserAggregate> aggregates,
        Optional<String> comment,
        Optional<OptionValue> fastPath) {

    private static final Function<UserType, Identifier> TYPE_NAME = UserType::name;
    private static final Function<Table, Identifier> TABLE_NAME = Table::name;
    private static final Function<Table, ElementId> TABLE_ID = Table::id;
    private static final Function<Index, Identifier> INDEX_NAME = Index::name;
    private static final Function<MaterializedView, Identifier> VIEW_NAME = MaterializedView::name;
    private static final Function<MaterializedView, ElementId> VIEW_ID = MaterializedView::id;

    /** Each list is kept by name (tables and views also by id), so a lookup does not scan the keyspace. */
    public Keyspace {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(replication, "replication");
        types = NamedList.of(types, TYPE_NAME, null);
        tables = NamedList.of(tables, TABLE_NAME, TABLE_ID);
        indexes = NamedList.of(indexes, INDEX_NAME, null);
        views = NamedList.of(views, VIEW_NAME, VIEW_ID);
        functions = List.copyOf(functions);
        aggregates = List.copyOf(aggregates);
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(fastPath, "fastPath");
    }

    /** A keyspace without Cassandra 6.0's fast_path (Accord's fast path strategy; {@code 'simple'} when not set). */
    public Keyspace(
            Identifier name,
            Replication replication,
            boolean durableWrites,
            List<UserType> types,
            List<Table> tables,
            List<Index> indexes,
            List<MaterializedView> views,
            List<UserFunction> functions,
            List<UserAggregate> aggregates,
            Optional<String> comment) {
        this(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                Optional.empty());
    }

    /** A keyspace without Cassandra 6.0's comment (COMMENT ON KEYSPACE). */
    public Keyspace(
            Identifier name,
            Replication replication,
            boolean durableWrites,
            List<UserType> types,
            List<Table> tables,
            List<Index> indexes,
            List<MaterializedView> views,
            List<UserFunction> functions,
            List<UserAggregate> aggregates) {
        this(name, replication, durableWrites, types, tables, indexes, views, functions, aggregates, Optional.empty());
    }

    /** A keyspace without functions or aggregates. */
    public Keyspace(
            Identifier name,
            Replication replication,
            boolean durableWrites,
            List<UserType> types,
            List<Table> tables,
            List<Index> indexes,
            List<MaterializedView> views) {
        this(name, replication, durableWrites, types, tables, indexes, views, List.of(), List.of());
    }

    public static Keyspace of(String name, Replication replication) {
        return new Keyspace(Identifier.of(name), replication, true, List.of(), List.of(), List.of(), List.of());
    }

    public Optional<Table> table(Identifier tableName) {
        return ((NamedList<Table>) tables).named(tableName);
    }

    /** The table with this id, if it is in this keyspace. */
    public Optional<Table> table(ElementId tableId) {
        return ((NamedList<Table>) tables).withId(tableId);
    }

    /** The materialized view with this id, if it is in this keyspace. */
    public Optional<MaterializedView> view(ElementId viewId) {
        return ((NamedList<MaterializedView>) views).withId(viewId);
    }

    public Optional<Table> table(String internalName) {
        return table(Identifier.of(internalName));
    }

    public Optional<UserType> type(Identifier typeName) {
        return ((NamedList<UserType>) types).named(typeName);
    }

    public Optional<Index> index(Identifier indexName) {
        return ((NamedList<Index>) indexes).named(indexName);
    }

    public Optional<MaterializedView> view(Identifier viewName) {
        return ((NamedList<MaterializedView>) views).named(viewName);
    }

    /** The function with this name and these argument types. */
    public Optional<UserFunction> function(Identifier functionName, List<CqlType> argumentTypes) {
        return functions.stream()
                .filter(f ->
                        f.name().equals(functionName) && FunctionSignature.matches(f.argumentTypes(), argumentTypes))
                .findFirst();
    }

    /** The aggregate with this name and these argument types. */
    public Optional<UserAggregate> aggregate(Identifier aggregateName, List<CqlType> argumentTypes) {
        return aggregates.stream()
                .filter(a ->
                        a.name().equals(aggregateName) && FunctionSignature.matches(a.argumentTypes(), argumentTypes))
                .findFirst();
    }

    public List<Index> indexesOn(Identifier tableName) {
        // a loop, not a stream: each query's SELECT validation asks, and most tables have no index
        List<Index> on = null;
        for (Index index : indexes) {
            if (index.table().equals(tableName)) {
                if (on == null) {
                    on = new ArrayList<>();
                }
                on.add(index);
            }
        }
        return on == null ? List.of() : Collections.unmodifiableList(on);
    }

    public List<MaterializedView> viewsOf(Identifier tableName) {
        return views.stream().filter(v -> v.baseTable().equals(tableName)).toList();
    }

    public Keyspace withName(Identifier newName) {
        return new Keyspace(
                newName,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withReplication(Replication newReplication) {
        return new Keyspace(
                name,
                newReplication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withDurableWrites(boolean durable) {
        return new Keyspace(
                name, replication, durable, types, tables, indexes, views, functions, aggregates, comment, fastPath);
    }

    public Keyspace withTypes(List<UserType> newTypes) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                newTypes,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withTables(List<Table> newTables) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                newTables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withIndexes(List<Index> newIndexes) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                newIndexes,
                views,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withViews(List<MaterializedView> newViews) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                newViews,
                functions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withFunctions(List<UserFunction> newFunctions) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                newFunctions,
                aggregates,
                comment,
                fastPath);
    }

    public Keyspace withAggregates(List<UserAggregate> newAggregates) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                newAggregates,
                comment,
                fastPath);
    }

    public Keyspace withComment(Optional<String> newComment) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                newComment,
                fastPath);
    }

    public Keyspace withFastPath(Optional<OptionValue> newFastPath) {
        return new Keyspace(
                name,
                replication,
                durableWrites,
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates,
                comment,
                newFastPath);
    }

    public Keyspace withTable(Table table) {
        return withTables(((NamedList<Table>) tables).with(table));
    }

    /** Replaces the table with the given id; other tables stay as they are. */
    public Keyspace mapTable(ElementId tableId, UnaryOperator<Table> change) {
        return withTables(tables.stream()
                .map(t -> t.id().equals(tableId) ? change.apply(t) : t)
                .toList());
    }
}
