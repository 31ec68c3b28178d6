package dev.keyspace.model.validation;

/** Cassandra's refusal of an option value, carried from where the value is read to the check that reports it. */
final class OptionRefusal extends RuntimeException {

    OptionRefusal(String message) {
        super(message, null, false, false);
    }

    static OptionRefusal of(String format, Object... args) {
        return new OptionRefusal(String.format(format, args));
    }
}
