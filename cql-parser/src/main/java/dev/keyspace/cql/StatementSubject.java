package dev.keyspace.cql;

import java.util.Objects;

/**
 * What a statement is about: the keyspace, table, view, type, index, function or aggregate it names, with its
 * qualified CQL name ({@code ks.t}; a keyspace alone is {@code ks}). A statement without a keyspace takes the one
 * USE set before it; without either the name stays unqualified, as written.
 */
public record StatementSubject(Kind kind, String name) {

    public enum Kind {
        KEYSPACE,
        TABLE,
        VIEW,
        TYPE,
        INDEX,
        FUNCTION,
        AGGREGATE;

        /** The word a person reads: {@code table}, {@code keyspace}, ... */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public StatementSubject {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
    }
}
