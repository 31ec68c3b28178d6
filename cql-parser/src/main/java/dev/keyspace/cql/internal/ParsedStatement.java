package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement that parsed: its tree, where it starts (1-based), its source text without the semicolon, what it
 * is about, and the newest release a word of it needs ({@link TargetSyntax}): only under an older target does its
 * tree need searching. Its subject is read only when asked: only a diagnostic names it.
 */
public record ParsedStatement(
        CqlParser.StatementContext tree,
        int line,
        int column,
        String text,
        LazySubject lazySubject,
        Optional<CassandraVersion> newestReleaseWord) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(lazySubject, "lazySubject");
        Objects.requireNonNull(newestReleaseWord, "newestReleaseWord");
    }

    public Optional<SubjectReader.Subject> subject() {
        return lazySubject.get();
    }
}
