package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement that parsed: its tree, where it starts (1-based), its source text without the semicolon and what it
 * is about.
 */
public record ParsedStatement(
        CqlParser.StatementContext tree, int line, int column, String text, Optional<SubjectReader.Subject> subject) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(subject, "subject");
    }
}
