package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.DriverSessions;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.LocalNode;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.schema.Keyspace;
import java.lang.ref.Reference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A node that stops answering while the proof writes its rows (here: paused, so every write in flight times out at
 * the client) does not end the load: the writes are sent again once it answers, and every row is there. Before, the
 * first timeout ended the whole proof ("Cassandra timeout during SIMPLE write query"), as a busy node did to
 * KillrVideo's vector-indexed table.
 */
@LocalCassandra
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class DataLoaderRetryTest {

    private static final String SCHEMA =
            """
            CREATE KEYSPACE retried WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE retried.notes (author int, written int, body text, PRIMARY KEY (author, written));
            """;

    @Test
    void should_send_again_the_writes_a_paused_node_did_not_take_and_write_every_row(LocalCluster cluster)
            throws Exception {
        CqlImport imported = new CqlReader().read("retried.cql", SCHEMA);
        assertThat(imported.diagnostics()).isEmpty();
        ProveOptions options = new ProveOptions(OptionalInt.of(200), 1, false, Optional.empty());
        TablePlan plan = TablePlans.of(imported.project(), options, new ArrayList<>())
                .values()
                .iterator()
                .next();
        Keyspace scratch = ScratchSchema.scratch(imported.project().keyspaces().get(0), Optional.empty(), 1);
        LocalNode node = cluster.nodes().get(0);
        try (CqlSession session = shortTimeoutSession(cluster)) {
            ScratchSchema.create(session, scratch);
            DataLoader loader = new DataLoader(session, new ValueGenerator(2, 16), 16);
            // prepared while the node answers: the session keeps it while it is referenced (to the fence below), so
            // the load's own prepare does not wait
            var prepared = session.prepare(WriteStatement.of(plan).cql());
            node.pause();
            CompletableFuture<Boolean> load;
            try {
                load = CompletableFuture.supplyAsync(() -> {
                    try {
                        return loader.load(plan, ProveListener.SILENT, () -> false);
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                });
                long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
                while (loader.retriedWrites() == 0 && !load.isDone() && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
            } finally {
                node.resume();
                Reference.reachabilityFence(prepared);
            }
            assertThat(load.get(120, TimeUnit.SECONDS)).isTrue();
            assertThat(loader.retriedWrites()).as("writes sent again").isPositive();
            long rows = session.execute("SELECT count(*) FROM retried_prove.notes")
                    .one()
                    .getLong(0);
            assertThat(rows).isEqualTo(plan.totalRows());
            ScratchSchema.drop(session, scratch.name());
        }
    }

    /** Writes time out after a second at the client, so a paused node is noticed at once. */
    private static CqlSession shortTimeoutSession(LocalCluster cluster) {
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(1))
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(30))
                .build();
        return CqlSession.builder()
                .addContactPoints(List.of(cluster.nodes().get(0).cqlAddress()))
                .withLocalDatacenter(DriverSessions.LOCAL_DATACENTER)
                .withConfigLoader(config)
                .build();
    }
}
