package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Proves the hotel sample on a real node with the default partitions: every table and every query appear, the
 * cells Cassandra counts per partition fall in the histogram bucket of the estimate, the rows counted back are the
 * estimate's (the worst case in every tenth partition), every query reads exactly one partition and returns the rows
 * the model says, and the scratch keyspaces are gone afterwards.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveHotelSampleTest {

    @Test
    void should_measure_every_table_and_query_of_the_hotel_sample(LocalCluster cluster, CqlSession session)
            throws Exception {
        Project hotel = ProjectFiles.load(Path.of("..", "samples", "hotel", "hotel.ksd.json"));
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();
        List<String> phases = new ArrayList<>();

        ProveResult result = new Prover(session, jmx, new ProveOptions(OptionalInt.empty(), 3, false, Optional.empty()))
                .prove(hotel, (phase, done, total) -> phases.add(phase));

        assertThat(result.tables())
                .extracting(TableResult::table)
                .containsExactly(
                        "hotel.hotels_by_poi",
                        "hotel.hotels",
                        "hotel.pois_by_hotel",
                        "hotel.available_rooms_by_hotel_date",
                        "hotel.amenities_by_room",
                        "reservation.reservations_by_hotel_date",
                        "reservation.reservations_by_guest",
                        "reservation.guests");
        for (TableResult table : result.tables()) {
            assertThat(table.cellsAgree())
                    .as(
                            "%s: estimated %d cells, measured median %d",
                            table.table(),
                            table.estimatedCells(),
                            table.storage().cells().percentile(0.5))
                    .isTrue();
            assertThat(table.rowsP50())
                    .as(table.table())
                    .isEqualTo(Math.round(table.estimate().rowsPerPartition().getAsDouble()));
            assertThat(table.rowsMax())
                    .as(table.table())
                    .isEqualTo(Math.round(
                            table.partitions() >= 10
                                    ? table.estimate()
                                            .worstCase()
                                            .rowsPerPartition()
                                            .getAsDouble()
                                    : table.estimate().rowsPerPartition().getAsDouble()));
            assertThat(table.storage().partitionBytes().count())
                    .as(table.table())
                    .isEqualTo(table.partitions());
            assertThat(table.storage().diskBytes()).as(table.table()).isPositive();
        }
        TableResult rooms = result.tables().get(3);
        assertThat(rooms.estimatedCells()).isEqualTo(73_000);
        assertThat(result.queries())
                .extracting(QueryResult::query)
                .containsExactly("Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9");
        for (QueryResult query : result.queries()) {
            assertThat(query.problem()).as(query.query()).isEmpty();
            assertThat(query.partitionsRead())
                    .as(query.query() + " " + query.cql())
                    .isEqualTo(1);
        }
        // a partition read returns the partition's rows (partition 0 has the average), a full primary key or a key
        // unique per row (Q6's confirmation number, through the view) one, a range on a clustering column ten
        Map<String, Long> rows =
                result.queries().stream().collect(Collectors.toMap(QueryResult::query, QueryResult::rowsP50));
        assertThat(rows)
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "Q1", averageRows(result, "hotel.hotels_by_poi"),
                        "Q2", 1L,
                        "Q3", averageRows(result, "hotel.pois_by_hotel"),
                        "Q4", 10L,
                        "Q5", averageRows(result, "hotel.amenities_by_room"),
                        "Q6", 1L,
                        "Q7", averageRows(result, "reservation.reservations_by_hotel_date"),
                        "Q8", averageRows(result, "reservation.reservations_by_guest"),
                        "Q9", 1L));
        assertThat(phases).contains("writing hotel.available_rooms_by_hotel_date", "flushing hotel_prove");
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
        assertThat(session.getMetadata().getKeyspace("reservation_prove")).isEmpty();
    }

    /** The rows the sizing estimates a partition of the table has on average. */
    private static long averageRows(ProveResult result, String table) {
        return result.tables().stream()
                .filter(t -> t.table().equals(table))
                .map(t -> Math.round(t.estimate().rowsPerPartition().getAsDouble()))
                .findFirst()
                .orElseThrow();
    }
}
