package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import com.datastax.oss.driver.api.core.type.TupleType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The columns a copy carries from one table to another: those both have, by name, and those the directive renames
 * (a value of the source's old column goes to the target's new one). Every key column of the target must be in the
 * source, each with the same type (frozen or not, text for ascii, a user type of the same field types
 * in another keyspace or with fields added at its end: the bytes are the same):
 * a copy moves values as they are and never converts one. A counter table cannot be copied: a copy resumed after
 * an interruption would add some counts twice.
 */
record CopyColumns(List<Carried> keys, List<Carried> values, int targetPartitionKeys) {

    /**
     * One column carried: its name in the source and in the target, whether it is static in the target, whether its
     * cells are many (writetime), and whether it is a key column of the source (a value with no write time or TTL of
     * its own).
     */
    record Carried(
            CqlIdentifier source, CqlIdentifier name, boolean staticInTarget, boolean multiCell, boolean keyInSource) {}

    static CopyColumns of(TableMetadata from, TableMetadata to, Map<Identifier, Identifier> renamed, String copy)
            throws CopyFailedException {
        Map<CqlIdentifier, CqlIdentifier> sources = sources(from, to, renamed, copy);
        for (TableMetadata table : List.of(from, to)) {
            for (ColumnMetadata column : table.getColumns().values()) {
                if (column.getType().equals(DataTypes.COUNTER)) {
                    throw new CopyFailedException(
                            copy + ": " + name(table) + " is a counter table; a copy resumed after"
                                    + " an interruption would add counts twice, so ksd does not copy it: move its counts by"
                                    + " hand");
                }
            }
        }
        List<Carried> keys = new ArrayList<>();
        List<ColumnMetadata> targetKey = new ArrayList<>(to.getPrimaryKey());
        for (ColumnMetadata column : targetKey) {
            ColumnMetadata source = Optional.ofNullable(sources.get(column.getName()))
                    .flatMap(from::getColumn)
                    .orElseThrow(() -> new CopyFailedException(copy + ": the key column "
                            + column.getName().asCql(true) + " of " + name(to) + " is not a column of " + name(from)
                            + ", so its rows have no key there: copy them by hand"));
            checkType(source, column, copy);
            keys.add(new Carried(source.getName(), column.getName(), false, false, true));
        }
        Set<CqlIdentifier> keyNames =
                Set.copyOf(keys.stream().map(Carried::name).toList());
        List<Carried> values = new ArrayList<>();
        for (ColumnMetadata column : to.getColumns().values()) {
            Optional<ColumnMetadata> carried =
                    Optional.ofNullable(sources.get(column.getName())).flatMap(from::getColumn);
            if (keyNames.contains(column.getName()) || carried.isEmpty()) {
                continue;
            }
            ColumnMetadata source = carried.get();
            checkType(source, column, copy);
            values.add(new Carried(
                    source.getName(),
                    column.getName(),
                    column.isStatic(),
                    multiCell(source.getType()),
                    from.getPrimaryKey().contains(source)));
        }
        return new CopyColumns(
                List.copyOf(keys), List.copyOf(values), to.getPartitionKey().size());
    }

    /**
     * For each column of the target, the source column its values come from: the one the directive renames into it,
     * else the one of the same name unless the directive renames that one away.
     */
    private static Map<CqlIdentifier, CqlIdentifier> sources(
            TableMetadata from, TableMetadata to, Map<Identifier, Identifier> renamed, String copy)
            throws CopyFailedException {
        Map<CqlIdentifier, CqlIdentifier> sources = new HashMap<>();
        for (CqlIdentifier column : to.getColumns().keySet()) {
            if (!renamed.containsKey(Identifier.of(column.asInternal()))) {
                sources.put(column, column);
            }
        }
        for (Map.Entry<Identifier, Identifier> rename : renamed.entrySet()) {
            CqlIdentifier old = CqlIdentifier.fromInternal(rename.getKey().internal());
            CqlIdentifier now = CqlIdentifier.fromInternal(rename.getValue().internal());
            if (from.getColumn(old).isEmpty() || to.getColumn(now).isEmpty()) {
                throw new CopyFailedException(copy + ": it renames " + old.asCql(true) + " to " + now.asCql(true)
                        + ", but "
                        + (from.getColumn(old).isEmpty()
                                ? old.asCql(true) + " is not a column of " + name(from)
                                : now.asCql(true) + " is not a column of " + name(to)));
            }
            sources.put(now, old);
        }
        return sources;
    }

    private static void checkType(ColumnMetadata source, ColumnMetadata target, String copy)
            throws CopyFailedException {
        if (!sameValues(source.getType(), target.getType())) {
            throw new CopyFailedException(copy + ": column " + target.getName().asCql(true) + " is "
                    + source.getType().asCql(true, true) + " in the source and "
                    + target.getType().asCql(true, true)
                    + " in the target; a copy moves values as they are and cannot convert them: copy this table by"
                    + " hand (for example with DSBulk unload and load)");
        }
    }

    /** Whether a value of {@code from} is, byte for byte, a value of {@code to}. */
    static boolean sameValues(DataType from, DataType to) {
        if (from.equals(to) || from.equals(DataTypes.ASCII) && to.equals(DataTypes.TEXT)) {
            return true;
        }
        if (from instanceof ListType a && to instanceof ListType b) {
            return sameValues(a.getElementType(), b.getElementType());
        }
        if (from instanceof SetType a && to instanceof SetType b) {
            return sameValues(a.getElementType(), b.getElementType());
        }
        if (from instanceof MapType a && to instanceof MapType b) {
            return sameValues(a.getKeyType(), b.getKeyType()) && sameValues(a.getValueType(), b.getValueType());
        }
        if (from instanceof UserDefinedType a && to instanceof UserDefinedType b) {
            // a user type's value is its fields in order: the same field types, more fields at the end (left null)
            return fieldsFit(a.getFieldTypes(), b.getFieldTypes());
        }
        if (from instanceof TupleType a && to instanceof TupleType b) {
            return a.getComponentTypes().size() == b.getComponentTypes().size()
                    && fieldsFit(a.getComponentTypes(), b.getComponentTypes());
        }
        return false;
    }

    private static boolean fieldsFit(List<DataType> from, List<DataType> to) {
        if (from.size() > to.size()) {
            return false;
        }
        for (int i = 0; i < from.size(); i++) {
            if (!sameValues(from.get(i), to.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** A non-frozen collection or user type: its cells are written one by one, and writetime() gives a list. */
    static boolean multiCell(DataType type) {
        if (type instanceof ListType list) {
            return !list.isFrozen();
        }
        if (type instanceof SetType set) {
            return !set.isFrozen();
        }
        if (type instanceof MapType map) {
            return !map.isFrozen();
        }
        return type instanceof UserDefinedType udt && !udt.isFrozen();
    }

    static String name(TableMetadata table) {
        return table.getKeyspace().asCql(true) + "." + table.getName().asCql(true);
    }
}
