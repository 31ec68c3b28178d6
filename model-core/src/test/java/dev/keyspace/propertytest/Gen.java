package dev.keyspace.propertytest;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A generator of values from {@link Choices}. The same choices always give the same value, so a seed
 * reproduces a value and a shrunk choice sequence gives a simpler one. Factories for the usual values are in
 * {@link Gens}; lists and chains of dependent steps are in {@link Sequences}.
 */
@FunctionalInterface
public interface Gen<T> {

    /** A filter gives up (and the run fails with {@link GenerationFailed}) after this many rejections in a row. */
    int MAX_FILTER_ATTEMPTS = 100;

    T next(Choices choices);

    default <R> Gen<R> map(Function<? super T, ? extends R> mapper) {
        return choices -> mapper.apply(next(choices));
    }

    /** A generator that depends on the value drawn before it. */
    default <R> Gen<R> flatMap(Function<? super T, ? extends Gen<? extends R>> next) {
        return choices -> next.apply(next(choices)).next(choices);
    }

    /** Only the values the predicate accepts; draws again on a rejection, at most {@link #MAX_FILTER_ATTEMPTS} times. */
    default Gen<T> filter(Predicate<? super T> accepted) {
        return choices -> {
            for (int attempt = 0; attempt < MAX_FILTER_ATTEMPTS; attempt++) {
                T value = next(choices);
                if (accepted.test(value)) {
                    return value;
                }
            }
            throw new GenerationFailed("the filter rejected " + MAX_FILTER_ATTEMPTS + " values in a row");
        };
    }

    /** Lists of {@code min} to {@code max} elements, each length about as likely as another. */
    default Gen<List<T>> list(int min, int max) {
        return Sequences.list(this, min, max);
    }

    /** Lists of distinct elements; shorter than planned when the elements run out of new values. */
    default Gen<List<T>> uniqueList(int min, int max) {
        return Sequences.uniqueList(this, min, max);
    }

    /** Sets in the order drawn, so that a seed gives the same iteration order in every JVM. */
    default Gen<Set<T>> set(int min, int max) {
        return uniqueList(min, max).map(elements -> Collections.unmodifiableSet(new LinkedHashSet<>(elements)));
    }

    /** A present value with this probability, else empty (what shrinking leans to). */
    default Gen<Optional<T>> optional(double presence) {
        int present = (int) Math.round(presence * 1000);
        return Gens.frequency(
                Gens.weighted(1000 - present, constant(Optional.empty())), Gens.weighted(present, map(Optional::of)));
    }

    static <T> Gen<T> constant(T value) {
        return choices -> value;
    }

    /** A generator built when first drawn from, for recursive ones. */
    static <T> Gen<T> lazy(Supplier<? extends Gen<T>> supplier) {
        return choices -> supplier.get().next(choices);
    }
}
