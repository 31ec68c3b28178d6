package dev.keyspace.optimizer.solve;

import java.util.List;
import java.util.Objects;

/**
 * What the solver chose: the kept candidates (ascending), the candidate each query reads (in the problem's query
 * order), the weighted cost per second and the space, and whether the solver proved the cost the least possible.
 */
public record Choice(List<Integer> kept, List<Integer> reads, double cost, long spaceBytes, boolean proven) {

    public Choice {
        kept = List.copyOf(kept);
        reads = List.copyOf(reads);
        Objects.requireNonNull(kept, "kept");
    }
}
