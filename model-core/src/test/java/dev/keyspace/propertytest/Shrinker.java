package dev.keyspace.propertytest;

import dev.keyspace.propertytest.Choices.Span;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Makes a failing value smaller by editing the choices that made it and keeping any edit that still fails
 * the same way (same exception class) with fewer or smaller choices. Four passes, repeated while one helps:
 * remove a span (a list element, a step of a chain, an alternative's subtree); remove the first or the second
 * half of a span's parts (half of a list); put one of a span's inner spans in its place (a nested value
 * becomes one of its children); lower each choice to the smallest that still fails. Bounded by a number of
 * runs, so it always ends; what it has then is reported.
 */
final class Shrinker<T> {

    static final int DEFAULT_MAX_RUNS = 2_000;

    private final Gen<T> gen;
    private final Consumer<? super T> property;
    private final int maxRuns;
    private Trial<T> smallest;
    private int runs;
    private int steps;

    Shrinker(Gen<T> gen, Consumer<? super T> property, int maxRuns) {
        this.gen = gen;
        this.property = property;
        this.maxRuns = maxRuns;
    }

    /** The smallest failing trial found from this failing one. */
    Trial<T> shrink(Trial<T> failing) {
        smallest = failing;
        if (failing.generationFailed()) {
            return failing;
        }
        boolean helped = true;
        while (helped && runs < maxRuns) {
            helped = removeSpans() | removeHalves() | replaceByInnerSpans() | lowerChoices();
        }
        return smallest;
    }

    /** How many smaller failing values shrinking went through. */
    int steps() {
        return steps;
    }

    private boolean removeSpans() {
        boolean helped = false;
        List<Span> spans = longestFirst();
        for (int i = 0; i < spans.size() && runs < maxRuns; i++) {
            if (tryChoices(splice(smallest.choices(), spans.get(i), new long[0]))) {
                helped = true;
                spans = longestFirst();
                i--;
            }
        }
        return helped;
    }

    private boolean removeHalves() {
        for (Span parent : longestFirst()) {
            List<Span> parts = innerSpans(parent);
            if (parts.size() < 2 || runs >= maxRuns) {
                continue;
            }
            int middle = parts.size() / 2;
            Span first = new Span(parts.get(0).start(), parts.get(middle - 1).end(), 0);
            Span second = new Span(
                    parts.get(middle).start(), parts.get(parts.size() - 1).end(), 0);
            if (tryChoices(splice(smallest.choices(), first, new long[0]))
                    || tryChoices(splice(smallest.choices(), second, new long[0]))) {
                return true;
            }
        }
        return false;
    }

    private boolean replaceByInnerSpans() {
        for (Span outer : longestFirst()) {
            for (Span inner : innerSpans(outer)) {
                if (runs >= maxRuns) {
                    return false;
                }
                long[] innerChoices = Arrays.copyOfRange(smallest.choices(), inner.start(), inner.end());
                if (tryChoices(splice(smallest.choices(), outer, innerChoices))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Each choice in turn: 0 if that still fails, else a binary search for the smallest that does. */
    private boolean lowerChoices() {
        boolean helped = false;
        for (int i = 0; i < smallest.choices().length && runs < maxRuns; i++) {
            long failing = smallest.choices()[i];
            if (failing == 0 || tryChoices(withChoice(i, 0))) {
                helped |= failing != 0;
                continue;
            }
            long passing = 0;
            while (failing - passing > 1 && runs < maxRuns && i < smallest.choices().length) {
                long middle = passing + (failing - passing) / 2;
                if (tryChoices(withChoice(i, middle))) {
                    failing = middle;
                    helped = true;
                } else {
                    passing = middle;
                }
            }
        }
        return helped;
    }

    private long[] withChoice(int index, long choice) {
        long[] changed = smallest.choices().clone();
        changed[index] = choice;
        return changed;
    }

    private boolean tryChoices(long[] candidate) {
        if (runs >= maxRuns) {
            return false;
        }
        runs++;
        Trial<T> trial = Trial.run(gen, property, Choices.replay(candidate));
        if (trial.failed()
                && !trial.generationFailed()
                && trial.failure().getClass() == smallest.failure().getClass()
                && isSimpler(trial.choices(), smallest.choices())) {
            smallest = trial;
            steps++;
            return true;
        }
        return false;
    }

    private List<Span> longestFirst() {
        List<Span> spans = new ArrayList<>(smallest.spans());
        spans.sort(Comparator.comparingInt((Span s) -> s.end() - s.start())
                .reversed()
                .thenComparingInt(Span::start));
        return spans;
    }

    /** The spans directly inside this one, in order. */
    private List<Span> innerSpans(Span outer) {
        return smallest.spans().stream()
                .filter(s -> s.depth() == outer.depth() + 1 && outer.contains(s))
                .sorted(Comparator.comparingInt(Span::start))
                .toList();
    }

    private static long[] splice(long[] choices, Span span, long[] replacement) {
        long[] result = new long[choices.length - (span.end() - span.start()) + replacement.length];
        System.arraycopy(choices, 0, result, 0, span.start());
        System.arraycopy(replacement, 0, result, span.start(), replacement.length);
        System.arraycopy(choices, span.end(), result, span.start() + replacement.length, choices.length - span.end());
        return result;
    }

    /** Fewer choices, or as many with the first difference smaller. */
    static boolean isSimpler(long[] candidate, long[] current) {
        if (candidate.length != current.length) {
            return candidate.length < current.length;
        }
        return Arrays.compare(candidate, current) < 0;
    }
}
