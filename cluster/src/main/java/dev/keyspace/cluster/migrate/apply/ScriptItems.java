package dev.keyspace.cluster.migrate.apply;

import dev.keyspace.cql.CqlStatements;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a script does, in order: its statements, cut by the reader's splitter, and its copy directives (a comment
 * line between statements, {@code -- ksd:copy KS.FROM -> KS.TO [RENAMING OLD TO NEW, ...]}), each with the line it
 * starts on. This class both writes a directive and reads it back, so the two never disagree.
 */
public final class ScriptItems {

    /** What a comment line starts with to be a copy directive. */
    public static final String DIRECTIVE = "ksd:copy";

    /** One thing a script does. */
    public sealed interface Item {
        int line();
    }

    /** A statement to send as it is written. */
    public record Cql(String cql, int line) implements Item {}

    /**
     * Every row of table {@code from} copied into table {@code to}, each value under the same column name except those
     * {@code renamed} (old name in {@code from} to new name in {@code to}).
     */
    public record Copy(TableName from, TableName to, Map<Identifier, Identifier> renamed, int line) implements Item {
        public Copy {
            renamed = Collections.unmodifiableMap(new LinkedHashMap<>(renamed));
        }

        public Copy(TableName from, TableName to, int line) {
            this(from, to, Map.of(), line);
        }

        /** The directive as a script holds it after its {@code --}. */
        public String directive() {
            StringBuilder text = new StringBuilder(DIRECTIVE + " " + from + " -> " + to);
            String separator = " RENAMING ";
            for (Map.Entry<Identifier, Identifier> rename : renamed.entrySet()) {
                text.append(separator)
                        .append(rename.getKey().asCql())
                        .append(" TO ")
                        .append(rename.getValue().asCql());
                separator = ", ";
            }
            return text.toString();
        }
    }

    private static final String NAME = "(\"(?:[^\"]|\"\")+\"|[A-Za-z0-9_]+)";
    private static final String PAIR = NAME + "[ \\t]+TO[ \\t]+" + NAME;
    private static final Pattern COPY = Pattern.compile(
            "^[ \\t]*--[ \\t]*ksd:copy[ \\t]+" + NAME + "\\." + NAME + "[ \\t]*->[ \\t]*" + NAME + "\\." + NAME
                    + "(?:[ \\t]+RENAMING[ \\t]+(" + PAIR + "(?:[ \\t]*,[ \\t]*" + PAIR + ")*))?[ \\t]*$",
            Pattern.MULTILINE);
    private static final Pattern ONE_PAIR = Pattern.compile(PAIR);
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
                                + " KEYSPACE.TABLE [RENAMING OLD TO NEW, ...]");
            }
            placed.add(new Placed(
                    offset,
                    new Copy(
                            new TableName(copy.group(1), copy.group(2)),
                            new TableName(copy.group(3), copy.group(4)),
                            renamed(copy.group(5), line),
                            line)));
        }
        placed.sort(Comparator.comparingInt(Placed::offset));
        return placed.stream().map(Placed::item).toList();
    }

    private static Map<Identifier, Identifier> renamed(String pairs, int line) {
        Map<Identifier, Identifier> renamed = new LinkedHashMap<>();
        if (pairs == null) {
            return renamed;
        }
        Matcher pair = ONE_PAIR.matcher(pairs);
        while (pair.find()) {
            Identifier from = Identifier.fromCql(pair.group(1));
            Identifier to = Identifier.fromCql(pair.group(2));
            if (renamed.containsKey(from) || renamed.containsValue(to)) {
                throw new IllegalArgumentException("line " + line + ": the copy directive renames "
                        + (renamed.containsKey(from) ? "column " + from.asCql() : "into column " + to.asCql())
                        + " twice");
            }
            renamed.put(from, to);
        }
        return renamed;
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
