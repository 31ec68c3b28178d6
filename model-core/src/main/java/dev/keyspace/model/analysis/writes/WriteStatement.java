package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * One INSERT, UPDATE or DELETE of a write path as data: the table and the columns it binds, each with a marker.
 * The model keeps the statement; cql-parser's printer writes it as CQL.
 */
public sealed interface WriteStatement {

    Identifier keyspace();

    Identifier table();

    /** The columns whose values the markers bind, in marker order. */
    List<Identifier> bound();

    /** The same statement on another table (of the same columns). */
    default WriteStatement on(Identifier keyspace, Identifier table) {
        if (this instanceof Insert insert) {
            return new Insert(keyspace, table, insert.columns());
        }
        if (this instanceof Update update) {
            return new Update(keyspace, table, update.set(), update.where());
        }
        Delete delete = (Delete) this;
        return new Delete(keyspace, table, delete.columns(), delete.where());
    }

    /** The same statement with each column {@code renamed} (old name to new) under its new name, in the same order. */
    default WriteStatement renaming(Map<Identifier, Identifier> renamed) {
        UnaryOperator<List<Identifier>> names =
                columns -> columns.stream().map(c -> renamed.getOrDefault(c, c)).toList();
        if (this instanceof Insert insert) {
            return new Insert(keyspace(), table(), names.apply(insert.columns()));
        }
        if (this instanceof Update update) {
            return new Update(keyspace(), table(), names.apply(update.set()), names.apply(update.where()));
        }
        Delete delete = (Delete) this;
        return new Delete(keyspace(), table(), names.apply(delete.columns()), names.apply(delete.where()));
    }

    /** {@code INSERT INTO table (columns) VALUES (?, ...)}. */
    record Insert(Identifier keyspace, Identifier table, List<Identifier> columns) implements WriteStatement {
        public Insert {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(table, "table");
            columns = List.copyOf(columns);
        }

        @Override
        public List<Identifier> bound() {
            return columns;
        }
    }

    /** {@code UPDATE table SET column = ?, ... WHERE key = ? AND ...}. */
    record Update(Identifier keyspace, Identifier table, List<Identifier> set, List<Identifier> where)
            implements WriteStatement {
        public Update {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(table, "table");
            set = List.copyOf(set);
            where = List.copyOf(where);
        }

        @Override
        public List<Identifier> bound() {
            List<Identifier> all = new ArrayList<>(set);
            all.addAll(where);
            return List.copyOf(all);
        }
    }

    /** {@code DELETE [columns] FROM table WHERE key = ? AND ...}: the row, or only {@code columns} of it. */
    record Delete(Identifier keyspace, Identifier table, List<Identifier> columns, List<Identifier> where)
            implements WriteStatement {
        public Delete {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(table, "table");
            columns = List.copyOf(columns);
            where = List.copyOf(where);
        }

        @Override
        public List<Identifier> bound() {
            return where;
        }
    }
}
