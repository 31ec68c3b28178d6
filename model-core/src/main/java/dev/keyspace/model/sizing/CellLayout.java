package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.CqlType;

/**
 * The bytes Cassandra 5.0 writes around the values of a partition, read from its serializers: what a calibration's
 * fit starts from, and what a calibrated estimate charges for a type the proof did not store. A partition has its
 * key's length (2), a live deletion time (1) and an end marker (1) (SortedTableWriter, DeletionTime); a row has
 * flags, its size and the previous row's size, and its timestamp as a delta (UnfilteredSerializer); a cell has a
 * flags byte, and a length when its type has no fixed size (Cell.Serializer); a non-frozen collection has one cell
 * per element, each with its path (a list's path is a 16-byte timeuuid), and a deletion time.
 */
public final class CellLayout {

    public static final double PARTITION_BYTES = 4;

    public static final double ROW_BYTES = 6;

    private CellLayout() {}

    /** The bytes beyond the value itself that a value of this type takes, for collections of so many elements. */
    public static double overheadOf(CqlType type, int collectionElements) {
        if (type instanceof CqlType.ListType l && l.isMultiCell()) {
            return 2 + collectionElements * 18.0;
        }
        if (type instanceof CqlType.SetType s && s.isMultiCell()) {
            return 2 + collectionElements * 2.0;
        }
        if (type.isMultiCell()) {
            return 2 + collectionElements * 3.0;
        }
        if (type instanceof CqlType.Native n && n.type().fixedSize().isPresent()) {
            return 1;
        }
        return 2;
    }
}
