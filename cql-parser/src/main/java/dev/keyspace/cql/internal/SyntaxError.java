package dev.keyspace.cql.internal;

/** A statement that did not parse: where (1-based) and why. */
public record SyntaxError(int line, int column, String message) {}
