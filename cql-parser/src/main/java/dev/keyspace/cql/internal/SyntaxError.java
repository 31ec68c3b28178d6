package dev.keyspace.cql.internal;

import java.util.Optional;

/** A statement that did not parse: where (1-based), why, and what its first words say it is about. */
public record SyntaxError(int line, int column, String message, Optional<SubjectReader.Subject> subject) {

    public SyntaxError(int line, int column, String message) {
        this(line, column, message, Optional.empty());
    }
}
