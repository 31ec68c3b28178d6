package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;

/**
 * The names this thread read last, so that a name a schema repeats (a column {@code id} or {@code created_at} in
 * table after table) is one {@link Identifier} rather than one per mention. An import's project is live while the
 * import runs, and the young collections that meet it copy every object in it: sharing repeated names takes a third
 * of the objects out of a 2,000-table project. A slot holds the last name whose text hashed to it, and only a name
 * read exactly as written (unquoted, lower case) is kept, so that the text alone finds it. Short texts and numbers
 * of option values are shared the same way. Names and values are looked up by their token's characters in place:
 * cutting a repeated name's text only to drop it was a tenth of an import's garbage.
 */
final class RecentNames {

    private static final int SLOTS = 1024; // a power of two: a slot is the hash's low bits
    private static final int LONGEST_SHARED_TEXT = 40; // option words and class names; not comments
    private static final ThreadLocal<Identifier[]> LAST = ThreadLocal.withInitial(() -> new Identifier[SLOTS]);
    private static final ThreadLocal<OptionValue[]> LAST_VALUES = ThreadLocal.withInitial(() -> new OptionValue[SLOTS]);

    private RecentNames() {}

    /** {@link Identifier#fromCql} of {@code cql}, the same instance as the last time this thread read that text. */
    static Identifier fromCql(String cql) {
        Identifier[] last = LAST.get();
        int hash = cql.hashCode();
        Identifier kept = last[hash & (SLOTS - 1)];
        if (kept != null && kept.hashCode() == hash && kept.internal().equals(cql)) {
            return kept;
        }
        return read(last, hash, cql);
    }

    /** {@link #fromCql(String)} of a name's token, whose text is cut only when this thread has not read it last. */
    static Identifier fromCql(ScannedToken token) {
        Identifier[] last = LAST.get();
        int hash = token.hashOf(0, 0, '"'); // a quoted name is never kept: it is read from its text
        Identifier kept = last[hash & (SLOTS - 1)];
        if (kept != null && kept.hashCode() == hash && token.partIs(0, 0, kept.internal())) {
            return kept;
        }
        String cql = token.getText();
        return read(last, cql.hashCode(), cql);
    }

    private static Identifier read(Identifier[] last, int hash, String cql) {
        Identifier read = Identifier.fromCql(cql);
        if (read.internal() == cql) {
            last[hash & (SLOTS - 1)] = read;
        }
        return read;
    }

    /**
     * The string literal's (or dollar string's) value as an option value, the same instance as the last time this
     * thread read that text; the text is cut only when it was not. A literal with a doubled quote is read afresh.
     */
    static OptionValue.Text quoted(ScannedToken literal, boolean dollar) {
        int cut = dollar ? 2 : 1;
        OptionValue[] last = LAST_VALUES.get();
        boolean shared = literal.partLength(cut, cut) <= LONGEST_SHARED_TEXT; // a longer text is never kept: not hashed
        int hash = shared ? literal.hashOf(cut, cut, dollar ? '\0' : '\'') : ScannedToken.NOT_PLAIN;
        if (hash != ScannedToken.NOT_PLAIN) {
            OptionValue kept = last[hash & (SLOTS - 1)];
            if (kept instanceof OptionValue.Text text
                    && text.value().hashCode() == hash
                    && literal.partIs(cut, cut, text.value())) {
                return text;
            }
        }
        String value = dollar ? literal.part(cut, cut) : Names.unquote(literal.getText());
        OptionValue.Text read = new OptionValue.Text(value);
        if (value.length() <= LONGEST_SHARED_TEXT) {
            last[value.hashCode() & (SLOTS - 1)] = read;
        }
        return read;
    }

    /** A number's literal as an option value, the same instance as the last time this thread read that literal. */
    static OptionValue.Number number(ScannedToken literal) {
        OptionValue[] last = LAST_VALUES.get();
        int hash = literal.hashOf(0, 0, '\0');
        OptionValue kept = last[hash & (SLOTS - 1)];
        if (kept instanceof OptionValue.Number number
                && number.literal().hashCode() == hash
                && literal.partIs(0, 0, number.literal())) {
            return number;
        }
        String text = literal.getText();
        OptionValue.Number read = new OptionValue.Number(text);
        last[text.hashCode() & (SLOTS - 1)] = read;
        return read;
    }

    /**
     * {@code read}, or the map option written the same way that this thread read last: compaction, compression and
     * caching maps repeat from table to table.
     */
    static OptionValue.MapValue map(OptionValue.MapValue read) {
        OptionValue[] last = LAST_VALUES.get();
        int slot = read.hashCode() & (SLOTS - 1);
        if (last[slot] instanceof OptionValue.MapValue kept && kept.writtenAs(read)) {
            return kept;
        }
        last[slot] = read;
        return read;
    }
}
