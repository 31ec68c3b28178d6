package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** {@code DELETE [columns] FROM table [USING TIMESTAMP t] WHERE relations [IF EXISTS]}: the row, or its columns. */
public record Delete(
        List<Identifier> columns, TableName table, Optional<Value> timestamp, List<Relation> where, boolean ifExists)
        implements Modification {

    public Delete {
        columns = List.copyOf(columns);
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(timestamp, "timestamp");
        where = List.copyOf(where);
    }

    public static Delete of(List<Identifier> columns, TableName table, List<Relation> where) {
        return new Delete(columns, table, Optional.empty(), where, false);
    }

    public Delete onlyIfExists() {
        return new Delete(columns, table, timestamp, where, true);
    }

    public Delete usingTimestamp(Value newTimestamp) {
        return new Delete(columns, table, Optional.of(newTimestamp), where, ifExists);
    }
}
