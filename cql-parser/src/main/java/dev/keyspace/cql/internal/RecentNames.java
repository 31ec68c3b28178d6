package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;

/**
 * The names this thread read last, so that a name a schema repeats (a column {@code id} or {@code created_at} in
 * table after table) is one {@link Identifier} rather than one per mention. An import's project is live while the
 * import runs, and the young collections that meet it copy every object in it: sharing repeated names takes a third
 * of the objects out of a 2,000-table project. A slot holds the last name whose text hashed to it, and only a name
 * read exactly as written (unquoted, lower case) is kept, so that the text alone finds it. Texts of option values
 * are shared the same way.
 */
final class RecentNames {

    private static final int SLOTS = 1024; // a power of two: a slot is the hash's low bits
    private static final int LONGEST_SHARED_TEXT = 40; // option words and class names; not comments
    private static final ThreadLocal<Identifier[]> LAST = ThreadLocal.withInitial(() -> new Identifier[SLOTS]);
    private static final ThreadLocal<String[]> LAST_TEXTS = ThreadLocal.withInitial(() -> new String[SLOTS]);

    private RecentNames() {}

    /** {@link Identifier#fromCql} of {@code cql}, the same instance as the last time this thread read that text. */
    static Identifier fromCql(String cql) {
        Identifier[] last = LAST.get();
        int hash = cql.hashCode();
        Identifier kept = last[hash & (SLOTS - 1)];
        if (kept != null && kept.hashCode() == hash && kept.internal().equals(cql)) {
            return kept;
        }
        Identifier read = Identifier.fromCql(cql);
        if (read.internal() == cql) {
            last[hash & (SLOTS - 1)] = read;
        }
        return read;
    }

    /**
     * {@code text}, or the equal string this thread read last: the keys and words of option maps ({@code 'class'},
     * {@code 'LZ4Compressor'}) repeat in table after table.
     */
    static String text(String text) {
        if (text.length() > LONGEST_SHARED_TEXT) {
            return text;
        }
        String[] last = LAST_TEXTS.get();
        int hash = text.hashCode();
        String kept = last[hash & (SLOTS - 1)];
        if (kept != null && kept.hashCode() == hash && kept.equals(text)) {
            return kept;
        }
        last[hash & (SLOTS - 1)] = text;
        return text;
    }
}
