package dev.keyspace.propertytest;

import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs a property (a check that throws when it does not hold) on many generated values, in a plain JUnit 5
 * test:
 *
 * <pre>{@code
 * @Test
 * void should_read_back_every_type() {
 *     PropertyCheck.forAll(types()).tries(500).check(type -> assertThat(parse(type.asCql())).isEqualTo(type));
 * }
 * }</pre>
 *
 * <p>Each try draws its value from its own seed; the seeds come from a base seed that is new on every run, so
 * that runs over time cover more values. When a try fails, its value is {@linkplain Shrinker shrunk}, and
 * the test fails with the try's seed, the smallest failing value, the first one and the failure (as cause).
 *
 * <p><b>Re-running a failure.</b> Give the reported seed back, and the property runs that one try alone: the
 * same value, the same shrinking, the same report. Either on the command line, for every property of the run
 * (so name the test):
 *
 * <pre>
 * mvn -pl model-core -am test -Dtest=EditSequencePropertiesTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dproperty.seed=-2817365263372212381
 * </pre>
 *
 * or in the test while debugging, with {@code .seed(-2817365263372212381L)}.
 */
public final class PropertyCheck<T> {

    /** The system property that makes every property run just the try with this seed. */
    public static final String SEED_PROPERTY = "property.seed";

    private final Gen<T> gen;
    private int tries = 100;
    private Long seed;
    private Function<? super T, String> description = String::valueOf;
    private int maxShrinkRuns = Shrinker.DEFAULT_MAX_RUNS;

    private PropertyCheck(Gen<T> gen) {
        this.gen = Objects.requireNonNull(gen, "gen");
    }

    public static <T> PropertyCheck<T> forAll(Gen<T> gen) {
        return new PropertyCheck<>(gen);
    }

    public PropertyCheck<T> tries(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a property needs at least one try: " + count);
        }
        this.tries = count;
        return this;
    }

    /** Runs only the try with this seed, as a failure reported it. */
    public PropertyCheck<T> seed(long trySeed) {
        this.seed = trySeed;
        return this;
    }

    /** How a value is shown in a failure; {@code toString()} unless told. */
    public PropertyCheck<T> describedBy(Function<? super T, String> describe) {
        this.description = Objects.requireNonNull(describe, "describe");
        return this;
    }

    /** At most this many runs of the property while shrinking a failure. */
    public PropertyCheck<T> maxShrinkRuns(int runs) {
        this.maxShrinkRuns = runs;
        return this;
    }

    /**
     * Runs the tries, and throws an {@link AssertionError} naming the seed at the first that fails.
     *
     * @return the number of tries run: 1 when a seed was given, so that checks over all tries (how often
     *     something came up) can tell they saw a single one
     */
    public int check(Consumer<? super T> property) {
        Long fixed = seed != null ? seed : seedFromSystemProperty();
        if (fixed != null) {
            runTry(property, fixed, 1, 1);
            return 1;
        }
        SplittableRandom seeds = new SplittableRandom();
        for (int attempt = 1; attempt <= tries; attempt++) {
            runTry(property, seeds.nextLong(), attempt, tries);
        }
        return tries;
    }

    private void runTry(Consumer<? super T> property, long trySeed, int attempt, int of) {
        Trial<T> trial = Trial.run(gen, property, Choices.random(trySeed));
        if (!trial.failed()) {
            return;
        }
        Shrinker<T> shrinker = new Shrinker<>(gen, property, maxShrinkRuns);
        Trial<T> smallest = shrinker.shrink(trial);
        String report = FailureReport.describe(
                trySeed, attempt, of, trial, smallest, shrinker.steps(), value -> description.apply(value));
        throw new AssertionError(report, smallest.failure());
    }

    private static Long seedFromSystemProperty() {
        String text = System.getProperty(SEED_PROPERTY);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-D" + SEED_PROPERTY + " is not a seed: " + text, e);
        }
    }
}
