package dev.keyspace.model.schema;

import java.util.Locale;
import java.util.Objects;

/**
 * A CQL name (keyspace, table, column, type, index, view) held in its internal, case-exact form.
 *
 * <p>All quoting rules live here, as in the Java driver's CqlIdentifier: {@link #fromCql} reads what a user
 * typed (unquoted names fold to lower case, quoted names keep their case and unescape {@code ""}), and
 * {@link #asCql} prints the shortest form that reads back to the same identifier.
 */
public record Identifier(String internal) implements Comparable<Identifier> {

    public Identifier {
        Objects.requireNonNull(internal, "internal");
        if (internal.isEmpty()) {
            throw new IllegalArgumentException("an identifier cannot be empty");
        }
    }

    /** The identifier as it is stored by Cassandra (the case-exact form). */
    public static Identifier of(String internal) {
        return new Identifier(internal);
    }

    /* Written out, with the values a record's generated methods give: column names are keys of the hottest lookups. */
    @Override
    public int hashCode() {
        return internal.hashCode();
    }

    /**
     * The strings' cached hashes first: names compared in a loop (a keyspace's, a table's columns) often share their
     * length and a long prefix ({@code bench_ks_00}, {@code bench_ks_01}), which String.equals reads to the end.
     */
    @Override
    public boolean equals(Object other) {
        return this == other
                || other instanceof Identifier id
                        && internal.hashCode() == id.internal.hashCode()
                        && internal.equals(id.internal);
    }

    /** Reads a name as CQL text: {@code Hotels} is {@code hotels}, {@code "Hotels"} stays {@code Hotels}. */
    public static Identifier fromCql(String cql) {
        Objects.requireNonNull(cql, "cql");
        if (cql.length() >= 2 && cql.startsWith("\"") && cql.endsWith("\"")) {
            return new Identifier(cql.substring(1, cql.length() - 1).replace("\"\"", "\""));
        }
        return new Identifier(isLowerAscii(cql) ? cql : cql.toLowerCase(Locale.ROOT));
    }

    /** Whether lower-casing would change nothing: checked by hand, as most names are already lower case ASCII. */
    private static boolean isLowerAscii(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c >= 128 || (c >= 'A' && c <= 'Z')) {
                return false;
            }
        }
        return true;
    }

    /** The shortest CQL form that reads back to this identifier: quoted only when it must be. */
    public String asCql() {
        if (isPlain(internal) && !ReservedKeywords.isReserved(internal)) {
            return internal;
        }
        return '"' + internal.replace("\"", "\"\"") + '"';
    }

    /**
     * A qualified name as CQL spells it, {@code keyspace.table} or {@code table.column}: each part as {@link #asCql()}.
     * The one home of that spelling, for statements, messages and element paths alike.
     */
    public static String qualified(Identifier first, Identifier second) {
        return first.asCql() + "." + second.asCql();
    }

    /** A name in a keyspace that may be left to the session's ({@code USE}): {@code keyspace.name} or {@code name}. */
    public static String qualified(java.util.Optional<Identifier> keyspace, Identifier name) {
        return keyspace.isPresent() ? qualified(keyspace.get(), name) : name.asCql();
    }

    /** A three-part name as CQL spells it, {@code keyspace.table.column} or {@code keyspace.type.field}. */
    public static String qualified(Identifier first, Identifier second, Identifier third) {
        return first.asCql() + "." + second.asCql() + "." + third.asCql();
    }

    /** {@code [a-z][a-z0-9_]*}, checked by hand: every printed name and every problem path comes through here. */
    private static boolean isPlain(String name) {
        char first = name.charAt(0);
        if (first < 'a' || first > 'z') {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code name} with each character folded as {@link String#equalsIgnoreCase} compares it (upper case, then
     * lower case), so that two names are equal ignoring case exactly when their folded forms are equal.
     */
    public static String foldCase(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean folded = c < 128 ? !(c >= 'A' && c <= 'Z') : Character.toLowerCase(Character.toUpperCase(c)) == c;
            if (!folded) {
                return fold(name);
            }
        }
        return name; // already folded: most names are lower case, and need no copy
    }

    private static String fold(String name) {
        StringBuilder folded = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            folded.append(Character.toLowerCase(Character.toUpperCase(name.charAt(i))));
        }
        return folded.toString();
    }

    @Override
    public int compareTo(Identifier other) {
        return internal.compareTo(other.internal);
    }

    @Override
    public String toString() {
        return asCql();
    }
}
