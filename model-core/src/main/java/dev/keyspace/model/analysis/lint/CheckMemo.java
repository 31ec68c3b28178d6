package dev.keyspace.model.analysis.lint;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What one check worked out per element, kept for the next check of the same document: the model is immutable and
 * an edit replaces only the records it changes, so a result whose inputs are the very same objects as last time is
 * still right. Inputs are compared by identity, never by equality (equal copies are rare, and comparing deeply would
 * cost what the memo saves). A result that no check used since the previous sweep is forgotten, so the memo holds
 * one project's worth of results.
 *
 * <p>Each use names every input its result depends on; a forgotten input would make a re-check stale, which
 * {@code IncrementalCheckPropertyTest} looks for by comparing re-checks with fresh checks along random edit
 * sessions. Used on one thread at a time.
 */
public final class CheckMemo {

    private Map<Key, Object> kept = new HashMap<>();
    private Map<Key, Object> used = new HashMap<>();
    private Map<String, int[]> counts = new HashMap<>();
    private Map<String, int[]> lastCounts = new HashMap<>();

    /** A memo for one check only: nothing carries over, the cost is a few lookups. */
    public static CheckMemo none() {
        return new CheckMemo();
    }

    /** The result for {@code inputs} under {@code kind}: the one kept when the inputs are the same objects. */
    @SuppressWarnings("unchecked")
    public <T> T remember(String kind, Supplier<T> compute, Object... inputs) {
        Key key = new Key(kind, inputs);
        Object value = kept.get(key);
        int[] count = counts.computeIfAbsent(kind, k -> new int[2]);
        if (value != null) {
            count[1]++;
        } else {
            value = used.get(key);
            if (value != null) {
                return (T) value; // asked twice in one check: counted once
            }
            value = compute.get();
            count[0]++;
        }
        used.put(key, value);
        return (T) value;
    }

    /** Ends a check: keeps what it used and forgets the rest. */
    void sweep() {
        kept = used;
        // sized for as many results as this check used, so the next check's map never grows by rehashing
        used = new HashMap<>(Math.max(16, kept.size() * 2));
        lastCounts = counts;
        counts = new HashMap<>();
    }

    /** How many results of {@code kind} the last check worked out (did not find kept). */
    public int computed(String kind) {
        return lastCounts.getOrDefault(kind, new int[2])[0];
    }

    /** How many results of {@code kind} the last check found kept from the check before it. */
    public int reused(String kind) {
        return lastCounts.getOrDefault(kind, new int[2])[1];
    }

    private static final class Key {
        private final String kind;
        private final Object[] inputs;
        private final int hash;

        Key(String kind, Object[] inputs) {
            this.kind = kind;
            this.inputs = inputs;
            int h = kind.hashCode();
            for (Object input : inputs) {
                h = 31 * h + System.identityHashCode(input);
            }
            this.hash = h;
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Key key) || key.hash != hash || !key.kind.equals(kind)) {
                return false;
            }
            if (key.inputs.length != inputs.length) {
                return false;
            }
            for (int i = 0; i < inputs.length; i++) {
                if (key.inputs[i] != inputs[i]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String toString() {
            return kind + Arrays.toString(inputs);
        }
    }
}
