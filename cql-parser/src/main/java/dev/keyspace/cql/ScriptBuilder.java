package dev.keyspace.cql;

import java.util.List;

/**
 * A small builder for CQL scripts: text, new lines, indentation, and the {@code WITH a AND b} clause that
 * tables, views and keyspaces share. {@link CqlWriter} and {@link CqlChangeWriter} build every statement
 * with it; nothing concatenates statements by hand.
 */
public final class ScriptBuilder {

    private static final String INDENT = "    ";

    private final StringBuilder out = new StringBuilder();
    private int depth;
    private boolean atLineStart = true;

    public ScriptBuilder append(String text) {
        if (atLineStart && !text.isEmpty()) {
            out.append(INDENT.repeat(depth));
            atLineStart = false;
        }
        out.append(text);
        return this;
    }

    public ScriptBuilder newLine() {
        out.append('\n');
        atLineStart = true;
        return this;
    }

    public ScriptBuilder indent() {
        depth++;
        return this;
    }

    public ScriptBuilder unindent() {
        depth = Math.max(0, depth - 1);
        return this;
    }

    /** {@code " WITH first"} then one {@code "AND next"} per line, indented; nothing when there are none. */
    public ScriptBuilder withClauses(List<String> clauses) {
        for (int i = 0; i < clauses.size(); i++) {
            if (i == 0) {
                append(atLineStart ? "WITH " : " WITH ").append(clauses.get(0));
            } else {
                newLine().indent().append("AND ").append(clauses.get(i)).unindent();
            }
        }
        return this;
    }

    /** {@code " WITH first AND next"} on one line, as an ALTER statement sets options; nothing when there are none. */
    public ScriptBuilder withClausesOnOneLine(List<String> clauses) {
        if (!clauses.isEmpty()) {
            append(" WITH ").append(String.join(" AND ", clauses));
        }
        return this;
    }

    /** Ends a statement with a semicolon and a line break. */
    public ScriptBuilder endStatement() {
        return append(";").newLine();
    }

    public String build() {
        return out.toString();
    }
}
