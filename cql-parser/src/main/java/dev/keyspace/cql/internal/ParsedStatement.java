package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement that parsed: its tree, where it starts (1-based), its source text without the semicolon ({@code
 * source[start, end)}), what it is about, and the newest release a word of it needs ({@link TargetSyntax}): only
 * under an older target does its tree need searching. Its text and subject are made only when asked: an import
 * applies most statements without either.
 */
public record ParsedStatement(
        CqlParser.StatementContext tree,
        int line,
        int column,
        String source,
        int start,
        int end,
        LazySubject lazySubject,
        Optional<CassandraVersion> newestReleaseWord) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(source, "source");
        Objects.checkFromToIndex(start, end, source.length());
        Objects.requireNonNull(lazySubject, "lazySubject");
        Objects.requireNonNull(newestReleaseWord, "newestReleaseWord");
    }

    /** The statement's source text, without its semicolon. */
    public String text() {
        return source.substring(start, end);
    }

    public Optional<SubjectReader.Subject> subject() {
        return lazySubject.get();
    }
}
