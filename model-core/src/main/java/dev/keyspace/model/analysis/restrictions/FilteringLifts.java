package dev.keyspace.model.analysis.restrictions;

import java.util.Optional;

/**
 * The refusals ALLOW FILTERING lifted while a query was validated with it, kept when the verdict without it is asked
 * from the same validation ({@link SelectValidator#validateBoth}): the first is what Cassandra would have refused.
 */
final class FilteringLifts {

    /** Nothing kept: a validation that asks for one verdict. */
    static final FilteringLifts NONE = new FilteringLifts(false);

    private final boolean recording;
    private InvalidQuery first;

    FilteringLifts() {
        this(true);
    }

    private FilteringLifts(boolean recording) {
        this.recording = recording;
    }

    boolean recording() {
        return recording;
    }

    void lifted(InvalidQuery refusal) {
        if (recording && first == null) {
            first = refusal;
        }
    }

    Optional<InvalidQuery> first() {
        return Optional.ofNullable(first);
    }
}
