package dev.keyspace.model.analysis.restrictions;

/** Raised inside the validator where Cassandra would raise InvalidRequestException; never escapes it. */
final class InvalidQuery extends RuntimeException {

    private static final long serialVersionUID = 1L;

    InvalidQuery(String message) {
        super(message, null, false, false);
    }

    static InvalidQuery of(String format, Object... arguments) {
        return new InvalidQuery(arguments.length == 0 ? format : String.format(format, arguments));
    }
}
