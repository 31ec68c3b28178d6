package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.Identifier;
import java.util.Objects;
import java.util.Optional;

/** The table a statement reads or writes, with its keyspace when the statement names one. */
public record TableName(Optional<Identifier> keyspace, Identifier table) {

    public TableName {
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(table, "table");
    }

    public static TableName of(Identifier keyspace, Identifier table) {
        return new TableName(Optional.of(keyspace), table);
    }

    /** A table of the keyspace in use. */
    public static TableName unqualified(Identifier table) {
        return new TableName(Optional.empty(), table);
    }
}
