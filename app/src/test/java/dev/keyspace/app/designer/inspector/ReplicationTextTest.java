package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReplicationTextTest {

    @Test
    void should_read_a_whole_factor_around_spaces() throws InvalidText {
        assertThat(ReplicationText.factor(" 3 ", "the factor of dc1")).isEqualTo(3);
        assertThat(ReplicationText.factor("0", "the factor of dc1")).isZero();
    }

    @Test
    void should_refuse_what_cassandra_would_with_a_sentence() {
        assertThatThrownBy(() -> ReplicationText.factor("three", "the replication factor"))
                .hasMessage("the replication factor must be a whole number, not 'three'");
        assertThatThrownBy(() -> ReplicationText.factor("-1", "the factor of dc1"))
                .hasMessage("the factor of dc1 cannot be negative: -1");
        assertThatThrownBy(() -> ReplicationText.factor("", "the factor of dc1"))
                .hasMessage("the factor of dc1 must be a whole number, not ''");
    }
}
