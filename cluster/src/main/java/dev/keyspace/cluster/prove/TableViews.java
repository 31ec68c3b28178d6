package dev.keyspace.cluster.prove;

import java.util.List;

/**
 * What Cassandra's {@code system_views} show of one table, over CQL alone (no JMX): the largest partition of its
 * SSTables on any node (one replica's partition) and their disk space summed over the nodes (all copies), both in
 * whole mebibytes rounded up (so an upper
 * bound to within 1 MiB), and whether the writes reached SSTables at all ({@link CqlFlush}): when they did not, both
 * figures are 0 and say nothing.
 */
public record TableViews(long maxPartitionMebibytes, long diskMebibytes, boolean flushed) {

    static TableViews read(List<NodeViews> nodes, String keyspace, String table, boolean flushed) {
        long max = 0;
        long disk = 0;
        for (NodeViews node : nodes) {
            max = Math.max(max, node.maxPartitionMebibytes(keyspace, table));
            disk += node.diskMebibytes(keyspace, table);
        }
        return new TableViews(max, disk, flushed);
    }
}
