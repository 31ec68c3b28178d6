package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The forms below are what Cassandra 5.0.9's SpeculativeRetryPolicy classes print for each input. */
class SpeculativeRetryTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "95percentile|95p",
                "99PERCENTILE|99p",
                "99p|99p",
                "99.90p|99.9p",
                "12.345678percentile|12.3457p",
                "none|NEVER",
                "NEVER|NEVER",
                "always|ALWAYS",
                "10ms|10ms",
                "10.7MS|10ms",
                "max(10ms, 99PERCENTILE)|MAX(99p,10ms)",
                "min(95p,25ms)|MIN(95p,25ms)",
            })
    void should_print_a_policy_as_cassandra_stores_it(String written, String stored) {
        assertThat(SpeculativeRetry.canonical(written)).isEqualTo(stored);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"100p", "0percentile", "sometimes", "max(10ms,20ms)", "1..2p", "''"})
    void should_keep_a_value_cassandra_refuses_as_written(String refused) {
        assertThat(SpeculativeRetry.canonical(refused)).isEqualTo(refused);
    }
}
