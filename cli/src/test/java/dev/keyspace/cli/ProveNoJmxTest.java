package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code ksd prove --no-jmx} on a node the test starts: exit 0 for the hotel sample, every table measured over CQL
 * (flushed, its largest partition and disk space in MiB) and no JMX figure pretended, the left-out figures named in
 * JSON and in text; the scratch keyspaces are dropped.
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
