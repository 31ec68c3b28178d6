package dev.keyspace.app.designer.sessions;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.ToIntFunction;

/** The random choices of a generated session, from one seed so that a failing session can be run again. */
final class Choices {

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

    private final Random random;

    Choices(long seed) {
        random = new Random(seed);
    }

    <T> Optional<T> one(Collection<T> from) {
        if (from.isEmpty()) {
            return Optional.empty();
        }
        List<T> list = from instanceof List<T> l ? l : new ArrayList<>(from);
        return Optional.of(list.get(random.nextInt(list.size())));
    }

    <T> T weighted(List<T> from, ToIntFunction<T> weight) {
        int left = random.nextInt(from.stream().mapToInt(weight).sum());
        for (T item : from) {
            left -= weight.applyAsInt(item);
            if (left < 0) {
                return item;
            }
        }
        throw new IllegalStateException("weights changed while choosing");
    }

    /** Up to {@code most} distinct items, in the order given. */
    <T> List<T> some(Collection<T> from, int most) {
        List<T> list = new ArrayList<>(from);
        List<T> chosen = new ArrayList<>();
        for (T item : list) {
            if (chosen.size() < most && random.nextInt(list.size()) < Math.max(1, most)) {
                chosen.add(item);
            }
        }
        return chosen;
    }

    boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    int below(int bound) {
        return random.nextInt(bound);
    }

    double coordinate() {
        return Math.round(random.nextDouble() * 4000 * 4) / 4.0 - 200;
    }

    /** What a user types into a name field: sometimes a fresh plain name, sometimes one of the odd ones. */
    String typedName() {
        return chance(0.5) ? "n" + random.nextInt(1000) : one(TYPED_NAMES).orElseThrow();
    }
}
