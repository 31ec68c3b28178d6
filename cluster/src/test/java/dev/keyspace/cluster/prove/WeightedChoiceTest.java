package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Statements are chosen in proportion to their rates: over many draws each one's share converges to its own. */
class WeightedChoiceTest {

    private static final int DRAWS = 200_000;

    @Test
    void should_choose_each_index_in_proportion_to_its_weight() {
        SplittableRandom cases = new SplittableRandom(7);
        for (int c = 0; c < 50; c++) {
            double[] weights = new double[1 + cases.nextInt(20)];
            for (int i = 0; i < weights.length; i++) {
                // some weights 0, the rest spread over four orders of magnitude, as a mix's rates are
                weights[i] = cases.nextInt(5) == 0 ? 0 : Math.pow(10, cases.nextDouble(-1, 3));
            }
            weights[cases.nextInt(weights.length)] = 1 + cases.nextDouble(100);
            double total = 0;
            for (double w : weights) {
                total += w;
            }
            long[] counts = new long[weights.length];
            WeightedChoice choice = new WeightedChoice(weights);
            SplittableRandom random = new SplittableRandom(c);
            for (int d = 0; d < DRAWS; d++) {
                counts[choice.next(random)]++;
            }
            for (int i = 0; i < weights.length; i++) {
                double p = weights[i] / total;
                double expected = DRAWS * p;
                double sigma = Math.sqrt(DRAWS * p * (1 - p));
                assertThat((double) counts[i])
                        .as("case %d, index %d of weight %.3f (share %.5f)", c, i, weights[i], p)
                        .isBetween(expected - 6 * sigma - 1, expected + 6 * sigma + 1);
                if (weights[i] == 0) {
                    assertThat(counts[i])
                            .as("case %d, index %d of weight 0", c, i)
                            .isZero();
                }
            }
        }
    }

    @Test
    void should_refuse_weights_that_choose_nothing() {
        assertThatThrownBy(() -> new WeightedChoice(new double[0])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WeightedChoice(new double[] {0, 0})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WeightedChoice(new double[] {1, -1})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WeightedChoice(new double[] {1, Double.NaN}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void should_never_choose_a_last_index_of_weight_zero_even_for_the_highest_draw() {
        WeightedChoice choice = new WeightedChoice(new double[] {0.1, 0.2, 0});

        assertThat(choice.next(new HighestDraw())).isEqualTo(1);
    }

    /** A generator whose every double is the largest below 1. */
    private static final class HighestDraw implements java.util.random.RandomGenerator {
        @Override
        public long nextLong() {
            return -1L;
        }

        @Override
        public double nextDouble() {
            return Math.nextDown(1.0);
        }
    }
}
