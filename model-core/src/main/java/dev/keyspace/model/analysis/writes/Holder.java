package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A table or materialized view with the attribute of the conceptual model each of its columns holds (a column
 * whose origin is unknown is absent from {@code origins}). A view is presented as the table it materializes.
 */
public record Holder(
        ElementId id, Keyspace keyspace, Table table, boolean view, Map<Identifier, AttributeRef> origins) {

    public Holder {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(table, "table");
        origins = Map.copyOf(origins);
    }

    /** The holder of a table; {@code served} are the queries that name it as their serving table. */
    static Holder ofTable(TableRef ref, ColumnOrigins origins, List<Query> served) {
        return new Holder(ref.table().id(), ref.keyspace(), ref.table(), false, origins.of(ref.table(), served));
    }

    /** As above, with the served queries' attributes matched in the table by {@code patterns}. */
    static Holder ofTable(TableRef ref, ColumnOrigins origins, List<Query> served, PatternColumns.Source patterns) {
        return new Holder(
                ref.table().id(), ref.keyspace(), ref.table(), false, origins.of(ref.table(), served, patterns));
    }

    /** {@code keyspace.table}, as findings and the command line name tables. */
    public String qualifiedName() {
        return Identifier.qualified(keyspace.name(), table.name());
    }

    public Optional<AttributeRef> origin(Column column) {
        return Optional.ofNullable(origins.get(column.name()));
    }

    /** The columns holding an attribute of {@code owner}, in table order. */
    public List<Column> columnsOf(ElementId owner) {
        return table.columns().stream()
                .filter(c -> origin(c).map(a -> a.owner().equals(owner)).orElse(false))
                .toList();
    }

    public Optional<Column> columnHolding(AttributeRef attribute) {
        return table.columns().stream()
                .filter(c -> origin(c).map(attribute::equals).orElse(false))
                .findFirst();
    }

    public boolean inPrimaryKey(Column column) {
        return table.primaryKey().contains(column);
    }
}
