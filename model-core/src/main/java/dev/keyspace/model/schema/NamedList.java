package dev.keyspace.model.schema;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * An immutable list of schema elements that also finds an element by its name (and, for tables and views, by its
 * id) without scanning, as Cassandra's {@code Tables} and {@code TableMetadata} keep theirs by name. When two
 * elements share a name (a project that does not validate), the first one is found, as a scan would find it.
 *
 * <p>The index is built only once a list is looked up more than {@link #SCANS_BEFORE_INDEX} times: a list
 * looked up only a few times is cheaper to scan. A list made by {@link #with} hands its index on to the longer
 * list, which adds its one element to it: the importer makes a new list of a keyspace's tables for every CREATE
 * TABLE, and neither copying nor rebuilding an index each time would keep an import of a large keyspace linear.
 */
final class NamedList<T> extends AbstractList<T> implements RandomAccess {

    static final int SCANS_BEFORE_INDEX = 8;

    private final Object[] items;
    private final Function<T, Identifier> nameOf;
    private final Function<T, ElementId> idOf;
    private volatile Positions<Identifier> byName;
    private volatile Positions<ElementId> byId;
    private volatile Positions<String> byFoldedName;
    private volatile Derived<T, ?> derived;
    private int scans; // racy on purpose: a lost increment only delays the index
    private boolean handedOn; // whether a longer list took this list's indexes; guarded by this

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
        NamedList<T> longer = new NamedList<>(copy, nameOf, idOf);
        longer.scans = scans;
        if (takeIndexes()) {
            longer.byName = extend(byName, nameOf, element);
            longer.byId = extend(byId, idOf, element);
            longer.byFoldedName = extend(byFoldedName, this::foldedName, element);
        }
        return longer;
    }

    /** Only one longer list may add to this list's indexes: two would each claim the same position. */
    private synchronized boolean takeIndexes() {
        if (handedOn) {
            return false;
        }
        handedOn = true;
        return true;
    }

    private <K> Positions<K> extend(Positions<K> positions, Function<T, K> key, T element) {
        if (positions != null) {
            positions.add(key.apply(element), items.length);
        }
        return positions;
    }

    Optional<T> named(Identifier name) {
        Positions<Identifier> index = byName;
        if (index == null) {
            if (scans++ < SCANS_BEFORE_INDEX) {
                return scan(nameOf, name);
            }
            index = index(nameOf);
            byName = index;
        }
        return find(index, name);
    }

    /** The first element whose name equals {@code name} ignoring case, as {@link String#equalsIgnoreCase} compares. */
    Optional<T> namedIgnoringCase(String name) {
        return namedFolded(name, false);
    }

    /** {@link #namedIgnoringCase} of a name already folded ({@link Identifier#foldCase}). */
    Optional<T> namedFolded(String folded) {
        return namedFolded(folded, true);
    }

    private Optional<T> namedFolded(String name, boolean folded) {
        Positions<String> index = byFoldedName;
        if (index == null) {
            if (scans++ < SCANS_BEFORE_INDEX) {
                for (int i = 0; i < items.length; i++) {
                    if (nameOf.apply(get(i)).internal().equalsIgnoreCase(name)) {
                        return Optional.of(get(i));
                    }
                }
                return Optional.empty();
            }
            index = index(this::foldedName);
            byFoldedName = index;
        }
        return find(index, folded ? name : Identifier.foldCase(name));
    }

    private String foldedName(T element) {
        return Identifier.foldCase(nameOf.apply(element).internal());
    }

    /**
     * What {@code compute} makes of these elements, worked out once and kept: the list never changes, and a table's
     * key columns are asked for millions of times in a check. One function per list is kept (another replaces it).
     */
    @SuppressWarnings("unchecked")
    <R> R derived(Function<List<T>, R> compute) {
        Derived<T, ?> kept = derived;
        if (kept != null && kept.compute() == compute) {
            return (R) kept.value();
        }
        R value = compute.apply(this);
        derived = new Derived<>(compute, value);
        return value;
    }

    private record Derived<T, R>(Function<List<T>, R> compute, R value) {}

    Optional<T> withId(ElementId id) {
        Objects.requireNonNull(idOf, "these elements have no ids");
        Positions<ElementId> index = byId;
        if (index == null) {
            if (scans++ < SCANS_BEFORE_INDEX) {
                return scan(idOf, id);
            }
            index = index(idOf);
            byId = index;
        }
        return find(index, id);
    }

    /** Positions past this list's end belong to the longer lists the index was handed on to. */
    private <K> Optional<T> find(Positions<K> index, K key) {
        int position = index.of(key);
        return position >= 0 && position < items.length ? Optional.of(get(position)) : Optional.empty();
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

    private <K> Positions<K> index(Function<T, K> key) {
        Positions<K> index = new Positions<>(items.length);
        for (int i = 0; i < items.length; i++) {
            index.add(key.apply(get(i)), i);
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

    /**
     * The first position of each key, shared by a list and the longer lists made from it. Concurrent, because
     * a longer list may add while another thread reads the shorter one (an undo history, a background check).
     */
    private static final class Positions<K> {
        private final ConcurrentHashMap<K, Integer> first;

        Positions(int expected) {
            first = new ConcurrentHashMap<>(Math.max(16, expected * 2));
        }

        void add(K key, int position) {
            first.putIfAbsent(key, position);
        }

        int of(K key) {
            Integer position = first.get(key);
            return position == null ? -1 : position;
        }
    }
}
