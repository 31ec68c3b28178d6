package dev.keyspace.cql;

import java.util.Objects;

/**
 * One problem or note found while reading a CQL file, at a 1-based line and column. Printed as {@code
 * file:line:column: severity: message}, the form compilers use, so editors and terminals can jump to it.
 */
public record Diagnostic(String file, int line, int column, Severity severity, String message) {

    public enum Severity {
        /** The statement was refused (syntax) or Cassandra would refuse it (schema); it was not applied. */
        ERROR,
        /** Applied, but worth attention (for example a form Cassandra 5.0 no longer accepts on new tables). */
        WARNING,
        /** A note: a statement kept verbatim because the schema model does not hold it. */
        INFO
    }

    public Diagnostic {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("a diagnostic needs a line and column from 1: " + line + ":" + column);
        }
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file:line:column: error: message}. */
    public String format() {
        return file + ":" + line + ":" + column + ": " + severity.name().toLowerCase(java.util.Locale.ROOT) + ": "
                + message;
    }
}
