package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.cql.QueryTrace;
import com.datastax.oss.driver.api.core.cql.TraceEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a traced read did, from the events Cassandra 5.0 writes: each "Executing single-partition query" is one
 * partition read (a "seq scan" reads a range, counted as -1: many); SSTables from "Merged data from memtables
 * and N sstables" or the non-slice-intersecting skip line (the larger); tombstones from "Read N live rows and M tombstone
 * cells". With several copies, each replica asked (the data read and the digest reads of a QUORUM) writes its own
 * events for the same partitions: the figures are one replica's, the most any replica read.
 */
record TraceReading(int partitions, int sstables, long tombstones) {

    private static final Pattern MERGED = Pattern.compile("Merged data from memtables and (\\d+) sstables");
    private static final Pattern SKIPPED =
            Pattern.compile("Skipped (\\d+)/(\\d+) non-slice-intersecting sstables, included (\\d+) due to tombstones");
    private static final Pattern READ = Pattern.compile("Read (\\d+) live rows and (\\d+) tombstone cells");

    static TraceReading of(QueryTrace trace) {
        return of(trace.getEvents());
    }

    static TraceReading of(List<TraceEvent> events) {
        Map<String, Integer> partitions = new HashMap<>();
        Map<String, Long> tombstones = new HashMap<>();
        int sstables = 0;
        boolean scan = false;
        for (TraceEvent event : events) {
            String text = event.getActivity() == null ? "" : event.getActivity();
            String replica = String.valueOf(event.getSource());
            if (text.startsWith("Executing single-partition query on")) {
                partitions.merge(replica, 1, Integer::sum);
            } else if (text.startsWith("Executing seq scan") || text.startsWith("Executing read on")) {
                scan = true;
            }
            Matcher merged = MERGED.matcher(text);
            if (merged.find()) {
                sstables = Math.max(sstables, Integer.parseInt(merged.group(1)));
            }
            Matcher skipped = SKIPPED.matcher(text);
            if (skipped.find()) {
                sstables = Math.max(sstables, Integer.parseInt(skipped.group(2)) - Integer.parseInt(skipped.group(1)));
            }
            Matcher read = READ.matcher(text);
            if (read.find()) {
                tombstones.merge(replica, Long.parseLong(read.group(2)), Long::sum);
            }
        }
        int mostPartitions =
                partitions.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        long mostTombstones =
                tombstones.values().stream().mapToLong(Long::longValue).max().orElse(0);
        return new TraceReading(scan ? -1 : mostPartitions, sstables, mostTombstones);
    }
}
