package dev.keyspace.model.validation;

import java.util.Objects;

/**
 * One thing Cassandra would refuse (or warn about) in a design. {@code element} names what is wrong as a dotted
 * path in CQL spelling: {@code keyspace}, {@code keyspace.table}, {@code keyspace.table.column},
 * {@code keyspace.type.field}, {@code keyspace.index} or {@code keyspace.view}.
 */
public record Problem(Severity severity, String element, String message) {

    public Problem {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(message, "message");
    }

    public static Problem error(String element, String message) {
        return new Problem(Severity.ERROR, element, message);
    }

    public static Problem warning(String element, String message) {
        return new Problem(Severity.WARNING, element, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
