package dev.keyspace.cql.dml;

import java.util.Objects;

/** {@code TRUNCATE table} */
public record Truncate(TableName table) implements DmlStatement {

    public Truncate {
        Objects.requireNonNull(table, "table");
    }
}
