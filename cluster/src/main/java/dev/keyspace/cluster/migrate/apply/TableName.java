package dev.keyspace.cluster.migrate.apply;

import dev.keyspace.model.schema.Identifier;

/** A table of a copy directive, each part as CQL writes it (bare, or double-quoted). */
public record TableName(Identifier keyspace, Identifier table) {

    TableName(String keyspace, String table) {
        this(Identifier.fromCql(keyspace), Identifier.fromCql(table));
    }

    dev.keyspace.cql.dml.TableName asDml() {
        return dev.keyspace.cql.dml.TableName.of(keyspace, table);
    }

    @Override
    public String toString() {
        return keyspace.asCql() + "." + table.asCql();
    }
}
