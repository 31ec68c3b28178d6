package dev.keyspace.propertytest;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * Generators of numbers, picks and strings, and the ways to combine generators. Numbers shrink towards 0 (or
 * the bound nearest to it); a pick among alternatives shrinks towards the first one, so list the simplest
 * first.
 */
public final class Gens {

    /** One alternative of {@link #frequency} and how often it is drawn relative to the others. */
    public record Weighted<T>(int weight, Gen<? extends T> gen) {
        public Weighted {
            if (weight < 0) {
                throw new IllegalArgumentException("a weight cannot be negative: " + weight);
            }
        }
    }

    @FunctionalInterface
    public interface Function3<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    @FunctionalInterface
    public interface Function4<A, B, C, D, R> {
        R apply(A a, B b, C c, D d);
    }

    /** One number in this many is an edge of its range (a bound, 0 or a neighbour) rather than any. */
    private static final int EDGE_ONE_IN = 10;

    private Gens() {}

    /**
     * Numbers in {@code [min, max]}; the edges of the range come up more often than chance would have it. The
     * choice is the number's rank counting out from the origin, so that a smaller choice is a number nearer 0.
     */
    public static Gen<Long> longs(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("an empty range: [" + min + ", " + max + "]");
        }
        OriginOrder order = new OriginOrder(min, max);
        long[] edges = LongStream.of(min, min + 1, order.origin() - 1, order.origin(), order.origin() + 1, max - 1, max)
                .filter(n -> n >= min && n <= max)
                .distinct()
                .map(order::rankOf)
                .toArray();
        return choices -> order.nth(choices.below(
                order.count(),
                random -> random.nextInt(EDGE_ONE_IN) == 0
                        ? edges[random.nextInt(edges.length)]
                        : random.nextLong(order.count())));
    }

    public static Gen<Integer> integers(int min, int max) {
        return longs(min, max).map(Long::intValue);
    }

    /** Any int at all, as {@code @ForAll int} gave. */
    public static Gen<Integer> integers() {
        return integers(Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public static Gen<Boolean> booleans() {
        return of(false, true);
    }

    /** One of the items, each as likely as another; there must be at least one. */
    public static <T> Gen<T> elements(List<? extends T> items) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("nothing to pick from");
        }
        List<T> copy = List.copyOf(items);
        return choices -> copy.get((int) choices.below(copy.size()));
    }

    @SafeVarargs
    public static <T> Gen<T> of(T... items) {
        return elements(Arrays.asList(items));
    }

    public static <E extends Enum<E>> Gen<E> enumValues(Class<E> type) {
        return of(type.getEnumConstants());
    }

    @SafeVarargs
    public static <T> Gen<T> oneOf(Gen<? extends T>... alternatives) {
        return oneOf(Arrays.asList(alternatives));
    }

    /** One of the alternatives, each as likely as another; there must be at least one. */
    public static <T> Gen<T> oneOf(List<? extends Gen<? extends T>> alternatives) {
        return frequency(alternatives.stream()
                .map(alternative -> Gens.<T>weighted(1, alternative))
                .toList());
    }

    public static <T> Weighted<T> weighted(int weight, Gen<? extends T> gen) {
        return new Weighted<>(weight, gen);
    }

    @SafeVarargs
    public static <T> Gen<T> frequency(Weighted<? extends T>... alternatives) {
        return frequency(Arrays.asList(alternatives));
    }

    /** One of the alternatives, drawn as often as its weight says; its choices are one span. */
    public static <T> Gen<T> frequency(List<? extends Weighted<? extends T>> alternatives) {
        List<Weighted<? extends T>> copy = List.copyOf(alternatives);
        long total = copy.stream().mapToLong(Weighted::weight).sum();
        if (total == 0) {
            throw new IllegalArgumentException("no alternative has a weight");
        }
        return choices -> choices.inSpan(inner -> {
            long pick = inner.below(total);
            for (Weighted<? extends T> alternative : copy) {
                if (pick < alternative.weight()) {
                    return alternative.gen().next(inner);
                }
                pick -= alternative.weight();
            }
            throw new AssertionError("a pick below the total weight always lands on an alternative");
        });
    }

    /** Strings of the alphabet's characters, {@code min} to {@code max} long. */
    public static Gen<String> strings(String alphabet, int min, int max) {
        List<Character> characters =
                alphabet.chars().mapToObj(c -> (char) c).distinct().toList();
        return elements(characters)
                .list(min, max)
                .map(chars -> chars.stream().map(String::valueOf).collect(Collectors.joining()));
    }

    /** The characters from {@code first} to {@code last}, as an alphabet for {@link #strings}. */
    public static String range(char first, char last) {
        StringBuilder alphabet = new StringBuilder();
        for (char c = first; c <= last; c++) {
            alphabet.append(c);
        }
        return alphabet.toString();
    }

    public static <A, B, R> Gen<R> combine(Gen<A> a, Gen<B> b, BiFunction<? super A, ? super B, ? extends R> f) {
        return choices -> f.apply(a.next(choices), b.next(choices));
    }

    public static <A, B, C, R> Gen<R> combine(
            Gen<A> a, Gen<B> b, Gen<C> c, Function3<? super A, ? super B, ? super C, ? extends R> f) {
        return choices -> f.apply(a.next(choices), b.next(choices), c.next(choices));
    }

    public static <A, B, C, D, R> Gen<R> combine(
            Gen<A> a,
            Gen<B> b,
            Gen<C> c,
            Gen<D> d,
            Function4<? super A, ? super B, ? super C, ? super D, ? extends R> f) {
        return choices -> f.apply(a.next(choices), b.next(choices), c.next(choices), d.next(choices));
    }

    /** Maps of {@code min} to {@code max} entries with distinct keys, in the order drawn. */
    public static <K, V> Gen<Map<K, V>> maps(Gen<K> keys, Gen<V> values, int min, int max) {
        return Sequences.uniqueList(combine(keys, values, Map::entry), min, max, Map.Entry::getKey)
                .map(entries -> {
                    Map<K, V> map = new LinkedHashMap<>();
                    entries.forEach(e -> map.put(e.getKey(), e.getValue()));
                    return Collections.unmodifiableMap(map);
                });
    }
}
