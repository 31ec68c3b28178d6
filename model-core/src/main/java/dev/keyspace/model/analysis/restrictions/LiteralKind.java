package dev.keyspace.model.analysis.restrictions;

/** The lexical kind of a CQL constant, as Cassandra names it in its type errors. */
public enum LiteralKind {
    STRING,
    INTEGER,
    UUID,
    FLOAT,
    BOOLEAN,
    DURATION,
    HEX
}
