package dev.keyspace.cql;

import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.schema.Identifier;
import java.util.Objects;
import java.util.Optional;

/** One statement of a file of queries, with its source text (without the semicolon) and where it starts. */
public sealed interface QueryStatement {

    String cql();

    int line();

    int column();

    /** A SELECT, read into the validator's form; {@code keyspace} is set when the statement names one. */
    record Select(Optional<Identifier> keyspace, SelectQuery query, String cql, int line, int column)
            implements QueryStatement {
        public Select {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(cql, "cql");
        }
    }

    /** {@code USE ks}: the keyspace of the SELECTs that follow and name none. */
    record Use(Identifier keyspace, String cql, int line, int column) implements QueryStatement {
        public Use {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(cql, "cql");
        }
    }

    /** Any other statement ({@code kind} in upper case, as {@code INSERT} or {@code CREATE TABLE}). */
    record Other(String kind, String cql, int line, int column) implements QueryStatement {
        public Other {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(cql, "cql");
        }
    }
}
