package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A proof over CQL alone ({@link Prover#overCqlOnly}) on a real node: it never reaches for JMX, flushes every table
 * over CQL, and what it measures agrees with the JMX proof of the same sample on the same node: rows per partition
 * and every query's rows, partitions and SSTables read exactly (the same generated data, one SSTable per table
 * either way), the largest partition and the disk space to within the 1 MiB that system_views round up to. The
 * figures only JMX gives are named as left out.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveWithoutJmxTest {

    private static final long MIB = 1024 * 1024;

    private static final ProveOptions ONE_PARTITION = new ProveOptions(OptionalInt.of(1), 3, false, Optional.empty());

    @Test
    void should_measure_over_cql_what_jmx_measures_and_name_what_it_leaves_out(LocalCluster cluster, CqlSession session)
            throws Exception {
        Project hotel = ProjectFiles.load(Path.of("..", "samples", "hotel", "hotel.ksd.json"));
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();
        ProveResult overJmx = new Prover(session, jmx, ONE_PARTITION).prove(hotel, ProveListener.SILENT);
        List<String> phases = new ArrayList<>();

        ProveResult overCql =
                Prover.overCqlOnly(session, ONE_PARTITION).prove(hotel, (phase, done, total) -> phases.add(phase));

        assertThat(phases).noneMatch(p -> p.contains("JMX")).contains("flushing the scratch tables over CQL");
        assertThat(overCql.tables())
                .extracting(TableResult::table)
                .containsExactlyElementsOf(
                        overJmx.tables().stream().map(TableResult::table).toList());
        for (int i = 0; i < overCql.tables().size(); i++) {
            TableResult cql = overCql.tables().get(i);
            TableStorage storage = overJmx.tables().get(i).storage();
            TableViews views = cql.views().orElseThrow();
            String figures = cql.table() + ": " + views + " against JMX's partition max "
                    + storage.partitionBytes().max() + " B, disk " + storage.diskBytes() + " B";
            System.out.println(figures);
            assertThat(cql.jmxStorage()).as(cql.table()).isEmpty();
            assertThat(views.flushed()).as(figures).isTrue();
            assertThat(cql.rowsP50())
                    .as(figures)
                    .isEqualTo(overJmx.tables().get(i).rowsP50());
            assertThat(cql.rowsMax())
                    .as(figures)
                    .isEqualTo(overJmx.tables().get(i).rowsMax());
            assertThat(views.maxPartitionMebibytes())
                    .as(figures)
                    .isPositive()
                    .isBetween(
                            mebibytesUp(storage.partitionBytes().max()) - 1,
                            mebibytesUp(storage.partitionBytes().max()) + 1);
            assertThat(views.diskMebibytes())
                    .as(figures)
                    .isPositive()
                    .isBetween(mebibytesUp(storage.diskBytes()) - 1, mebibytesUp(storage.diskBytes()) + 1);
        }
        assertThat(overCql.queries()).hasSameSizeAs(overJmx.queries());
        for (int i = 0; i < overCql.queries().size(); i++) {
            QueryResult cql = overCql.queries().get(i);
            QueryResult jmxRun = overJmx.queries().get(i);
            assertThat(cql.problem()).as(cql.query()).isEmpty();
            assertThat(List.of(cql.rowsP50(), (long) cql.partitionsRead(), (long) cql.sstablesRead(), cql.tombstones()))
                    .as(cql.query() + " " + cql.cql())
                    .isEqualTo(List.of(
                            jmxRun.rowsP50(),
                            (long) jmxRun.partitionsRead(),
                            (long) jmxRun.sstablesRead(),
                            jmxRun.tombstones()));
        }
        assertThat(overJmx.leftOut()).isEmpty();
        assertThat(overCql.leftOut())
                .extracting(LeftOut::figure)
                .containsExactly(
                        "partition-size histogram (bytes p50, p95)",
                        "cells per partition",
                        "compression ratio",
                        "major compaction",
                        "mean partition size (system.size_estimates)");
        assertThat(overCql.measuredStorage()).isFalse();
        assertThat(overJmx.measuredStorage()).isTrue();
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
    }

    @Test
    void should_flush_over_cql_tables_with_odd_names_and_set_their_flush_period_back(CqlSession session)
            throws Exception {
        CqlImport imported = new CqlReader()
                .read(
                        "odd.cql",
                        """
                        CREATE KEYSPACE "FlushMe" WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                        CREATE TABLE "FlushMe"."Order" ("Key" int, "from" int, "two words" text, PRIMARY KEY ("Key", "from"));
                        CREATE TABLE "FlushMe"."hourly" (k int PRIMARY KEY, v text) WITH memtable_flush_period_in_ms = 3600000;
                        """);
        assertThat(imported.diagnostics()).isEmpty();
        Prover prover = Prover.overCqlOnly(session, new ProveOptions(OptionalInt.of(1), 1, true, Optional.empty()));
        try {
            ProveResult result = prover.prove(imported.project(), ProveListener.SILENT);

            assertThat(result.tables()).hasSize(2).allSatisfy(t -> assertThat(
                            t.views().orElseThrow().flushed())
                    .as(t.table())
                    .isTrue());
            session.refreshSchema();
            assertThat(flushPeriod(session, "Order")).isEqualTo(0);
            assertThat(flushPeriod(session, "hourly")).isEqualTo(3_600_000);
        } finally {
            prover.dropScratchKeyspaces();
        }
    }

    private static Object flushPeriod(CqlSession session, String table) {
        TableMetadata metadata = session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal("FlushMe_prove"))
                .flatMap(k -> k.getTable(CqlIdentifier.fromInternal(table)))
                .orElseThrow();
        return metadata.getOptions().get(CqlIdentifier.fromCql("memtable_flush_period_in_ms"));
    }

    private static long mebibytesUp(long bytes) {
        return (bytes + MIB - 1) / MIB;
    }
}
