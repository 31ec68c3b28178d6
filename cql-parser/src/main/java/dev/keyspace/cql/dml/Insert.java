package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.Identifier;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** {@code INSERT INTO table (columns) VALUES (values) [IF NOT EXISTS] [USING ...]} */
public record Insert(TableName table, List<Identifier> columns, List<Value> values, boolean ifNotExists, Using using)
        implements Modification {

    public Insert {
        Objects.requireNonNull(table, "table");
        columns = List.copyOf(columns);
        values = List.copyOf(values);
        Objects.requireNonNull(using, "using");
        if (columns.size() != values.size()) {
            throw new IllegalArgumentException(columns.size() + " columns but " + values.size() + " values");
        }
    }

    /** One marker per column. */
    public static Insert markers(TableName table, List<Identifier> columns) {
        return new Insert(table, columns, Collections.nCopies(columns.size(), Value.marker()), false, Using.NONE);
    }

    public Insert onlyIfNotExists() {
        return new Insert(table, columns, values, true, using);
    }

    public Insert using(Using newUsing) {
        return new Insert(table, columns, values, ifNotExists, newUsing);
    }
}
