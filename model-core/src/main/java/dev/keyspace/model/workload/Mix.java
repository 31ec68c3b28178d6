package dev.keyspace.model.workload;

import dev.keyspace.model.schema.ElementId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * A named share of the application's traffic ("browsing", "bidding"): how often each query (by id) and each kind of
 * write runs. A query or write the mix does not name does not run in it. The maps keep the order they were given in
 * (a file's, so that a problem is reported at its place); the file is written sorted.
 */
public record Mix(String name, Map<ElementId, Demand> queries, Map<WriteKey, Demand> writes) {

    /** The longest mix name: it is shown in menus and written in reports. */
    public static final int MAX_NAME = 64;

    public Mix {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || name.length() > MAX_NAME || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(
                    "a mix name is 1 to " + MAX_NAME + " characters, not blank, with no control character");
        }
        queries = Collections.unmodifiableMap(new LinkedHashMap<>(queries));
        writes = Collections.unmodifiableMap(new LinkedHashMap<>(writes));
    }

    public static Mix empty(String name) {
        return new Mix(name, Map.of(), Map.of());
    }

    public Mix withQuery(ElementId query, Demand demand) {
        Map<ElementId, Demand> copy = new LinkedHashMap<>(queries);
        copy.put(query, demand);
        return new Mix(name, copy, writes);
    }

    public Mix withoutQuery(ElementId query) {
        Map<ElementId, Demand> copy = new LinkedHashMap<>(queries);
        copy.remove(query);
        return new Mix(name, copy, writes);
    }

    public Mix withWrite(WriteKey write, Demand demand) {
        Map<WriteKey, Demand> copy = new LinkedHashMap<>(writes);
        copy.put(write, demand);
        return new Mix(name, queries, copy);
    }

    public Mix withoutWrite(WriteKey write) {
        Map<WriteKey, Demand> copy = new LinkedHashMap<>(writes);
        copy.remove(write);
        return new Mix(name, queries, copy);
    }

    /** This mix with only the queries and writes {@code keep} accepts (of elements still in the model). */
    Mix keeping(Predicate<ElementId> keepQuery, Predicate<WriteKey> keepWrite) {
        Map<ElementId, Demand> q = new LinkedHashMap<>(queries);
        q.keySet().removeIf(keepQuery.negate());
        Map<WriteKey, Demand> w = new LinkedHashMap<>(writes);
        w.keySet().removeIf(keepWrite.negate());
        return new Mix(name, q, w);
    }

    /** The rate of all its queries and writes together, operations per second. */
    public double totalRate() {
        return queries.values().stream().mapToDouble(Demand::perSecond).sum()
                + writes.values().stream().mapToDouble(Demand::perSecond).sum();
    }
}
