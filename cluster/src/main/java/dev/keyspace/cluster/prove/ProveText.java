package dev.keyspace.cluster.prove;

import dev.keyspace.model.sizing.SizingFigures;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * {@code ksd prove} as text: per table estimated against measured, per query latency and partitions read, per
 * statement of a workload run its rate and latency, and the figures left out (a proof over CQL alone).
 */
public final class ProveText {

    private static final String TABLE_ROW = "  %-42s %10s %10s %12s %12s %7s %s%n";
    private static final String CQL_TABLE_ROW = "  %-42s %9s %9s %9s %11s %14s %9s %s%n";
    private static final String WORKLOAD_ROW = "  %-28s %9s %9s %9s %9s %9s %7s %s%n";
    private static final String QUERY_ROW = "  %-4s %-42s %9s %9s %7s %11s %s%n";

    private ProveText() {}

    public static void print(ProveResult result, PrintWriter out) {
        out.println(taken(result.replication()));
        out.println();
        if (result.tables().stream().allMatch(t -> t.jmxStorage().isPresent())) {
            jmxTables(result, out);
        } else {
            cqlTables(result, out);
        }
        queries(result, out);
        result.workload().ifPresent(w -> workload(w, result.replication(), out));
        result.notes().forEach(n -> out.println("  note: " + n));
        if (!result.leftOut().isEmpty()) {
            out.println();
            out.println("Left out (not measured)");
            result.leftOut().forEach(l -> out.println("  " + l.figure() + ": " + l.reason()));
        }
        out.flush();
    }

    private static void jmxTables(ProveResult result, PrintWriter out) {
        out.println("Tables (estimated against measured per partition; Cassandra's histograms are exact to a bucket,"
                + " about 20%)");
        out.printf(Locale.ROOT, TABLE_ROW, "table", "est. cells", "cells p50", "est. bytes", "bytes p50", "ratio", "");
        for (TableResult t : result.tables()) {
            out.printf(
                    Locale.ROOT,
                    TABLE_ROW,
                    t.table(),
                    SizingFigures.count(OptionalDouble.of(t.estimatedCells())),
                    SizingFigures.count(OptionalDouble.of(t.storage().cells().percentile(0.5))),
                    SizingFigures.bytes(t.estimate().partitionBytes()),
                    SizingFigures.bytes(
                            OptionalDouble.of(t.storage().partitionBytes().percentile(0.5))),
                    String.format(Locale.ROOT, "%.2f", t.byteRatio()),
                    t.cellsAgree() ? "" : "cells disagree");
        }
    }

    /** A proof over CQL alone: rows counted back, and the largest partition and disk space as system_views show. */
    private static void cqlTables(ProveResult result, PrintWriter out) {
        out.println("Tables, over CQL alone (rows counted back; the largest partition and the disk space of all"
                + " copies as system_views show them, in whole MiB rounded up)");
        out.printf(
                Locale.ROOT,
                CQL_TABLE_ROW,
                "table",
                "est. rows",
                "rows p50",
                "rows max",
                "est. bytes",
                "max part. MiB",
                "disk MiB",
                "");
        for (TableResult t : result.tables()) {
            boolean flushed = t.views().map(TableViews::flushed).orElse(false);
            out.printf(
                    Locale.ROOT,
                    CQL_TABLE_ROW,
                    t.table(),
                    SizingFigures.count(t.estimate().rowsPerPartition()),
                    SizingFigures.count(t.rowsP50()),
                    SizingFigures.count(t.rowsMax()),
                    SizingFigures.bytes(t.estimate().partitionBytes()),
                    flushed ? "<= " + t.views().get().maxPartitionMebibytes() : "-",
                    flushed ? String.valueOf(t.views().get().diskMebibytes()) : "-",
                    flushed ? "" : "not flushed: in memtables only");
        }
    }

    private static void queries(ProveResult result, PrintWriter out) {
        out.println();
        out.println("Queries");
        out.printf(Locale.ROOT, QUERY_ROW, "", "table", "p50 ms", "p99 ms", "rows", "partitions", "");
        for (QueryResult q : result.queries()) {
            out.printf(
                    Locale.ROOT,
                    QUERY_ROW,
                    q.query(),
                    q.table(),
                    String.format(Locale.ROOT, "%.2f", q.latencyP50Millis()),
                    String.format(Locale.ROOT, "%.2f", q.latencyP99Millis()),
                    q.rowsP50(),
                    q.partitionsRead() < 0 ? "many" : String.valueOf(q.partitionsRead()),
                    q.problem()
                            .map(p -> "not run: " + p)
                            .orElse(
                                    q.planned()
                                            ? q.statements() + " reads, as its plan joins"
                                            : q.singlePartition()
                                                    ? "single partition, as designed"
                                                    : "reads more than one" + " partition"));
        }
    }

    /** What the figures were taken with, first, so that no one reads them as of another replication. */
    static String taken(ProveReplication replication) {
        if (replication.factor() == 1) {
            return "Taken with replication 1 (one copy of each partition), every statement at "
                    + replication.consistency().name() + ".";
        }
        return "Taken with replication " + replication.factor() + " (" + replication.factor() + " copies of each"
                + " partition), every statement at " + replication.consistency().name() + "; sizes are of one"
                + " replica's partition.";
    }

    private static void workload(WorkloadResult workload, ProveReplication replication, PrintWriter out) {
        out.println();
        out.printf(
                Locale.ROOT,
                "Workload: mix %s at %s (replication %d), %d s after %d s of warm-up, %d in flight: %.1f ops/s%s%n",
                workload.mix(),
                replication.consistency().name(),
                replication.factor(),
                workload.seconds(),
                workload.warmupSeconds(),
                workload.concurrency(),
                workload.opsPerSecond(),
                workload.errors() == 0 ? "" : ", " + workload.errors() + " errors");
        out.printf(Locale.ROOT, WORKLOAD_ROW, "statement", "rate/s", "ops", "ops/s", "p50 ms", "p99 ms", "errors", "");
        for (WorkloadResult.StatementResult s : workload.statements()) {
            out.printf(
                    Locale.ROOT,
                    WORKLOAD_ROW,
                    s.statement(),
                    String.format(Locale.ROOT, "%.2f", s.rate()),
                    s.operations(),
                    String.format(Locale.ROOT, "%.1f", s.opsPerSecond()),
                    String.format(Locale.ROOT, "%.2f", s.latencyP50Millis()),
                    String.format(Locale.ROOT, "%.2f", s.latencyP99Millis()),
                    s.errors(),
                    s.firstError().orElse(""));
        }
        workload.skipped().forEach(s -> out.println("  skipped: " + s));
    }
}
