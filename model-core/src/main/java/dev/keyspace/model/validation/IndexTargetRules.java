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

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
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

    static Optional<String> firstViolation(
            Keyspace keyspace,
            Table table,
            Column column,
            IndexTarget.Kind written,
            boolean sai,
            CassandraVersion target) {
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
        if (target.atLeast(CassandraVersion.V6_0)) {
            return since60(type, column, kind, sai);
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
     * The rest of 6.0-alpha2's checks (CreateIndexStatement.validateIndexTarget), in its order: full() is for frozen
     * collections only when the index is not storage-attached, and a storage-attached index takes a frozen
     * collection's values, keys or entries too (a map's, for keys and entries; not entries of a clustering column).
     */
    private static Optional<String> since60(CqlType type, Column column, IndexTarget.Kind kind, boolean sai) {
        String name = column.name().internal();
        if (kind == IndexTarget.Kind.FULL && !sai && (!type.isCollection() || type.isMultiCell())) {
            return Optional.of(CassandraMessages.INDEX_FULL_NOT_FROZEN_NON_SAI);
        }
        if (!type.isCollection() && kind != IndexTarget.Kind.SIMPLE) {
            return Optional.of(String.format(INDEX_NON_COLLECTION, functionName(kind), name));
        }
        boolean keyed = kind == IndexTarget.Kind.KEYS || kind == IndexTarget.Kind.ENTRIES;
        if (!sai && type.isCollection() && !type.isMultiCell() && (kind == IndexTarget.Kind.VALUES || keyed)) {
            return Optional.of(String.format(INDEX_FROZEN_NOT_FULL, functionName(kind), name, name));
        }
        if (!(type instanceof CqlType.MapType) && keyed) {
            return Optional.of(String.format(INDEX_NON_MAP, functionName(kind), name));
        }
        if (column.kind() == ColumnKind.CLUSTERING
                && type instanceof CqlType.MapType
                && !type.isMultiCell()
                && kind == IndexTarget.Kind.ENTRIES) {
            return Optional.of(String.format(CassandraMessages.INDEX_ENTRIES_ON_FROZEN_MAP_CLUSTERING, name));
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
