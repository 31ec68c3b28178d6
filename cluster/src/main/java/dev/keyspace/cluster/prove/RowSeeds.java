package dev.keyspace.cluster.prove;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The seed each column of a generated row takes: the one rule that loading, counting, querying and the workload
 * share. Primary-key columns keep their place, as the sizing lays the table out: partition-key columns take the
 * partition's index, clustering columns the row's index in its partition. Every other column takes the seed of the
 * entity it belongs to as this row identifies it: when all the entity's key columns are in the primary key, a mix of
 * their seeds that does not depend on the table (so one key has the same attributes in every table that holds
 * them); otherwise the row identifies the entity, by the row's number in the table, so its key is unique per row. A
 * static column does the same with the partition key, and keeps the partition's index otherwise; a column no
 * attribute matches, or one of a relationship, is identified by the row.
 */
final class RowSeeds {

    /** Where a column's seed comes from; {@code keys} are the columns whose seeds an entity's seed mixes. */
    private record Source(Kind kind, List<Column> keys) {}

    private enum Kind {
        PARTITION,
        CLUSTERING,
        ROW,
        ENTITY
    }

    private final Map<Identifier, Source> sources;

    private RowSeeds(Map<Identifier, Source> sources) {
        this.sources = sources;
    }

    /** The seeds of {@code table}, whose columns hold the attributes {@code held} names. */
    static RowSeeds of(Table table, Map<Identifier, AttributeRef> held, ConceptualModel conceptual) {
        Map<Identifier, Source> sources = new HashMap<>();
        for (Column column : table.columns()) {
            sources.put(column.name(), source(table, column, held, conceptual));
        }
        return new RowSeeds(sources);
    }

    private static Source source(
            Table table, Column column, Map<Identifier, AttributeRef> held, ConceptualModel conceptual) {
        if (column.kind() == ColumnKind.PARTITION_KEY) {
            return new Source(Kind.PARTITION, List.of());
        }
        if (column.kind() == ColumnKind.CLUSTERING) {
            return new Source(Kind.CLUSTERING, List.of());
        }
        boolean isStatic = column.kind() == ColumnKind.STATIC;
        Kind otherwise = isStatic ? Kind.PARTITION : Kind.ROW;
        AttributeRef attribute = held.get(column.name());
        Optional<Entity> entity = attribute == null ? Optional.empty() : conceptual.entity(attribute.owner());
        if (entity.isEmpty() || entity.get().keyAttributes().isEmpty()) {
            return new Source(otherwise, List.of());
        }
        boolean isKey =
                entity.get().keyAttributes().stream().anyMatch(k -> k.name().equals(attribute.attribute()));
        if (isKey) {
            // a key column outside the primary key: the row identifies the entity (the partition, if static)
            return new Source(otherwise, List.of());
        }
        List<Column> keys = new ArrayList<>();
        for (Attribute key : entity.get().keyAttributes()) {
            Optional<Column> keyColumn =
                    columnHolding(table, held, new AttributeRef(entity.get().id(), key.name()));
            if (keyColumn.isEmpty() || (isStatic && keyColumn.get().kind() != ColumnKind.PARTITION_KEY)) {
                return new Source(otherwise, List.of());
            }
            keys.add(keyColumn.get());
        }
        return new Source(Kind.ENTITY, List.copyOf(keys));
    }

    private static Optional<Column> columnHolding(Table table, Map<Identifier, AttributeRef> held, AttributeRef key) {
        return table.columns().stream()
                .filter(c -> key.equals(held.get(c.name())))
                .findFirst();
    }

    /**
     * The seed of column {@code name} in row {@code row} of partition {@code partition}, the row being number
     * {@code rowNumber} of the table.
     */
    long seed(Identifier name, int partition, long row, long rowNumber) {
        Source source = sources.get(name);
        if (source == null) {
            throw new IllegalArgumentException("no column " + name.asCql() + " in the generated rows");
        }
        return switch (source.kind()) {
            case PARTITION -> partition;
            case CLUSTERING -> row;
            case ROW -> rowNumber;
            case ENTITY -> entitySeed(source.keys(), partition, row, rowNumber);
        };
    }

    /**
     * An entity's seed from its key columns' seeds, each taken as the value it gives (two seeds of one value give
     * one seed), so equal keys give equal seeds in every table; one key column's seed is the entity's.
     */
    private long entitySeed(List<Column> keys, int partition, long row, long rowNumber) {
        long mixed = 0;
        for (Column key : keys) {
            long seed = ValueGenerator.canonicalSeed(key.type(), seed(key.name(), partition, row, rowNumber));
            if (keys.size() == 1) {
                return seed;
            }
            mixed = mixed * 1_000_003L + seed;
        }
        // a mix of several stays within what every generated type holds (a date's days, an int)
        return Math.floorMod(mixed, 1L << 30);
    }
}
