package dev.keyspace.propertytest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToLongFunction;

/**
 * The source every {@link Gen} draws from: a sequence of small numbers, each one a choice. A random run draws
 * them from a seeded {@link SplittableRandom} and records them; a replay reads a recorded (or shrunk) sequence
 * back, so the same choices give the same value. Shrinking works on this sequence, not on the values: a
 * shorter sequence, or one with smaller numbers, gives a simpler value for any generator, dependent ones
 * included.
 *
 * <p>Generators mark the choices of one part of a value (a list element, a chosen alternative) as a
 * {@link Span}, so that the shrinker can remove that part or put one of its inner parts in its place.
 */
public final class Choices {

    /** The choices of one part of a value: {@code [start, end)}, {@code depth} spans deep. */
    public record Span(int start, int end, int depth) {
        boolean contains(Span other) {
            return start <= other.start && other.end <= end && !equals(other);
        }
    }

    /** A run that draws more than this is refused: a generator that never ends would hang the build. */
    static final int MAX_CHOICES = 1_000_000;

    private final SplittableRandom random;
    private final long[] replayed;
    private long[] drawn = new long[64];
    private int size;
    private final List<Span> spans = new ArrayList<>();
    private int depth;

    private Choices(SplittableRandom random, long[] replayed) {
        this.random = random;
        this.replayed = replayed;
    }

    /** Choices drawn at random from this seed. */
    public static Choices random(long seed) {
        return new Choices(new SplittableRandom(seed), null);
    }

    /** These choices read back; past their end every choice is 0, the simplest. */
    public static Choices replay(long[] choices) {
        return new Choices(null, choices.clone());
    }

    /**
     * A choice in {@code [0, bound)}. A replayed choice too large for this bound (the shrinker changed what
     * came before it) is reduced modulo the bound, so that it still gives a valid value.
     */
    public long below(long bound) {
        return below(bound, random -> random.nextLong(bound));
    }

    /**
     * A choice in {@code [0, bound)} that a random run makes with {@code pick} (to favour some choices); a
     * replay reads it back as {@link #below(long)} does.
     */
    public long below(long bound, ToLongFunction<SplittableRandom> pick) {
        if (bound <= 0) {
            throw new IllegalArgumentException("a choice needs at least one option: " + bound);
        }
        return record(random != null ? pick.applyAsLong(random) : replayedOrZero() % bound);
    }

    /**
     * Whether a sequence goes on with one more element. A random run answers as planned by the generator (so
     * that it controls the length); a replay answers as recorded, and no past the end.
     */
    public boolean more(boolean planned) {
        return record(random != null ? (planned ? 1 : 0) : Math.min(replayedOrZero(), 1)) == 1;
    }

    /**
     * The length a sequence generator plans for, uniformly in {@code [min, max]}; not a choice itself, since a
     * replay follows the recorded {@link #more} answers instead.
     */
    public int plannedSize(int min, int max) {
        return random != null ? random.nextInt(min, max + 1) : max;
    }

    /** Draws a value from the generator and marks its choices as one span. */
    public <T> T inSpan(Gen<T> gen) {
        int start = size;
        depth++;
        try {
            return gen.next(this);
        } finally {
            depth--;
            if (size > start) {
                spans.add(new Span(start, size, depth));
            }
        }
    }

    /** The choices drawn so far. */
    public long[] drawn() {
        return Arrays.copyOf(drawn, size);
    }

    /** The spans closed so far, inner ones before the spans holding them. */
    public List<Span> spans() {
        return List.copyOf(spans);
    }

    private long replayedOrZero() {
        return size < replayed.length ? replayed[size] : 0;
    }

    private long record(long choice) {
        if (size == MAX_CHOICES) {
            throw new GenerationFailed("a value took more than " + MAX_CHOICES + " choices");
        }
        if (size == drawn.length) {
            drawn = Arrays.copyOf(drawn, size * 2);
        }
        drawn[size++] = choice;
        return choice;
    }
}
