package dev.keyspace.propertytest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class OriginOrderTest {

    @Test
    void should_rank_numbers_outwards_from_zero() {
        OriginOrder order = new OriginOrder(-2, 4);

        assertThat(LongStream.range(0, order.count()).map(order::nth).boxed().toList())
                .containsExactly(0L, 1L, -1L, 2L, -2L, 3L, 4L);
    }

    @Test
    void should_rank_from_the_bound_nearest_zero_when_zero_is_outside() {
        assertThat(new OriginOrder(5, 8).nth(0)).isEqualTo(5);
        assertThat(new OriginOrder(-8, -5).nth(0)).isEqualTo(-5);
        assertThat(new OriginOrder(-8, -5).nth(3)).isEqualTo(-8);
    }

    @Test
    void should_give_back_the_rank_of_every_number_in_any_range() {
        PropertyCheck.forAll(Gens.combine(Gens.integers(), Gens.integers(0, 1000), List::of))
                .tries(300)
                .check(range -> {
                    OriginOrder order = new OriginOrder(range.get(0), (long) range.get(0) + range.get(1));
                    LongStream.range(0, order.count()).forEach(rank -> assertThat(order.rankOf(order.nth(rank)))
                            .isEqualTo(rank));
                });
    }
}
