package dev.keyspace.model.schema;

import java.util.Objects;
import java.util.Optional;

/**
 * One entry of a table's column history: column {@code from} was renamed to {@code to}, or, with an empty {@code to},
 * removed (so that a column added later under the same name is not taken for it). Columns have no ids of their own;
 * this history is what lets a later state of the table say which of its columns an earlier state called by another
 * name, so a migration moves their values instead of dropping them.
 */
public record ColumnRename(Identifier from, Optional<Identifier> to) {

    public ColumnRename {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    public static ColumnRename renamed(Identifier from, Identifier to) {
        return new ColumnRename(from, Optional.of(to));
    }

    public static ColumnRename removed(Identifier column) {
        return new ColumnRename(column, Optional.empty());
    }
}
