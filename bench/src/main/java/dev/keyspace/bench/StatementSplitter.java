package dev.keyspace.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a CQL script into statements at semicolons that are outside strings, quoted names, dollar
 * strings and comments. Cassandra's parser takes one statement at a time, so the baseline needs this; our
 * own reader takes the whole file.
 */
final class StatementSplitter {

    private StatementSplitter() {}

    static List<String> split(String script) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int i = 0;
        while (i < script.length()) {
            char c = script.charAt(i);
            if (c == ';') {
                addIfNotBlank(statements, current);
                current.setLength(0);
                i++;
            } else if (script.startsWith("--", i) || script.startsWith("//", i)) {
                int end = script.indexOf('\n', i);
                i = end < 0 ? script.length() : end;
            } else if (script.startsWith("/*", i)) {
                int end = script.indexOf("*/", i + 2);
                i = end < 0 ? script.length() : end + 2;
            } else if (c == '\'' || c == '"') {
                int end = endOfQuoted(script, i, c);
                current.append(script, i, end);
                i = end;
            } else if (script.startsWith("$$", i)) {
                int end = script.indexOf("$$", i + 2);
                end = end < 0 ? script.length() : end + 2;
                current.append(script, i, end);
                i = end;
            } else {
                current.append(c);
                i++;
            }
        }
        addIfNotBlank(statements, current);
        return statements;
    }

    /** The index just past a quoted run starting at {@code start}; a doubled quote is an escaped quote. */
    private static int endOfQuoted(String script, int start, char quote) {
        int i = start + 1;
        while (i < script.length()) {
            if (script.charAt(i) == quote) {
                if (i + 1 < script.length() && script.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return script.length();
    }

    private static void addIfNotBlank(List<String> statements, StringBuilder statement) {
        String text = statement.toString().strip();
        if (!text.isEmpty()) {
            statements.add(text);
        }
    }
}
