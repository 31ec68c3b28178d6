package dev.keyspace.app.designer.findings;

import static org.assertj.core.api.Assertions.assertThatCode;

import dev.keyspace.samples.HotelSample;
import org.junit.jupiter.api.Test;

class FindingsRunnerTest {

    @Test
    void should_drop_a_check_requested_after_it_was_closed() {
        FindingsRunner runner = new FindingsRunner(checked -> {});
        runner.close();

        assertThatCode(() -> runner.request(1, HotelSample.build()))
                .as("the first check of a window closed before its first frame")
                .doesNotThrowAnyException();
    }
}
