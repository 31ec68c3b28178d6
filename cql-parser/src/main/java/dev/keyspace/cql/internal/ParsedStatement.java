package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Objects;
import java.util.Optional;

/**
 * One statement that parsed: its tree, where it starts (1-based), where its text (without the semicolon) is in the
 * source, what it is about, and the newest release a word of it needs ({@link TargetSyntax}): only under an older
 * target does its tree need searching. Its subject and text are read only when asked: only a diagnostic names its
 * subject, and only a statement kept verbatim or an edit's label shows its text.
 */
public record ParsedStatement(
        CqlParser.StatementContext tree,
        int line,
        int column,
        String source,
        int textStart,
        int textEnd,
        LazySubject lazySubject,
        Optional<CassandraVersion> newestReleaseWord) {

    public ParsedStatement {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(source, "source");
        Objects.checkFromToIndex(textStart, textEnd, source.length());
        Objects.requireNonNull(lazySubject, "lazySubject");
        Objects.requireNonNull(newestReleaseWord, "newestReleaseWord");
    }

    /** The statement's text, cut from the source when asked: an import applies most statements without it. */
    public String text() {
        return source.substring(textStart, textEnd);
    }

    public Optional<SubjectReader.Subject> subject() {
        return lazySubject.get();
    }
}
