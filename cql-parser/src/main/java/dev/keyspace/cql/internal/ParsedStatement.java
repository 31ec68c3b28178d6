package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import java.util.Objects;

/** One statement that parsed: its tree, where it starts (1-based) and its source text without the semicolon. */
public record ParsedStatement(CqlParser.StatementContext tree, int line, int column, String text) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(text, "text");
    }
}
