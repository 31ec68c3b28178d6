package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StorageCosts;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd prove --no-jmx} on a node the test starts: exit 0 for the hotel sample, every table measured over CQL
 * (flushed, its largest partition and disk space in MiB) and no JMX figure pretended, the left-out figures named in
 * JSON and in text; the scratch keyspaces are dropped; exit 1 when a query is not served by one partition.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveNoJmxTest {

    private final KsdRun ksd = new KsdRun();

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    @Test
    void should_prove_over_cql_alone_and_name_what_it_leaves_out(LocalCluster cluster, CqlSession session)
            throws Exception {
        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--no-jmx",
                "--partitions",
                "1",
                "--runs",
                "1",
                "--format",
                "json",
                ProveCommandTest.HOTEL);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        assertThat(ksd.stderr()).doesNotContain("JMX");
        JsonNode result = new ObjectMapper().readTree(ksd.stdout());
        assertThat(result.get("tables")).hasSize(8);
        for (JsonNode table : result.get("tables")) {
            JsonNode measured = table.get("measured");
            assertThat(measured.get("flushed").asBoolean()).as(table.toString()).isTrue();
            assertThat(measured.get("maxPartitionMebibytes").asLong())
                    .as(table.toString())
                    .isPositive();
            assertThat(measured.get("diskMebibytes").asLong())
                    .as(table.toString())
                    .isPositive();
            assertThat(measured.get("rowsPerPartition").get("max").asLong())
                    .as(table.toString())
                    .isPositive();
            assertThat(measured.has("partitionBytes") || measured.has("cells") || table.has("cellsAgree"))
                    .as(table.toString())
                    .isFalse();
        }
        assertThat(result.get("queries")).hasSize(9);
        List<String> leftOut = new ArrayList<>();
        result.get("leftOut")
                .forEach(l -> leftOut.add(
                        l.get("figure").asText() + ": " + l.get("reason").asText()));
        assertThat(leftOut)
                .anyMatch(l -> l.startsWith("partition-size histogram") && l.contains("needs JMX"))
                .anyMatch(l -> l.startsWith("cells per partition") && l.contains("needs JMX"))
                .anyMatch(l -> l.startsWith("compression ratio"));
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
    }

    /**
     * {@code --no-jmx --calibrate} stores the statement costs the queries' runs give, and keeps the storage costs a
     * proof with JMX stored from the same cluster (no histograms to replace them with).
     */
    @Test
    void should_calibrate_statement_costs_over_cql_and_keep_the_storage_costs_of_the_same_cluster(
            LocalCluster cluster, @TempDir Path folder) throws Exception {
        Project hotel = ProjectFiles.load(Path.of(ProveCommandTest.HOTEL));
        Calibration stored = new Calibration(
                contactPoint(cluster),
                "2026-11-01T00:00Z",
                java.util.Map.of(),
                Optional.of(new StorageCosts(4.5, 7.25, java.util.Map.of("text", 2.0))),
                Optional.empty());
        Path file = folder.resolve("hotel.ksd.json");
        ProjectFiles.save(new SizingEdit.SetCalibration(Optional.of(stored)).apply(hotel), file);

        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--no-jmx",
                "--calibrate",
                "--partitions",
                "1",
                "--runs",
                "3",
                file.toString());

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        Calibration calibrated =
                ProjectFiles.load(file).analysis().calibration().orElseThrow();
        assertThat(calibrated.statements()).as(ksd.stderr()).isPresent();
        assertThat(calibrated.statements().get().reads()).isEqualTo(9);
        assertThat(calibrated.storage()).isEqualTo(stored.storage());
        assertThat(calibrated.date()).isNotEqualTo(stored.date());
        assertThat(ksd.stderr()).contains("stored the calibration of").contains("statement costs from 9 reads");
    }

    /**
     * The hotel sample with Q1 (hotels near a point of interest) pointed at hotel.hotels, keyed by hotel: that table
     * cannot answer it by one partition, which is a finding (exit 1) over CQL as over JMX.
     */
    @Test
    void should_end_with_exit_1_when_a_query_is_not_served_as_designed(LocalCluster cluster, @TempDir Path folder)
            throws Exception {
        Project hotel = ProjectFiles.load(Path.of(ProveCommandTest.HOTEL));
        ElementId hotels = hotel.allTables().stream()
                .filter(t -> t.qualifiedName().equals("hotel.hotels"))
                .findFirst()
                .orElseThrow()
                .table()
                .id();
        List<Query> queries = hotel.queries().stream()
                .map(q -> q.label().equals("Q1") ? q.withServedBy(Optional.of(hotels)) : q)
                .toList();
        Path file = folder.resolve("hotel-q1-misserved.ksd.json");
        ProjectFiles.save(hotel.withQueries(queries), file);

        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--no-jmx",
                "--partitions",
                "1",
                "--runs",
                "1",
                "--format",
                "json",
                file.toString());

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.FINDINGS);
        JsonNode result = new ObjectMapper().readTree(ksd.stdout());
        JsonNode q1 = result.get("queries").get(0);
        assertThat(q1.get("query").asText()).isEqualTo("Q1");
        assertThat(q1.get("table").asText()).isEqualTo("hotel.hotels");
        assertThat(q1.get("singlePartition").asBoolean()).as(q1.toString()).isFalse();
        assertThat(result.get("leftOut")).isNotEmpty();
    }

    @Test
    void should_print_the_left_out_figures_in_text(LocalCluster cluster) {
        int exit = ksd.run(
                "prove",
                "--contact-points",
                contactPoint(cluster),
                "--no-jmx",
                "--partitions",
                "1",
                "--runs",
                "1",
                ProveCommandTest.HOTEL);

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        assertThat(ksd.stdout())
                .contains("Tables, over CQL alone")
                .contains("max part. MiB")
                .contains("hotel.available_rooms_by_hotel_date")
                .contains("Left out (not measured)")
                .contains("partition-size histogram (bytes p50, p95): needs JMX")
                .doesNotContain("not flushed")
                .doesNotContain("cells disagree");
    }
}
