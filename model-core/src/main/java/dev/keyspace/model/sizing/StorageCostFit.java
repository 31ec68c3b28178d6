package dev.keyspace.model.sizing;

import dev.keyspace.model.settings.StorageCosts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fits a calibration's storage costs to measured partitions: the bytes per partition, per row and per value of
 * each type beyond the value's own size that best explain Cassandra's serialized partition sizes, as a
 * non-negative least-squares fit of relative errors over the measured tables. Each unknown is also held weakly
 * to {@link CellLayout}'s figure, so that a type the measurements cannot tell apart from another keeps
 * Cassandra's layout rather than an arbitrary share.
 */
public final class StorageCostFit {

    /** One measured table: what its partitions hold and Cassandra's median serialized partition size. */
    public record Observation(ValueCounts counts, double measuredBytes) {}

    /** How much a unit of relative change in an unknown counts against a unit of relative fitting error. */
    static final double PRIOR_WEIGHT = 1e-4;

    private StorageCostFit() {}

    public static StorageCosts fit(List<Observation> observations) {
        List<Observation> measured =
                observations.stream().filter(o -> o.measuredBytes() > 0).toList();
        Map<String, Double> layout = new TreeMap<>();
        measured.forEach(o -> layout.putAll(o.counts().layoutOverhead()));
        List<String> types = new ArrayList<>(layout.keySet());
        int n = 2 + types.size();
        double[] prior = new double[n];
        prior[0] = CellLayout.PARTITION_BYTES;
        prior[1] = CellLayout.ROW_BYTES;
        for (int j = 0; j < types.size(); j++) {
            prior[2 + j] = layout.get(types.get(j));
        }
        double[][] a = new double[measured.size() + n][n];
        double[] b = new double[measured.size() + n];
        for (int i = 0; i < measured.size(); i++) {
            Observation o = measured.get(i);
            double scale = o.measuredBytes();
            a[i][0] = 1 / scale;
            a[i][1] = o.counts().storedRows() / scale;
            for (int j = 0; j < types.size(); j++) {
                a[i][2 + j] = o.counts().valuesByType().getOrDefault(types.get(j), 0.0) / scale;
            }
            b[i] = (o.measuredBytes() - o.counts().valueBytes()) / scale;
        }
        for (int j = 0; j < n; j++) {
            double scale = Math.max(1, prior[j]);
            a[measured.size() + j][j] = PRIOR_WEIGHT / scale;
            b[measured.size() + j] = PRIOR_WEIGHT * prior[j] / scale;
        }
        double[] x = NonNegativeLeastSquares.solve(a, b);
        Map<String, Double> overhead = new TreeMap<>();
        for (int j = 0; j < types.size(); j++) {
            overhead.put(types.get(j), x[2 + j]);
        }
        return new StorageCosts(x[0], x[1], overhead);
    }
}
