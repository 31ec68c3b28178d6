package dev.keyspace.cluster.prove;

import java.util.random.RandomGenerator;

/** Picks an index with probability proportional to its weight (a statement by its rate in a mix). */
final class WeightedChoice {

    private final double[] cumulative;
    private final int lastWeighted;

    WeightedChoice(double[] weights) {
        if (weights.length == 0) {
            throw new IllegalArgumentException("a choice needs at least one weight");
        }
        cumulative = new double[weights.length];
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            if (!Double.isFinite(weights[i]) || weights[i] < 0) {
                throw new IllegalArgumentException("a weight is a finite number, 0 or more, not " + weights[i]);
            }
            total += weights[i];
            cumulative[i] = total;
        }
        int last = weights.length - 1;
        while (last > 0 && weights[last] == 0) {
            last--;
        }
        lastWeighted = last;
        if (total <= 0) {
            throw new IllegalArgumentException("at least one weight must be above 0");
        }
    }

    /** The first index whose cumulative weight exceeds a uniform draw of the total: never one of weight 0. */
    int next(RandomGenerator random) {
        double draw = random.nextDouble() * cumulative[cumulative.length - 1];
        int low = 0;
        int high = cumulative.length - 1;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (cumulative[middle] > draw) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        // a draw rounded up to the total finds no entry above it: the last weighted one takes it
        return Math.min(low, lastWeighted);
    }
}
