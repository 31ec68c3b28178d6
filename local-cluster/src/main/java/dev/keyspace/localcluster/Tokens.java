package dev.keyspace.localcluster;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Evenly spaced Murmur3 tokens, one per node. Fixed tokens let joiners bootstrap together: with vnode
 * allocation two concurrent joiners compute the same tokens and one dies with a token collision.
 */
final class Tokens {
    private static final BigInteger MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger RANGE = BigInteger.TWO.pow(64);

    private Tokens() {}

    static List<String> evenlySpaced(int nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("a cluster needs at least one node, not " + nodes);
        }
        BigInteger step = RANGE.divide(BigInteger.valueOf(nodes));
        List<String> tokens = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            tokens.add(MIN.add(step.multiply(BigInteger.valueOf(i))).toString());
        }
        return List.copyOf(tokens);
    }
}
