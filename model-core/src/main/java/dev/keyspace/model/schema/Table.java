package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * A table: its columns in declaration order (each with its kind and key position), its options, whether it was
 * declared {@code WITH COMPACT STORAGE}, the columns ALTER TABLE dropped from it (Cassandra remembers them) and the
 * history of its renamed columns ({@link ColumnRenames}). The id is stable across renames.
 */
public record Table(
        ElementId id,
        Identifier name,
        List<Column> columns,
        TableOptions options,
        boolean compactStorage,
        List<DroppedColumn> droppedColumns,
        List<ColumnRename> columnRenames) {

    private static final Function<Column, Identifier> COLUMN_NAME = Column::name;
    private static final Function<List<Column>, ColumnKinds> KINDS = ColumnKinds::of;

    /** The columns are kept by name, as Cassandra's TableMetadata keeps them: a lookup does not scan them. */
    public Table {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        columns = NamedList.of(columns, COLUMN_NAME, null);
        Objects.requireNonNull(options, "options");
        droppedColumns = List.copyOf(droppedColumns);
        columnRenames = List.copyOf(columnRenames);
    }

    /** A table with no history of renamed columns. */
    public Table(
            ElementId id,
            Identifier name,
            List<Column> columns,
            TableOptions options,
            boolean compactStorage,
            List<DroppedColumn> droppedColumns) {
        this(id, name, columns, options, compactStorage, droppedColumns, List.of());
    }

    /** A table with no dropped columns. */
    public Table(ElementId id, Identifier name, List<Column> columns, TableOptions options, boolean compactStorage) {
        this(id, name, columns, options, compactStorage, List.of(), List.of());
    }

    public static Table of(ElementId id, String name, List<Column> columns) {
        return new Table(id, Identifier.of(name), columns, TableOptions.NONE, false);
    }

    public Optional<Column> column(Identifier columnName) {
        return ((NamedList<Column>) columns).named(columnName);
    }

    public Optional<Column> column(String internalName) {
        return column(Identifier.of(internalName));
    }

    /** The first column whose internal name equals {@code name} ignoring case (as the query validator matches). */
    public Optional<Column> columnIgnoringCase(String name) {
        return ((NamedList<Column>) columns).namedIgnoringCase(name);
    }

    /** {@link #columnIgnoringCase} of a name already folded ({@link Identifier#foldCase}): many lookups of one name. */
    public Optional<Column> columnFolded(String folded) {
        return ((NamedList<Column>) columns).namedFolded(folded);
    }

    /** Partition-key columns in key order. */
    public List<Column> partitionKey() {
        return kinds().partitionKey();
    }

    /** Clustering columns in key order. */
    public List<Column> clustering() {
        return kinds().clustering();
    }

    /** Partition-key then clustering columns, in key order. */
    public List<Column> primaryKey() {
        return kinds().primaryKey();
    }

    public List<Column> staticColumns() {
        return kinds().staticColumns();
    }

    public List<Column> regularColumns() {
        return kinds().regularColumns();
    }

    /**
     * A table of counters. Cassandra decides it when the table is created (TableMetadata.isCounter), so a table
     * whose counters were all dropped stays one.
     */
    public boolean isCounterTable() {
        if (kinds().counterColumn()) {
            return true;
        }
        for (DroppedColumn dropped : droppedColumns) { // a loop: checked on every CREATE TABLE an import applies
            if (dropped.type().isCounter()) {
                return true;
            }
        }
        return false;
    }

    private ColumnKinds kinds() {
        return ((NamedList<Column>) columns).derived(KINDS);
    }

    public Table withName(Identifier newName) {
        return new Table(id, newName, columns, options, compactStorage, droppedColumns, columnRenames);
    }

    public Table withColumns(List<Column> newColumns) {
        return new Table(id, name, newColumns, options, compactStorage, droppedColumns, columnRenames);
    }

    public Table withOptions(TableOptions newOptions) {
        return new Table(id, name, columns, newOptions, compactStorage, droppedColumns, columnRenames);
    }

    public Table withCompactStorage(boolean compact) {
        return new Table(id, name, columns, options, compact, droppedColumns, columnRenames);
    }

    /** This table remembering {@code dropped}, replacing what it remembered of a column of the same name. */
    public Table withDroppedColumn(DroppedColumn dropped) {
        List<DroppedColumn> remembered = new ArrayList<>(droppedColumns.size() + 1);
        droppedColumns.stream().filter(d -> !d.name().equals(dropped.name())).forEach(remembered::add);
        remembered.add(dropped);
        return new Table(id, name, columns, options, compactStorage, remembered, columnRenames);
    }

    /** This table with {@code rename} added to the end of its column history. */
    public Table withColumnRename(ColumnRename rename) {
        List<ColumnRename> history = new ArrayList<>(columnRenames);
        history.add(rename);
        return new Table(id, name, columns, options, compactStorage, droppedColumns, history);
    }

    public Optional<DroppedColumn> droppedColumn(Identifier columnName) {
        return droppedColumns.stream().filter(d -> d.name().equals(columnName)).findFirst();
    }

    /** Replaces the named column with what {@code change} makes of it; other columns stay as they are. */
    public Table mapColumn(Identifier columnName, UnaryOperator<Column> change) {
        return withColumns(columns.stream()
                .map(c -> c.name().equals(columnName) ? change.apply(c) : c)
                .toList());
    }
}
