package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One INSERT, UPDATE or DELETE of a write path as data: the table and the columns it binds, each with a marker.
 * The model keeps the statement; cql-parser's printer writes it as CQL.
 */
public sealed interface WriteStatement {

    Identifier keyspace();

    Identifier table();

    /** The columns whose values the markers bind, in marker order. */
    List<Identifier> bound();

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
