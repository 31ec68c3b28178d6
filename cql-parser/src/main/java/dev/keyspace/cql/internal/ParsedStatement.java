package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement that parsed: its tree, where it starts (1-based), its source text without the semicolon, what it
 * is about, and whether it holds a word some Cassandra release's grammar lacks ({@link TargetSyntax}), which only
 * then needs its tree searched.
 */
public record ParsedStatement(
        CqlParser.StatementContext tree,
        int line,
        int column,
        String text,
        Optional<SubjectReader.Subject> subject,
        boolean releaseWords) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(subject, "subject");
    }
}
