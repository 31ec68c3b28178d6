package dev.keyspace.propertytest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class ShrinkerTest {

    /** A nested value: a leaf holds a number, a node holds one to three trees. */
    private sealed interface Tree {
        int depth();

        boolean hasLeafOver(int limit);
    }

    private record Leaf(int value) implements Tree {
        @Override
        public int depth() {
            return 0;
        }

        @Override
        public boolean hasLeafOver(int limit) {
            return value > limit;
        }
    }

    private record Node(List<Tree> children) implements Tree {
        @Override
        public int depth() {
            return 1 + children.stream().mapToInt(Tree::depth).max().orElse(0);
        }

        @Override
        public boolean hasLeafOver(int limit) {
            return children.stream().anyMatch(child -> child.hasLeafOver(limit));
        }
    }

    @Test
    void should_shrink_a_failing_list_to_its_one_offending_element_at_the_smallest_failing_value() {
        Gen<List<Integer>> lists = Gens.integers(0, 1000).list(0, 20);
        Consumer<List<Integer>> noneOver100 = list -> assertThat(list).allMatch(n -> n <= 100);

        Trial<List<Integer>> smallest = shrink(lists, noneOver100, value -> value.size() > 5);

        assertThat(smallest.value()).containsExactly(101);
    }

    @Test
    void should_shrink_a_list_too_long_to_the_shortest_one_of_zeros() {
        Gen<List<Integer>> lists = Gens.integers(-1000, 1000).list(0, 20);
        Consumer<List<Integer>> shorterThanFive = list -> assertThat(list).hasSizeLessThan(5);

        Trial<List<Integer>> smallest = shrink(lists, shorterThanFive, value -> value.size() > 10);

        assertThat(smallest.value()).containsExactly(0, 0, 0, 0, 0);
    }

    @Test
    void should_shrink_a_number_towards_zero_from_either_side() {
        Consumer<Integer> aboveMinus500 = n -> assertThat(n).isGreaterThan(-500);

        Trial<Integer> smallest = shrink(Gens.integers(-1000, 1000), aboveMinus500, n -> n < -900);

        assertThat(smallest.value()).isEqualTo(-500);
    }

    @Test
    void should_shrink_a_nested_value_to_the_child_that_fails() {
        Consumer<Tree> noLeafOver100 = tree -> assertThat(tree.hasLeafOver(100)).isFalse();

        Trial<Tree> smallest = shrink(trees(4), noLeafOver100, tree -> tree.depth() >= 2);

        assertThat(smallest.value()).isEqualTo(new Leaf(101));
    }

    @Test
    void should_shrink_a_chain_to_the_fewest_steps_that_still_fail_and_keep_every_step_valid() {
        // The state is a count; a step adds one, or takes one away when there is one to take.
        Gen<List<Integer>> chains = Sequences.chain(
                () -> 0, count -> count == 0 ? Gen.constant(1) : Gens.of(-1, 1), (count, step) -> count + step, 40);
        Consumer<List<Integer>> neverThree = steps -> {
            int count = 0;
            for (int step : steps) {
                count += step;
                assertThat(count).as("never below zero").isNotNegative().isLessThan(3);
            }
        };

        Trial<List<Integer>> smallest = shrink(chains, neverThree, steps -> steps.size() > 10);

        assertThat(smallest.value()).containsExactly(1, 1, 1);
    }

    @Test
    void should_give_the_same_value_for_the_same_seed_and_for_its_recorded_choices() {
        Gen<Tree> trees = trees(4);
        Choices first = Choices.random(42);
        Tree value = trees.next(first);

        assertThat(trees.next(Choices.random(42))).isEqualTo(value);
        assertThat(trees.next(Choices.replay(first.drawn()))).isEqualTo(value);
    }

    /** Shrinks the first failing value from seeds 0, 1, 2, ... that is also big enough to show shrinking. */
    private static <T> Trial<T> shrink(Gen<T> gen, Consumer<? super T> property, java.util.function.Predicate<T> big) {
        Trial<T> failing = LongStream.range(0, 10_000)
                .mapToObj(seed -> Trial.run(gen, property, Choices.random(seed)))
                .filter(trial -> trial.failed() && big.test(trial.value()))
                .findFirst()
                .orElseThrow();
        Trial<T> smallest = new Shrinker<>(gen, property, Shrinker.DEFAULT_MAX_RUNS).shrink(failing);
        assertThat(smallest.failed()).isTrue();
        return smallest;
    }

    private static Gen<Tree> trees(int depth) {
        Gen<Tree> leaves = Gens.integers(0, 1000).map(Leaf::new);
        if (depth == 0) {
            return leaves;
        }
        Gen<Tree> nodes = trees(depth - 1).list(1, 3).map(Node::new);
        return Gens.frequency(Gens.weighted(2, leaves), Gens.weighted(1, nodes));
    }
}
