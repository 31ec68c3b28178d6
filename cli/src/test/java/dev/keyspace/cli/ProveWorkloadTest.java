package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd prove --workload} on a node the test starts: the hotel sample with a small mix of queries and writes
 * runs for three seconds; every weighted statement is reported with operations, each statement's share of the
 * operations is its share of the mix's rate (within a binomial bound), and no scratch keyspace is left.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveWorkloadTest {

    /** The mix, with the title the report gives each statement. */
    private static final Map<String, Double> RATES = new LinkedHashMap<>();

    static {
        RATES.put("Q1", 40.0);
        RATES.put("Q4", 25.0);
        RATES.put("Q6", 10.0);
        RATES.put("insert Reservation", 15.0);
        RATES.put("update Hotel.name", 6.0);
        RATES.put("update Guest.first_name", 4.0);
    }

    private static final int CONCURRENCY = 4;

    @TempDir
    Path folder;

    private final KsdRun ksd = new KsdRun();

    static Path hotelWithWorkload(Path folder, List<Mix> mixes) throws Exception {
        Path file = folder.resolve("hotel-workload.ksd.json");
        ProjectFiles.save(hotel(mixes), file);
        return file;
    }

    private static Project hotel(List<Mix> mixes) throws Exception {
        Project hotel = ProjectFiles.load(Path.of(ProveCommandTest.HOTEL));
        return hotel.withAnalysis(hotel.analysis().withWorkload(new Workload(mixes)));
    }

    static Mix mix() {
        return Mix.empty("booking")
                .withQuery(new ElementId("query:q1"), Demand.perSecond(RATES.get("Q1")))
                .withQuery(new ElementId("query:q4"), Demand.perSecond(RATES.get("Q4")))
                .withQuery(new ElementId("query:q6"), Demand.perSecond(RATES.get("Q6")))
                .withWrite(
                        WriteKey.insert(new ElementId("entity:reservation")),
                        Demand.perSecond(RATES.get("insert Reservation")))
                .withWrite(
                        WriteKey.update(new ElementId("entity:hotel"), "name"),
                        Demand.perSecond(RATES.get("update Hotel.name")))
                .withWrite(
                        WriteKey.update(new ElementId("entity:guest"), "first_name"),
                        Demand.perSecond(RATES.get("update Guest.first_name")));
    }

    @Test
    void should_run_the_mix_in_proportion_to_its_rates_and_report_each_statement(
            LocalCluster cluster, CqlSession session) throws Exception {
        Path file = hotelWithWorkload(folder, List.of(mix()));
        InetSocketAddress address = cluster.contactPoints().get(0);

        int exit = ksd.run(
                "prove",
                "--contact-points",
                address.getAddress().getHostAddress() + ":" + address.getPort(),
                "--jmx-port",
                "" + cluster.nodes().get(0).spec().jmxPort(),
                "--partitions",
                "2",
                "--runs",
                "1",
                "--workload",
                "--duration",
                "3",
                "--warmup",
                "1",
                "--concurrency",
                "" + CONCURRENCY,
                "--format",
                "json",
                "--calibrate",
                file.toString());

        assertThat(exit).as(ksd.stderr()).isEqualTo(ExitCode.OK);
        Project calibrated = ProjectFiles.load(file);
        StatementCosts costs =
                calibrated.analysis().calibration().orElseThrow().statements().orElseThrow();
        assertThat(costs.reads()).as("Q1, Q4 and Q6 of the mix").isEqualTo(3);
        assertThat(costs.writes()).as("the mix's three writes").isEqualTo(3);
        assertThat(ksd.stderr()).contains("ksd prove: stored the calibration of 127.0.0.1:");
        assertThat(calibrated.withAnalysis(calibrated.analysis().withCalibration(Optional.empty())))
                .as("nothing but the calibration changed")
                .isEqualTo(hotel(List.of(mix())));
        KsdRun optimize = new KsdRun();
        assertThat(optimize.run("optimize", file.toString()))
                .as(optimize.stderr())
                .isZero();
        assertThat(optimize.stdout()).contains("Costs calibrated by the proof of 127.0.0.1:");
        JsonNode result = new ObjectMapper().readTree(ksd.stdout());
        assertThat(result.get("tables")).hasSize(8);
        assertThat(result.get("queries")).hasSize(9);
        JsonNode workload = result.get("workload");
        assertThat(workload.get("mix").asText()).isEqualTo("booking");
        assertThat(workload.get("replication").asInt()).isEqualTo(1);
        assertThat(workload.get("consistency").asText()).isEqualTo("LOCAL_ONE");
        assertThat(workload.get("warmupSeconds").asInt()).isEqualTo(1);
        assertThat(workload.get("seconds").asInt()).isEqualTo(3);
        assertThat(workload.get("concurrency").asInt()).isEqualTo(CONCURRENCY);
        assertThat(workload.get("errors").asLong()).isZero();
        assertThat(workload.get("skipped")).isEmpty();

        Map<String, Long> operations = new HashMap<>();
        double sumOfRates = 0;
        for (JsonNode statement : workload.get("statements")) {
            String name = statement.get("statement").asText();
            operations.put(name, statement.get("operations").asLong());
            sumOfRates += statement.get("opsPerSecond").asDouble();
            assertThat(statement.get("operations").asLong()).as(name).isPositive();
            assertThat(statement.get("errors").asLong()).as(name).isZero();
            double p50 = statement.get("latencyMs").get("p50").asDouble();
            assertThat(p50).as(name).isPositive();
            assertThat(statement.get("latencyMs").get("p99").asDouble())
                    .as(name)
                    .isGreaterThanOrEqualTo(p50);
        }
        assertThat(operations.keySet()).containsExactlyInAnyOrderElementsOf(RATES.keySet());
        // each figure is rounded to two decimals
        assertThat(workload.get("opsPerSecond").asDouble())
                .isCloseTo(sumOfRates, org.assertj.core.data.Offset.offset(0.01 * (RATES.size() + 1)));

        long total = operations.values().stream().mapToLong(Long::longValue).sum();
        double totalRate =
                RATES.values().stream().mapToDouble(Double::doubleValue).sum();
        for (Map.Entry<String, Double> rate : RATES.entrySet()) {
            double share = rate.getValue() / totalRate;
            double expected = total * share;
            // the choice is binomial; the statements in flight when time is up are not counted
            double bound = 6 * Math.sqrt(total * share * (1 - share)) + CONCURRENCY + 1;
            assertThat((double) operations.get(rate.getKey()))
                    .as("%s of %d operations at a share of %.3f", rate.getKey(), total, share)
                    .isBetween(expected - bound, expected + bound);
        }

        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
        assertThat(session.getMetadata().getKeyspace("reservation_prove")).isEmpty();
    }
}
