package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.INDEX_COLLECTION_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_COMPACT_KEY;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_COMPACT_VALUE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_FROZEN_NOT_FULL;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_FULL_NOT_FROZEN;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_FROZEN_UDT;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_MAP;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ONLY_PARTITION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TUPLE_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_UDT_DURATION;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.Optional;

/** The rules CREATE INDEX applies to one target column, in the order Cassandra applies them. */
final class IndexTargetRules {

    private IndexTargetRules() {}

    /**
     * An index on a collection written without keys(), values() or entries() indexes its values: Cassandra turns
     * the plain target into values() before it checks anything.
     */
    static IndexTarget.Kind effectiveKind(Optional<Table> table, IndexTarget target) {
        boolean collection = table.flatMap(t -> t.column(target.column()))
                .map(c -> c.type().isCollection())
                .orElse(false);
        return target.kind() == IndexTarget.Kind.SIMPLE && collection ? IndexTarget.Kind.VALUES : target.kind();
    }

    static Optional<String> firstViolation(Keyspace keyspace, Table table, Column column, IndexTarget.Kind written) {
        CqlType type = column.type();
        IndexTarget.Kind kind = effectiveKind(Optional.of(table), new IndexTarget(column.name(), written));
        String name = column.name().internal();
        boolean frozenCollection = type.isCollection() && !type.isMultiCell();
        if (TypeShapeChecks.referencesDuration(type, keyspace)) {
            return Optional.of(durationMessage(type));
        }
        if (table.compactStorage() && column.isPrimaryKey()) {
            return Optional.of(INDEX_COMPACT_KEY);
        }
        if (isCompactValue(table, column)) {
            return Optional.of(INDEX_COMPACT_VALUE);
        }
        if (column.kind() == ColumnKind.PARTITION_KEY && table.partitionKey().size() == 1) {
            return Optional.of(String.format(INDEX_ONLY_PARTITION_KEY, name));
        }
        if (frozenCollection && kind != IndexTarget.Kind.FULL) {
            return Optional.of(String.format(INDEX_FROZEN_NOT_FULL, functionName(kind), name, name));
        }
        if (!frozenCollection && kind == IndexTarget.Kind.FULL) {
            return Optional.of(INDEX_FULL_NOT_FROZEN);
        }
        if (!type.isCollection() && kind != IndexTarget.Kind.SIMPLE) {
            return Optional.of(String.format(INDEX_NON_COLLECTION, functionName(kind), name));
        }
        boolean nonFrozenMap = type instanceof CqlType.MapType && type.isMultiCell();
        if (!nonFrozenMap && (kind == IndexTarget.Kind.KEYS || kind == IndexTarget.Kind.ENTRIES)) {
            return Optional.of(String.format(INDEX_NON_MAP, functionName(kind), name));
        }
        if (type instanceof CqlType.UserTypeRef && type.isMultiCell()) {
            return Optional.of(String.format(INDEX_NON_FROZEN_UDT, name));
        }
        return Optional.empty();
    }

    /**
     * A dense COMPACT STORAGE table (one with clustering columns) stores its one regular column as the compact
     * value column (CompactTableMetadata.compactValueColumn); a table without clustering keeps a hidden one.
     */
    private static boolean isCompactValue(Table table, Column column) {
        return table.compactStorage() && !table.clustering().isEmpty() && column.kind() == ColumnKind.REGULAR;
    }

    private static String durationMessage(CqlType type) {
        if (type.isCollection()) {
            return INDEX_COLLECTION_DURATION;
        }
        if (type instanceof CqlType.TupleType) {
            return INDEX_TUPLE_DURATION;
        }
        if (type instanceof CqlType.UserTypeRef) {
            return INDEX_UDT_DURATION;
        }
        return INDEX_DURATION;
    }

    /** The target function as Cassandra prints it (IndexTarget.Type.toString). */
    private static String functionName(IndexTarget.Kind kind) {
        return switch (kind) {
            case KEYS -> "keys";
            case VALUES -> "values";
            case ENTRIES -> "entries";
            case FULL -> "full";
            case SIMPLE -> "";
        };
    }
}
