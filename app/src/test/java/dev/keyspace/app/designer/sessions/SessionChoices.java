package dev.keyspace.app.designer.sessions;

import dev.keyspace.propertytest.Choices;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * The choices a step of a designer session makes, drawn from the property-test toolkit's {@link Choices}, so that a
 * failing session is replayed from its seed and shrunk to the fewest, simplest steps.
 */
final class SessionChoices {

    /** Names a user might type: plain, mixed case, quoted, with spaces, non-ASCII, a reserved word, blank. */
    private static final List<String> TYPED_NAMES = List.of(
            "orders",
            "Orders",
            "\"Mixed Case\"",
            "user id",
            "café",
            "select",
            "a_b_2",
            " ",
            "\"with \"\"quote\"\"\"",
            "x");

    private final Choices choices;

    SessionChoices(Choices choices) {
        this.choices = choices;
    }

    <T> Optional<T> one(Collection<T> from) {
        if (from.isEmpty()) {
            return Optional.empty();
        }
        List<T> list = from instanceof List<T> l ? l : new ArrayList<>(from);
        return Optional.of(list.get(below(list.size())));
    }

    /** Up to {@code most} of the items, in the order given. */
    <T> List<T> some(Collection<T> from, int most) {
        List<T> chosen = new ArrayList<>();
        for (T item : from) {
            if (chosen.size() < most && below(from.size()) < most) {
                chosen.add(item);
            }
        }
        return chosen;
    }

    <T> T weighted(List<T> from, ToIntFunction<T> weight) {
        int left = below(from.stream().mapToInt(weight).sum());
        for (T item : from) {
            left -= weight.applyAsInt(item);
            if (left < 0) {
                return item;
            }
        }
        throw new IllegalStateException("weights changed while choosing");
    }

    /** True with the given chance in a hundred; a shrunk (zero) choice says no. */
    boolean percent(int chance) {
        return below(100) >= 100 - chance;
    }

    int below(int bound) {
        return (int) choices.below(bound);
    }

    double coordinate() {
        return below(16_000) / 4.0 - 200;
    }

    /** What a user types into a name field: sometimes a fresh plain name, sometimes one of the odd ones. */
    String typedName() {
        return percent(50) ? "n" + below(1000) : one(TYPED_NAMES).orElseThrow();
    }
}
