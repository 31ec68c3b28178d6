package dev.keyspace.model.schema;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;

/**
 * An unmodifiable map of option names to values that keeps the order they were written in, held in one array.
 * Every table keeps one and most keep a map option or two: as {@code LinkedHashMap}s in unmodifiable views they
 * were a fifth of the objects of an imported 2,000-table project, which the young collections of an import copy.
 * Options are few, so a name is found by comparing it with each in turn.
 */
final class OptionMap extends AbstractMap<String, OptionValue> {

    private static final OptionMap EMPTY = new OptionMap(new Object[0]);

    private final Object[] namesAndValues; // name 0, value 0, name 1, value 1, ...

    private OptionMap(Object[] namesAndValues) {
        this.namesAndValues = namesAndValues;
    }

    /**
     * {@code entries} in their order, each name as {@code name} gives it; where two names become one, the first
     * keeps its place and the last its value, as {@code LinkedHashMap.put} would. An option map whose names
     * {@code name} leaves as they are is returned itself.
     */
    static OptionMap copyOf(Map<String, OptionValue> entries, UnaryOperator<String> name) {
        if (entries instanceof OptionMap map && map.namesUnchangedBy(name)) {
            return map;
        }
        if (entries.isEmpty()) {
            return EMPTY;
        }
        Object[] copy = new Object[entries.size() * 2];
        int[] size = {0};
        entries.forEach((key, value) -> {
            String renamed = name.apply(Objects.requireNonNull(key, "option name"));
            Objects.requireNonNull(value, renamed);
            int at = indexOf(copy, size[0], renamed);
            if (at < 0) {
                at = size[0]++;
                copy[2 * at] = renamed;
            }
            copy[2 * at + 1] = value;
        });
        return new OptionMap(size[0] * 2 == copy.length ? copy : Arrays.copyOf(copy, size[0] * 2));
    }

    private boolean namesUnchangedBy(UnaryOperator<String> name) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (!name.apply((String) namesAndValues[i]).equals(namesAndValues[i])) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(Object[] namesAndValues, int size, Object name) {
        for (int i = 0; i < size; i++) {
            if (namesAndValues[2 * i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code other} holds the same names with the same values in the same order, maps in maps too. */
    boolean sameInOrder(OptionMap other) {
        if (namesAndValues.length != other.namesAndValues.length) {
            return false;
        }
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            Object otherValue = other.namesAndValues[i + 1];
            boolean same = value instanceof OptionValue.MapValue map && otherValue instanceof OptionValue.MapValue o
                    ? map.writtenAs(o)
                    : value.equals(otherValue);
            if (!same || !namesAndValues[i].equals(other.namesAndValues[i])) {
                return false;
            }
        }
        return true;
    }

    /** As {@link Map#hashCode}, without an entry object per option. */
    @Override
    public int hashCode() {
        int hash = 0;
        for (int i = 0; i < namesAndValues.length; i += 2) {
            hash += namesAndValues[i].hashCode() ^ namesAndValues[i + 1].hashCode();
        }
        return hash;
    }

    @Override
    public int size() {
        return namesAndValues.length / 2;
    }

    @Override
    public boolean containsKey(Object name) {
        return name != null && indexOf(namesAndValues, size(), name) >= 0;
    }

    @Override
    public OptionValue get(Object name) {
        int at = name == null ? -1 : indexOf(namesAndValues, size(), name);
        return at < 0 ? null : (OptionValue) namesAndValues[2 * at + 1];
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super OptionValue> action) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            action.accept((String) namesAndValues[i], (OptionValue) namesAndValues[i + 1]);
        }
    }

    @Override
    public Set<Entry<String, OptionValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, OptionValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < namesAndValues.length;
                    }

                    @Override
                    public Entry<String, OptionValue> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, OptionValue> entry =
                                Map.entry((String) namesAndValues[next], (OptionValue) namesAndValues[next + 1]);
                        next += 2;
                        return entry;
                    }
                };
            }

            @Override
            public int size() {
                return OptionMap.this.size();
            }
        };
    }
}
