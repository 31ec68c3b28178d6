package dev.keyspace.propertytest;

/**
 * A generator could not produce a value: a filter rejected too many in a row, or the value took too many
 * choices. In a random run it fails the property (the generator needs fixing); while shrinking it only
 * discards the candidate.
 */
public final class GenerationFailed extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public GenerationFailed(String message) {
        super(message);
    }
}
