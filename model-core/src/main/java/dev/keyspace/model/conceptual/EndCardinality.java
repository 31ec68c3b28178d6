package dev.keyspace.model.conceptual;

/**
 * How many instances of a relationship end's entity one instance on the other side is related to: on average
 * and at most (a hotel has 100 rooms on average, 500 at most). Sizing multiplies these along the path from a
 * table's partition key to its clustering columns.
 */
public record EndCardinality(double average, long maximum) {

    public EndCardinality {
        if (!Double.isFinite(average) || average < 0) {
            throw new IllegalArgumentException(
                    "an average cardinality must be a finite number, not negative: " + average);
        }
        if (maximum < average) {
            throw new IllegalArgumentException(
                    "a maximum cardinality (" + maximum + ") cannot be below the average (" + average + ")");
        }
    }

    public static final EndCardinality ONE = new EndCardinality(1, 1);
}
