package dev.keyspace.cql;

import java.util.Objects;
import java.util.Optional;

/**
 * One problem or note found while reading a CQL file, at a 1-based line and column, with what its statement is about
 * when its first words tell. Printed as {@code file:line:column: severity: message}, the form compilers use, so
 * editors and terminals can jump to it.
 */
public record Diagnostic(
        String file, int line, int column, Severity severity, String message, Optional<StatementSubject> subject) {

    /**
     * Longer messages lose their middle: they quote the input (a duplicate map key, a value that does not parse), and
     * a statement of megabytes must not become a message of megabytes. What is wrong comes first, the rest last.
     */
    public static final int MAX_MESSAGE_CHARS = 1_000;

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
        Objects.requireNonNull(subject, "subject");
        message = shortened(message);
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("a diagnostic needs a line and column from 1: " + line + ":" + column);
        }
    }

    /** A diagnostic about no particular element (a file that cannot be read, a query). */
    public Diagnostic(String file, int line, int column, Severity severity, String message) {
        this(file, line, column, severity, message, Optional.empty());
    }

    private static String shortened(String message) {
        if (message.length() <= MAX_MESSAGE_CHARS) {
            return message;
        }
        int head = MAX_MESSAGE_CHARS * 3 / 4;
        if (Character.isHighSurrogate(message.charAt(head - 1))) {
            head--; // never split a character outside the Basic Multilingual Plane
        }
        int tail = MAX_MESSAGE_CHARS - head;
        if (Character.isLowSurrogate(message.charAt(message.length() - tail))) {
            tail--;
        }
        int leftOut = message.length() - head - tail;
        return message.substring(0, head) + " ... [" + String.format(java.util.Locale.ROOT, "%,d", leftOut)
                + " characters left out] ... " + message.substring(message.length() - tail);
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
