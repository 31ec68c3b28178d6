package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokensTest {
    @Test
    void should_give_a_single_node_the_lowest_murmur3_token() {
        assertThat(Tokens.evenlySpaced(1)).containsExactly(Long.toString(Long.MIN_VALUE));
    }

    @Test
    void should_space_three_tokens_evenly_over_the_whole_ring() {
        List<BigInteger> tokens =
                Tokens.evenlySpaced(3).stream().map(BigInteger::new).toList();
        BigInteger step = BigInteger.TWO.pow(64).divide(BigInteger.valueOf(3));
        assertThat(tokens.get(1).subtract(tokens.get(0))).isEqualTo(step);
        assertThat(tokens.get(2).subtract(tokens.get(1))).isEqualTo(step);
        assertThat(tokens).allSatisfy(token -> assertThat(token.bitLength()).isLessThanOrEqualTo(63));
    }

    @Test
    void should_reject_an_empty_cluster() {
        assertThatThrownBy(() -> Tokens.evenlySpaced(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
