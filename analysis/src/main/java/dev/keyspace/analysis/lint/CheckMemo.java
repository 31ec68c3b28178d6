package dev.keyspace.analysis.lint;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;
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
    private Map<GroupName, Group> keptGroups = new HashMap<>();
    private Map<GroupName, Group> usedGroups = new HashMap<>();

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

    /**
     * The results for the elements of one group (a keyspace's tables, the queries a keyspace serves), kept as one so
     * that a re-check looks the group up once rather than each element: reused whole when the group's {@code shared}
     * inputs and each element's own {@code elements} inputs are the same objects as last time, element by element
     * when the shared inputs are but some elements' are not, and worked out again when a shared input changed.
     * {@code group} names the group from check to check (a keyspace's name). {@code compute} gives the result, never
     * null, of the element at a position. An element has at most seven inputs.
     */
    @SuppressWarnings("unchecked")
    public <R> List<R> rememberGroup(
            String kind, Object group, Object[] shared, List<Object[]> elements, IntFunction<R> compute) {
        GroupName name = new GroupName(kind, group);
        Group asked = usedGroups.get(name);
        if (asked != null && asked.matches(shared, elements)) {
            return (List<R>) asked.results; // asked twice in one check: counted once
        }
        int[] count = counts.computeIfAbsent(kind, k -> new int[2]);
        Group last = keptGroups.get(name);
        List<Object> results;
        if (last != null && last.matches(shared, elements)) {
            results = last.results;
            count[1] += elements.size();
        } else {
            Map<Key, Object> earlier = last != null && last.sameShared(shared) ? last.byElement(kind) : Map.of();
            List<Object> computed = new ArrayList<>(elements.size());
            for (int i = 0; i < elements.size(); i++) {
                // no key when nothing is kept (a first check): a key hashes every input, thousands per group
                Object result = earlier.isEmpty() ? null : earlier.get(new Key(kind, elements.get(i)));
                if (result == null) {
                    result = Objects.requireNonNull(compute.apply(i), "a group's result");
                    count[0]++;
                } else {
                    count[1]++;
                }
                computed.add(result);
            }
            results = Collections.unmodifiableList(computed);
        }
        usedGroups.put(name, new Group(shared, elements, results));
        return (List<R>) results;
    }

    /** Ends a check: keeps what it used and forgets the rest. */
    public void sweep() {
        keptGroups = usedGroups;
        usedGroups = new HashMap<>();
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

    private record GroupName(String kind, Object group) {}

    /** One group's inputs and results, as a check left them. */
    private record Group(Object[] shared, List<Object[]> elements, List<Object> results) {

        boolean sameShared(Object[] other) {
            return sameObjects(shared, other);
        }

        boolean matches(Object[] otherShared, List<Object[]> otherElements) {
            if (!sameShared(otherShared) || elements.size() != otherElements.size()) {
                return false;
            }
            for (int i = 0; i < elements.size(); i++) {
                if (!sameObjects(elements.get(i), otherElements.get(i))) {
                    return false;
                }
            }
            return true;
        }

        Map<Key, Object> byElement(String kind) {
            Map<Key, Object> byElement = new HashMap<>(elements.size() * 2);
            for (int i = 0; i < elements.size(); i++) {
                byElement.putIfAbsent(new Key(kind, elements.get(i)), results.get(i));
            }
            return byElement;
        }

        private static boolean sameObjects(Object[] a, Object[] b) {
            if (a.length != b.length) {
                return false;
            }
            for (int i = 0; i < a.length; i++) {
                if (a[i] != b[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * A kind and up to {@link #MAX_INPUTS} inputs, held in fields rather than an array: a lookup compares the key it
     * finds, and on a memo of tens of thousands of results each object read is a likely cache miss.
     */
    private static final class Key {
        private static final int MAX_INPUTS = 7;
        private final String kind;
        private final int count;
        private final Object a;
        private final Object b;
        private final Object c;
        private final Object d;
        private final Object e;
        private final Object f;
        private final Object g;
        private final int hash;

        Key(String kind, Object[] inputs) {
            if (inputs.length > MAX_INPUTS) {
                throw new IllegalArgumentException("a memo key takes at most " + MAX_INPUTS + " inputs");
            }
            this.kind = kind;
            this.count = inputs.length;
            this.a = input(inputs, 0);
            this.b = input(inputs, 1);
            this.c = input(inputs, 2);
            this.d = input(inputs, 3);
            this.e = input(inputs, 4);
            this.f = input(inputs, 5);
            this.g = input(inputs, 6);
            int h = kind.hashCode();
            for (Object input : inputs) {
                h = 31 * h + System.identityHashCode(input);
            }
            this.hash = h;
        }

        private static Object input(Object[] inputs, int i) {
            return i < inputs.length ? inputs[i] : null;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && key.hash == hash
                    && key.count == count
                    && key.a == a
                    && key.b == b
                    && key.c == c
                    && key.d == d
                    && key.e == e
                    && key.f == f
                    && key.g == g
                    && key.kind.equals(kind);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String toString() {
            return kind + Arrays.toString(Arrays.copyOf(new Object[] {a, b, c, d, e, f, g}, count));
        }
    }
}
