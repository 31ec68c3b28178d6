package dev.keyspace.cluster.migrate.apply;

import dev.keyspace.cql.CqlStatements;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a script does, in order: its statements, cut by the reader's splitter, and its {@code -- ksd:copy FROM -> TO}
 * directives (a comment line between statements), each with the line it starts on.
 */
public final class ScriptItems {

    /** One thing a script does. */
    public sealed interface Item {
        int line();
    }

    /** A statement to send as it is written. */
    public record Cql(String cql, int line) implements Item {}

    /** Every row of table {@code from} copied into table {@code to}, both {@code keyspace.table} as CQL writes them. */
    public record Copy(TableName from, TableName to, int line) implements Item {}

    private static final String NAME = "(\"(?:[^\"]|\"\")+\"|[A-Za-z0-9_]+)";
    private static final Pattern COPY = Pattern.compile(
            "^[ \\t]*--[ \\t]*ksd:copy[ \\t]+" + NAME + "\\." + NAME + "[ \\t]*->[ \\t]*" + NAME + "\\." + NAME
                    + "[ \\t]*$",
            Pattern.MULTILINE);
    private static final Pattern ANY_DIRECTIVE = Pattern.compile("^[ \\t]*--[ \\t]*ksd:copy\\b.*$", Pattern.MULTILINE);

    private ScriptItems() {}

    /**
     * The items of the text, in order.
     *
     * @throws IllegalArgumentException naming the line of a {@code ksd:copy} comment that is not a directive ksd can
     *     read, so that a copy is never skipped because a reviewer mistyped it
     */
    public static List<Item> of(String text) {
        List<CqlStatements.Span> statements = CqlStatements.of(text);
        record Placed(int offset, Item item) {}
        List<Placed> placed = new ArrayList<>();
        for (CqlStatements.Span span : statements) {
            placed.add(new Placed(span.start(), new Cql(span.cql(), lineOf(text, span.start()))));
        }
        Matcher any = ANY_DIRECTIVE.matcher(text);
        while (any.find()) {
            int offset = any.start();
            if (statements.stream().anyMatch(s -> s.start() <= offset && offset < s.end())) {
                continue; // a comment inside a statement, sent with it
            }
            Matcher copy = COPY.matcher(any.group());
            int line = lineOf(text, offset);
            if (!copy.matches()) {
                throw new IllegalArgumentException(
                        "line " + line + ": '" + any.group().strip()
                                + "' is not a copy directive ksd can read; write it as -- ksd:copy KEYSPACE.TABLE ->"
                                + " KEYSPACE.TABLE");
            }
            placed.add(new Placed(
                    offset,
                    new Copy(
                            new TableName(copy.group(1), copy.group(2)),
                            new TableName(copy.group(3), copy.group(4)),
                            line)));
        }
        placed.sort(Comparator.comparingInt(Placed::offset));
        return placed.stream().map(Placed::item).toList();
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
