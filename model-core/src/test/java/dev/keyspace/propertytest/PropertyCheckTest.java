package dev.keyspace.propertytest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PropertyCheckTest {

    private static final Gen<List<Integer>> LISTS = Gens.integers(0, 1000).list(0, 20);

    private static final Consumer<List<Integer>> NONE_OVER_100 =
            list -> assertThat(list).allMatch(n -> n <= 100);

    @Test
    void should_run_every_try_of_a_property_that_holds() {
        List<List<Integer>> seen = new ArrayList<>();

        int tries = PropertyCheck.forAll(LISTS).tries(300).check(seen::add);

        assertThat(tries).isEqualTo(300);
        assertThat(seen).hasSize(300);
        assertThat(seen).anyMatch(List::isEmpty).anyMatch(list -> list.size() == 20);
    }

    @Test
    void should_report_the_seed_and_the_smallest_and_first_failing_values() {
        List<List<Integer>> seen = new ArrayList<>();

        AssertionError failure = failingRun(seen);

        long seed = seedIn(failure);
        assertThat(failure)
                .hasMessageContaining("-Dproperty.seed=" + seed)
                .hasMessageContaining("Smallest failing value")
                .hasMessageContaining("    [101]\n")
                .hasMessageContaining("First failing value:\n    " + firstFailing(seen))
                .hasCauseInstanceOf(AssertionError.class);
    }

    @Test
    void should_draw_the_same_value_again_from_the_reported_seed() {
        List<List<Integer>> seen = new ArrayList<>();
        AssertionError failure = failingRun(seen);
        List<List<Integer>> again = new ArrayList<>();

        assertThatThrownBy(
                        () -> PropertyCheck.forAll(LISTS).seed(seedIn(failure)).check(record(again)))
                .hasMessageContaining("on try 1 of 1 with seed " + seedIn(failure))
                .hasMessageContaining("    [101]\n");
        assertThat(again.get(0)).isEqualTo(firstFailing(seen));
    }

    @Test
    void should_take_the_seed_from_the_system_property() {
        List<List<Integer>> seen = new ArrayList<>();
        AssertionError failure = failingRun(seen);
        List<List<Integer>> again = new ArrayList<>();

        System.setProperty(PropertyCheck.SEED_PROPERTY, Long.toString(seedIn(failure)));
        try {
            assertThatThrownBy(() -> PropertyCheck.forAll(LISTS).tries(1000).check(record(again)))
                    .hasMessageContaining("on try 1 of 1");
        } finally {
            System.clearProperty(PropertyCheck.SEED_PROPERTY);
        }
        assertThat(again.get(0)).isEqualTo(firstFailing(seen));
    }

    @Test
    void should_report_a_generator_that_gives_up_with_its_seed() {
        Gen<Integer> impossible = Gens.integers(0, 10).filter(n -> n > 10);

        assertThatThrownBy(() -> PropertyCheck.forAll(impossible).tries(5).check(n -> {}))
                .hasMessageContaining("-Dproperty.seed=")
                .hasMessageContaining("the generator gave up")
                .hasCauseInstanceOf(GenerationFailed.class);
    }

    /** Runs the property that fails on a number over 100, recording every value it is given. */
    private static AssertionError failingRun(List<List<Integer>> seen) {
        return catchThrowableOfType(
                () -> PropertyCheck.forAll(LISTS).tries(1000).check(record(seen)), AssertionError.class);
    }

    private static Consumer<List<Integer>> record(List<List<Integer>> seen) {
        return list -> {
            seen.add(list);
            NONE_OVER_100.accept(list);
        };
    }

    /** The value of the try that failed: every try before it passed. */
    private static List<Integer> firstFailing(List<List<Integer>> seen) {
        return seen.stream()
                .filter(list -> list.stream().anyMatch(n -> n > 100))
                .findFirst()
                .orElseThrow();
    }

    private static long seedIn(AssertionError failure) {
        Matcher seed = Pattern.compile("with seed (-?\\d+)").matcher(failure.getMessage());
        assertThat(seed.find()).as(failure.getMessage()).isTrue();
        return Long.parseLong(seed.group(1));
    }
}
