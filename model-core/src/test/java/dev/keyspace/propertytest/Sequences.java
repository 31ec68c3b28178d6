package dev.keyspace.propertytest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Lists, and chains whose every step is drawn for the state the steps before it left. Each element is one
 * span, with the "one more" choice before it, so that the shrinker removes elements (or runs of them) by
 * cutting their choices out; the whole sequence is one span holding them.
 */
public final class Sequences {

    /** How often a unique list draws again for an element it already holds before it ends early. */
    private static final int MAX_DUPLICATES = 20;

    private Sequences() {}

    public static <T> Gen<List<T>> list(Gen<T> element, int min, int max) {
        return sequence(min, min, max, values -> (one, mandatory) -> values.add(element.next(one)));
    }

    public static <T> Gen<List<T>> uniqueList(Gen<T> element, int min, int max) {
        return uniqueList(element, min, max, Function.identity());
    }

    /**
     * Lists whose elements have distinct keys. An element that keeps repeating a key ends the list early
     * (there may be no new key left); before {@code min} elements that fails the generation.
     */
    public static <T, K> Gen<List<T>> uniqueList(Gen<T> element, int min, int max, Function<? super T, K> key) {
        return sequence(min, min, max, values -> {
            Set<K> keys = new HashSet<>();
            return (one, mandatory) -> {
                for (int attempt = 0; attempt < MAX_DUPLICATES; attempt++) {
                    T value = element.next(one);
                    if (keys.add(key.apply(value))) {
                        values.add(value);
                        return true;
                    }
                }
                if (mandatory) {
                    throw new GenerationFailed("no new distinct element after " + MAX_DUPLICATES + " draws");
                }
                return false;
            };
        });
    }

    /**
     * A chain of {@code length} steps: each one drawn by {@code step} for the current state, which
     * {@code advance} then moves on. Shrinking makes it shorter: removing a step redraws the later ones for
     * the state they now start from, so a shrunk chain is still one the generator could have made.
     */
    public static <S, X> Gen<List<X>> chain(
            Supplier<? extends S> initial,
            Function<? super S, ? extends Gen<? extends X>> step,
            BiFunction<? super S, ? super X, ? extends S> advance,
            int length) {
        return sequence(0, length, length, values -> new Element() {
            private S state = initial.get();

            @Override
            public boolean draw(Choices one, boolean mandatory) {
                X next = step.apply(state).next(one);
                values.add(next);
                state = advance.apply(state, next);
                return true;
            }
        });
    }

    /** Draws one element into the list being built; false ends the list. */
    private interface Element {
        boolean draw(Choices one, boolean mandatory);
    }

    /**
     * The elements, each in its span after its "one more" choice (none before the first {@code min}). A random
     * run plans a length from {@code plannedMin} to {@code max}.
     */
    private static <T> Gen<List<T>> sequence(int min, int plannedMin, int max, Function<List<T>, Element> elements) {
        requireRange(min, max);
        requireRange(plannedMin, max);
        return choices -> choices.inSpan(sequence -> {
            int planned = sequence.plannedSize(plannedMin, max);
            List<T> values = new ArrayList<>();
            Element element = elements.apply(values);
            boolean going = true;
            while (going && values.size() < max) {
                boolean mandatory = values.size() < min;
                boolean wanted = values.size() < planned;
                going = sequence.inSpan(one -> (mandatory || one.more(wanted)) && element.draw(one, mandatory));
            }
            return Collections.unmodifiableList(values);
        });
    }

    private static void requireRange(int min, int max) {
        if (min < 0 || min > max) {
            throw new IllegalArgumentException("not a size range: [" + min + ", " + max + "]");
        }
    }
}
