package dev.keyspace.model.schema;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.function.Function;

/**
 * An immutable list of schema elements that also finds an element by its name (and, for tables and views, by its
 * id) without scanning, as Cassandra's {@code Tables} and {@code TableMetadata} keep theirs by name. When two
 * elements share a name (a project that does not validate), the first one is found, as a scan would find it.
 *
 * <p>The index is built only once a list is looked up more than {@link #SCANS_BEFORE_INDEX} times: the importer
 * makes a new list of a keyspace's tables for every CREATE TABLE and looks it up only a few times, where a
 * scan is cheaper than building an index it would throw away; a list the designer keeps is indexed.
 */
final class NamedList<T> extends AbstractList<T> implements RandomAccess {

    static final int SCANS_BEFORE_INDEX = 8;

    private final Object[] items;
    private final Function<T, Identifier> nameOf;
    private final Function<T, ElementId> idOf;
    private volatile Map<Identifier, T> byName;
    private volatile Map<ElementId, T> byId;
    private int scans; // racy on purpose: a lost increment only delays the index

    private NamedList(Object[] items, Function<T, Identifier> nameOf, Function<T, ElementId> idOf) {
        this.items = items;
        this.nameOf = nameOf;
        this.idOf = idOf;
    }

    /** The elements as a named list; {@code idOf} may be null for elements without ids. */
    static <T> NamedList<T> of(List<T> elements, Function<T, Identifier> nameOf, Function<T, ElementId> idOf) {
        if (elements instanceof NamedList<T> named && named.nameOf == nameOf && named.idOf == idOf) {
            return named;
        }
        Object[] copy = elements.toArray();
        for (Object element : copy) {
            Objects.requireNonNull(element, "element");
        }
        return new NamedList<>(copy, nameOf, idOf);
    }

    /** This list with {@code element} added at the end (one copy of the elements, not two). */
    NamedList<T> with(T element) {
        Object[] copy = Arrays.copyOf(items, items.length + 1);
        copy[items.length] = Objects.requireNonNull(element, "element");
        return new NamedList<>(copy, nameOf, idOf);
    }

    Optional<T> named(Identifier name) {
        Map<Identifier, T> index = byName;
        if (index == null) {
            if (scans++ < SCANS_BEFORE_INDEX) {
                return scan(nameOf, name);
            }
            index = index(nameOf);
            byName = index;
        }
        return Optional.ofNullable(index.get(name));
    }

    Optional<T> withId(ElementId id) {
        Objects.requireNonNull(idOf, "these elements have no ids");
        Map<ElementId, T> index = byId;
        if (index == null) {
            if (scans++ < SCANS_BEFORE_INDEX) {
                return scan(idOf, id);
            }
            index = index(idOf);
            byId = index;
        }
        return Optional.ofNullable(index.get(id));
    }

    private <K> Optional<T> scan(Function<T, K> key, K wanted) {
        int hash = wanted.hashCode(); // names and ids share long prefixes: compare the cached hashes first
        for (int i = 0; i < items.length; i++) {
            K candidate = key.apply(get(i));
            if (candidate.hashCode() == hash && candidate.equals(wanted)) {
                return Optional.of(get(i));
            }
        }
        return Optional.empty();
    }

    private <K> Map<K, T> index(Function<T, K> key) {
        Map<K, T> index = new HashMap<>(items.length * 2);
        for (int i = 0; i < items.length; i++) {
            index.putIfAbsent(key.apply(get(i)), get(i));
        }
        return index;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
        return (T) items[index];
    }

    @Override
    public int size() {
        return items.length;
    }
}
