package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.metadata.TokenMap;
import com.datastax.oss.driver.api.core.metadata.token.Token;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ring cut into pieces a copy reads one by one: each node's ranges split evenly, and the range that wraps around
 * the ring cut at its end. Each piece has a stable id (its bounds as the partitioner writes tokens), which is what a
 * copy records as done; a ring that changes between two runs gives other ids, and the rows are copied again (a copy
 * writes each cell with its own write time, so copying twice changes nothing).
 */
final class TokenPieces {

    /** Tokens in {@code (start, end]}; no end means to the end of the ring. */
    record Piece(String id, Token start, Optional<Token> end) {}

    private TokenPieces() {}

    static List<Piece> of(TokenMap tokens, int atLeast) {
        List<TokenRange> ranges = new ArrayList<>(tokens.getTokenRanges());
        int each = Math.max(1, (atLeast + ranges.size() - 1) / ranges.size());
        List<TokenRange> split = new ArrayList<>();
        for (TokenRange range : ranges) {
            // a range from a token to itself is the whole ring (one node, one token): cut it so none wraps whole
            boolean wholeRing = range.getStart().equals(range.getEnd());
            split.addAll(range.splitEvenly(wholeRing ? Math.max(2, each) : each));
        }
        Token ringEnd = minimum(tokens);
        List<Piece> pieces = new ArrayList<>();
        for (TokenRange part : split) {
            for (TokenRange piece : part.unwrap()) {
                boolean toRingEnd = piece.getEnd().equals(ringEnd);
                pieces.add(new Piece(
                        tokens.format(piece.getStart()) + "," + tokens.format(piece.getEnd()),
                        piece.getStart(),
                        toRingEnd ? Optional.empty() : Optional.of(piece.getEnd())));
            }
        }
        return pieces;
    }

    /**
     * The partitioner's minimum token, which no key has: a range ending there runs to the end of the ring (the
     * driver's convention). Only the partitioners the driver splits are known.
     */
    static Token minimum(TokenMap tokens) {
        String partitioner = tokens.getPartitionerName();
        String minimum = MINIMUMS.get(partitioner.substring(partitioner.lastIndexOf('.') + 1));
        if (minimum == null) {
            throw new IllegalStateException("the cluster's partitioner " + partitioner + " is not one ksd can copy"
                    + " by token ranges (Murmur3Partitioner, RandomPartitioner, ByteOrderedPartitioner)");
        }
        return tokens.parse(minimum);
    }

    private static final java.util.Map<String, String> MINIMUMS = java.util.Map.of(
            "Murmur3Partitioner", Long.toString(Long.MIN_VALUE),
            "RandomPartitioner", "-1",
            "ByteOrderedPartitioner", "0x");
}
