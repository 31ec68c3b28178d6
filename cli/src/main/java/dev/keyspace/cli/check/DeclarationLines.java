package dev.keyspace.cli.check;

import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.model.schema.Identifier;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The line of the statement that declares each element of a .cql text (its CREATE KEYSPACE, TABLE, MATERIALIZED
 * VIEW, TYPE, INDEX, FUNCTION or AGGREGATE), so that a finding about the element, or about a part of it (a column,
 * a field), points code-scanning tools at that line. A project file has none.
 */
public final class DeclarationLines {

    private static final DeclarationLines NONE = new DeclarationLines(Map.of());

    /** Element names as findings write them ({@code ks}, {@code ks.t}) to 1-based lines. */
    private final Map<String, Integer> lines;

    private DeclarationLines(Map<String, Integer> lines) {
        this.lines = lines;
    }

    public static DeclarationLines none() {
        return NONE;
    }

    /** The first CREATE statement of each element of {@code text}, resolved under the USE before it. */
    public static DeclarationLines of(String text) {
        Map<String, Integer> lines = new HashMap<>();
        int line = 1;
        int counted = 0;
        for (StatementPlaces.Place place : StatementPlaces.of(text).all()) {
            int first = firstWord(text, place.start());
            for (; counted < first; counted++) {
                line += text.charAt(counted) == '\n' ? 1 : 0;
            }
            if (text.regionMatches(true, first, "CREATE", 0, "CREATE".length())) {
                String name = Identifier.qualified(place.keyspace(), place.name());
                lines.putIfAbsent(name, line);
            }
        }
        return new DeclarationLines(Map.copyOf(lines));
    }

    /**
     * The line that declares {@code element}, or the element it is part of ({@code ks.t.c} is on the line of
     * {@code ks.t}); empty for an element the text does not declare (a query, an element of a project file).
     */
    public OptionalInt lineOf(String element) {
        String name = element;
        while (true) {
            Integer line = lines.get(name);
            if (line != null) {
                return OptionalInt.of(line);
            }
            int dot = name.lastIndexOf('.');
            if (dot < 0) {
                return OptionalInt.empty();
            }
            name = name.substring(0, dot);
        }
    }

    /** The offset of the statement's first word, past blanks and comments before it. */
    private static int firstWord(String text, int start) {
        int at = start;
        while (at < text.length()) {
            if (Character.isWhitespace(text.charAt(at))) {
                at++;
            } else if (text.startsWith("--", at) || text.startsWith("//", at)) {
                int end = text.indexOf('\n', at);
                at = end < 0 ? text.length() : end + 1;
            } else if (text.startsWith("/*", at)) {
                int end = text.indexOf("*/", at + 2);
                at = end < 0 ? text.length() : end + 2;
            } else {
                return at;
            }
        }
        return at;
    }
}
