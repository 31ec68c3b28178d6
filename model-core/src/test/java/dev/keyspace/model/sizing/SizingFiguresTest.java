package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SizingFiguresTest {

    /** Whole and fractional, small and huge, the signs of zero, the edges of the digit groups, and what is no number. */
    private static List<Double> values() {
        List<Double> values = new ArrayList<>(List.of(
                0.0,
                -0.0,
                0.5,
                1.5,
                2.5,
                -2.5,
                0.49999999999999994,
                999.0,
                1000.0,
                999_999.5,
                1e15,
                0x1p53,
                0x1p53 - 1,
                0x1p53 + 2,
                1e19,
                1e300,
                Double.MAX_VALUE,
                Double.MIN_VALUE,
                -1.0,
                -1234567.0,
                Double.NaN,
                Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY));
        Random random = new Random(20261130);
        for (int i = 0; i < 20_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(18));
            values.add(Math.floor(random.nextDouble() * magnitude));
            values.add(random.nextDouble() * magnitude);
            values.add((double) random.nextLong());
        }
        return values;
    }

    @Test
    void a_count_reads_as_the_formatter_writes_it() {
        for (double value : values()) {
            assertThat(SizingFigures.count(value))
                    .as("%s", value)
                    .isEqualTo(String.format(Locale.ROOT, "%,.0f", value));
        }
    }
}
