package dev.keyspace.cluster.migrate.apply;

/**
 * A finished copy: the rows read from the source, the rows the target holds after it (at least as many, or the
 * count check fails), and how many token ranges an earlier, interrupted run had already copied.
 */
public record CopyResult(long rowsRead, long rowsInTarget, int ranges, int rangesResumed) {}
