package dev.keyspace.app.designer.cql;

/** How much two texts share at their start and at their end: what a rewrite or a restyle can leave alone. */
final class TextEnds {

    private TextEnds() {}

    /** The length of the common start, at most {@code limit}. */
    static int commonPrefix(String a, String b, int limit) {
        int i = 0;
        while (i < limit && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    /** The length of the common end, at most {@code limit}. */
    static int commonSuffix(String a, String b, int limit) {
        int i = 0;
        while (i < limit && a.charAt(a.length() - 1 - i) == b.charAt(b.length() - 1 - i)) {
            i++;
        }
        return i;
    }
}
