package dev.keyspace.cql.dml;

/**
 * A SELECT, INSERT, UPDATE, DELETE, BATCH or TRUNCATE as values; {@code cql.print.DmlWriter} prints it, quoting
 * every name as it must be.
 */
public sealed interface DmlStatement permits Select, Modification, Batch, Truncate {}
