package dev.keyspace.cql.dml;

/** A statement a batch may hold: INSERT, UPDATE or DELETE. */
public sealed interface Modification extends DmlStatement permits Insert, Update, Delete {

    TableName table();
}
