package dev.keyspace.optimizer;

import java.util.List;

/**
 * A candidate's sizing as the costs use it: rows and bytes a read of one partition finds (for an index, what its
 * query finds), its space on disk across replicas, and the sizing assumptions that were missing (so the figures fell
 * back to one row, no bytes and no space).
 */
public record Figures(double rowsRead, double bytesRead, long spaceBytes, List<String> missing) {

    public Figures {
        missing = List.copyOf(missing);
    }

    public boolean complete() {
        return missing.isEmpty();
    }
}
