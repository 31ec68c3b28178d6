package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.cql.TraceEvent;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A traced read's figures are one replica's: a QUORUM read asks several replicas for the same partitions, each
 * writing its own events, and must still count as the partitions one replica read.
 */
class TraceReadingTest {

    private record Event(String activity, InetAddress source) implements TraceEvent {
        @Override
        public String getActivity() {
            return activity;
        }

        @Override
        public long getTimestamp() {
            return 0;
        }

        @Override
        public InetAddress getSource() {
            return source;
        }

        @Override
        public int getSourceElapsedMicros() {
            return 0;
        }

        @Override
        public String getThreadName() {
            return "ReadStage-1";
        }
    }

    /** The events of replicas {@code 127.0.0.1..replicas}, each reading {@code partitions} partitions. */
    private static List<TraceEvent> read(int replicas, int partitions, int tombstonesEach) throws Exception {
        List<TraceEvent> events = new ArrayList<>();
        events.add(new Event("Parsing SELECT ...", InetAddress.getByName("127.0.0.1")));
        for (int r = 1; r <= replicas; r++) {
            InetAddress replica = InetAddress.getByName("127.0.0." + r);
            for (int p = 0; p < partitions; p++) {
                events.add(new Event("Executing single-partition query on hotels", replica));
                events.add(new Event("Merged data from memtables and 1 sstables", replica));
                events.add(new Event("Read 1 live rows and " + tombstonesEach + " tombstone cells", replica));
            }
        }
        return events;
    }

    @Test
    void should_count_the_partitions_and_tombstones_of_one_replica_however_many_answered() throws Exception {
        for (int replicas = 1; replicas <= 3; replicas++) {
            for (int partitions = 1; partitions <= 3; partitions++) {
                TraceReading reading = TraceReading.of(read(replicas, partitions, 2));

                assertThat(reading.partitions())
                        .as("%d replicas, %d partitions", replicas, partitions)
                        .isEqualTo(partitions);
                assertThat(reading.tombstones())
                        .as("%d replicas, %d partitions", replicas, partitions)
                        .isEqualTo(2L * partitions);
                assertThat(reading.sstables()).isEqualTo(1);
            }
        }
    }

    @Test
    void should_count_a_scan_as_many_partitions() throws Exception {
        List<TraceEvent> events = new ArrayList<>(read(2, 1, 0));
        events.add(new Event(
                "Executing seq scan across 1 sstables for (min(-9223372036854775808), max(0)]",
                InetAddress.getByName("127.0.0.2")));

        assertThat(TraceReading.of(events).partitions()).isEqualTo(-1);
    }
}
