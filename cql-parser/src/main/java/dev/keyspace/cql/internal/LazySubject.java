package dev.keyspace.cql.internal;

import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.Token;

/**
 * A statement's subject ({@link SubjectReader}), read from its first words only when asked: it names what a
 * diagnostic is about, and most statements have none, while reading it costs a name's text and its folding for
 * every statement of an import.
 */
public final class LazySubject {

    private final List<Token> tokens;
    private Optional<SubjectReader.Subject> subject; // null until read; a racy read only reads it twice

    LazySubject(List<Token> tokens) {
        this.tokens = tokens;
    }

    public Optional<SubjectReader.Subject> get() {
        Optional<SubjectReader.Subject> read = subject;
        if (read == null) {
            read = SubjectReader.of(tokens);
            subject = read;
        }
        return read;
    }
}
