package dev.keyspace.cluster.prove;

/** Progress of a proof, for a progress bar: a phase and how far it is, and where to check for cancellation. */
public interface ProveListener {

    /** {@code done} of {@code total} units of {@code phase} ("writing hotel.hotels", "querying Q4"). */
    void progress(String phase, long done, long total);

    ProveListener SILENT = (phase, done, total) -> {};
}
