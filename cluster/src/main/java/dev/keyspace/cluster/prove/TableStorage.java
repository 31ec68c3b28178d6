package dev.keyspace.cluster.prove;

import java.io.IOException;
import java.util.List;
import javax.management.JMException;

/**
 * What Cassandra stores for one table, summed over the nodes after a flush: the partition-size and cell-count
 * histograms ({@code nodetool tablehistograms}), the live disk space and the compression ratio.
 */
public record TableStorage(Histogram partitionBytes, Histogram cells, long diskBytes, double compressionRatio) {

    static TableStorage read(List<NodeJmx> nodes, String keyspace, String table) throws IOException, JMException {
        Histogram sizes = null;
        Histogram cells = null;
        long disk = 0;
        double ratioSum = 0;
        int ratios = 0;
        for (NodeJmx node : nodes) {
            Histogram nodeSizes = Histogram.of(
                    (long[]) node.tableMetric(keyspace, table, "EstimatedPartitionSizeHistogram", "Value"));
            Histogram nodeCells =
                    Histogram.of((long[]) node.tableMetric(keyspace, table, "EstimatedColumnCountHistogram", "Value"));
            sizes = sizes == null ? nodeSizes : sizes.plus(nodeSizes);
            cells = cells == null ? nodeCells : cells.plus(nodeCells);
            disk += ((Number) node.tableMetric(keyspace, table, "LiveDiskSpaceUsed", "Count")).longValue();
            double ratio = ((Number) node.tableMetric(keyspace, table, "CompressionRatio", "Value")).doubleValue();
            if (ratio > 0) {
                ratioSum += ratio;
                ratios++;
            }
        }
        return new TableStorage(sizes, cells, disk, ratios == 0 ? -1 : ratioSum / ratios);
    }
}
