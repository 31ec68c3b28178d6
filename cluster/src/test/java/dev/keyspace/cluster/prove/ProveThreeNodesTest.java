package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Proves the hotel sample on the 3-node ring with the replication and consistency left to the cluster: three copies
 * of each partition, every statement at LOCAL_QUORUM. The scratch keyspaces had three copies, the queries ran at
 * LOCAL_QUORUM (their traces say so), the nodes hold three copies of each partition and one replica's partition
 * agrees with the estimate as on one node, the report states what the figures were taken with, a workload runs
 * without an error, and the scratch keyspaces are gone afterwards. It runs in the 3-node suite, on the ring
 * {@code ThreeNodeRingTest} checks (see ADR 0004).
 */
@Tag("cluster3")
@LocalCassandra(nodes = 3)
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveThreeNodesTest {

    private static final ElementId ROOMS = new ElementId("table:hotel.available_rooms_by_hotel_date");

    @Test
    void should_prove_with_three_copies_at_local_quorum_and_say_so(LocalCluster cluster, CqlSession session)
            throws Exception {
        Project sample = ProjectFiles.load(Path.of("..", "samples", "hotel", "hotel.ksd.json"));
        // a tenth of the sample's 73,000 rooms a partition: writing three copies of them all took a minute
        Project hotel = new SizingEdit.SetAssumptions(
                        ROOMS,
                        sample.sizing().get(ROOMS).withRowsPerPartition(Optional.of(7_300.0), Optional.of(14_600.0)))
                .apply(sample);
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();
        Mix booking = Mix.empty("booking")
                .withQuery(new ElementId("query:q1"), Demand.perSecond(40))
                .withWrite(WriteKey.insert(new ElementId("entity:reservation")), Demand.perSecond(10));
        ProveOptions options = new ProveOptions(OptionalInt.of(1), 3, false, Optional.empty())
                .withWorkload(new WorkloadOptions(booking, 2, 4, 0));
        AtomicReference<Map<String, String>> scratchReplication = new AtomicReference<>();

        ProveResult result = new Prover(session, jmx, options).prove(hotel, (phase, done, total) -> {
            if (phase.equals("flushing hotel_prove")) {
                scratchReplication.set(session.getMetadata()
                        .getKeyspace("hotel_prove")
                        .map(KeyspaceMetadata::getReplication)
                        .orElseThrow());
            }
        });

        StringWriter text = new StringWriter();
        ProveText.print(result, new PrintWriter(text));
        String report = text.toString();
        System.out.println(report);
        assertThat(result.replication()).isEqualTo(new ProveReplication(3, DefaultConsistencyLevel.LOCAL_QUORUM));
        assertThat(scratchReplication.get()).containsEntry("replication_factor", "3");
        assertThat(report)
                .as(report)
                .startsWith("Taken with replication 3 (3 copies of each partition), every statement at LOCAL_QUORUM;"
                        + " sizes are of one replica's partition.")
                .contains("Workload: mix booking at LOCAL_QUORUM (replication 3)");
        assertThat(result.tables()).as(report).hasSize(8);
        for (TableResult table : result.tables()) {
            assertThat(table.copies()).as("%s\n%s", table.table(), report).isEqualTo(3);
            assertThat(table.missingCopies(3)).as(table.table()).isEmpty();
            assertThat(table.cellsAgree())
                    .as(
                            "%s: estimated %d cells, measured median %d per replica",
                            table.table(),
                            table.estimatedCells(),
                            table.storage().cells().percentile(0.5))
                    .isTrue();
            assertThat(table.rowsMax())
                    .as(table.table())
                    .isEqualTo(Math.round(table.estimate().rowsPerPartition().getAsDouble()));
            assertThat(table.diskBytesPerReplica(3)).as(table.table()).isPositive();
        }
        assertThat(result.tables().get(3).estimatedCells()).isEqualTo(7_300);
        assertThat(result.queries()).hasSize(9).allSatisfy(q -> {
            assertThat(q.problem()).as(q.query()).isEmpty();
            assertThat(q.partitionsRead()).as(q.query()).isEqualTo(1);
        });
        assertThat(tracedConsistencies(session)).as(report).hasSize(9).containsOnly("LOCAL_QUORUM");
        WorkloadResult workload = result.workload().orElseThrow();
        assertThat(workload.errors()).as(report).isZero();
        assertThat(workload.statements())
                .allSatisfy(s -> assertThat(s.operations()).as(s.statement()).isPositive());
        assertThat(result.notes()).as(report).noneMatch(n -> n.contains("partition copies"));
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
        assertThat(session.getMetadata().getKeyspace("reservation_prove")).isEmpty();
    }

    /** The consistency level of each traced run of a query on the scratch keyspaces, as Cassandra recorded it. */
    private static List<String> tracedConsistencies(CqlSession session) {
        return session
                .execute(SimpleStatement.newInstance("SELECT parameters FROM system_traces.sessions")
                        .setConsistencyLevel(DefaultConsistencyLevel.ALL))
                .all()
                .stream()
                .map(row -> row.getMap("parameters", String.class, String.class))
                .filter(p -> p.getOrDefault("query", "").contains("_prove."))
                .map(p -> p.get("consistency_level"))
                .toList();
    }
}
