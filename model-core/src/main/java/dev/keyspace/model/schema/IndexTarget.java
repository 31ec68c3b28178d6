package dev.keyspace.model.schema;

import java.util.Objects;

/**
 * What an index covers: a column, or the keys, values or entries of a map, or a whole frozen collection.
 * Statements print it with cql-parser's {@code CqlTerms.target}.
 */
public record IndexTarget(Identifier column, Kind kind) {

    public enum Kind {
        /** The column itself (for a non-frozen collection Cassandra indexes its values). */
        SIMPLE,
        KEYS,
        VALUES,
        ENTRIES,
        FULL
    }

    public IndexTarget {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(kind, "kind");
    }

    public static IndexTarget simple(String column) {
        return new IndexTarget(Identifier.of(column), Kind.SIMPLE);
    }
}
