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
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Proves the hotel sample on a real node: every table and every query appear, the cells Cassandra counts per
 * partition fall in the histogram bucket of the estimate, every query reads exactly one partition, and the
 * scratch keyspaces are gone afterwards.
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

        ProveResult result = new Prover(session, jmx, new ProveOptions(OptionalInt.of(1), 3, false, Optional.empty()))
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
            assertThat(table.rowsMax())
                    .as(table.table())
                    .isEqualTo(Math.round(table.estimate().rowsPerPartition().getAsDouble()));
            assertThat(table.storage().partitionBytes().count())
                    .as(table.table())
                    .isEqualTo(1);
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
            assertThat(query.rowsP50()).as(query.query() + " " + query.cql()).isPositive();
        }
        assertThat(phases).contains("writing hotel.available_rooms_by_hotel_date", "flushing hotel_prove");
        assertThat(session.getMetadata().getKeyspace("hotel_prove")).isEmpty();
        assertThat(session.getMetadata().getKeyspace("reservation_prove")).isEmpty();
    }
}
