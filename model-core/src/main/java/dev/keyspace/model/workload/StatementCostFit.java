package dev.keyspace.model.workload;

import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.sizing.NonNegativeLeastSquares;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Fits statement costs to a proof's measured median latencies: the read, row, byte, write, cell and logged-batch
 * milliseconds that best explain them, as a non-negative least-squares fit of relative errors. Each constant is also
 * held weakly to {@link StatementCosts#RELATIVE_DEFAULTS} scaled to the measurements, so that one the proof cannot
 * tell (no write ran, every read returned one row) keeps the default proportion rather than an arbitrary value.
 */
public final class StatementCostFit {

    /**
     * One statement as measured: a read of {@code rows} rows and {@code bytes} bytes from one partition, or a write
     * of {@code statements} statements binding {@code cells} values (in a logged batch or not), and its median
     * latency.
     */
    public record Observation(
            boolean read, double rows, double bytes, int statements, int cells, boolean logged, double millis) {

        public static Observation read(double rows, double bytes, double millis) {
            return new Observation(true, rows, bytes, 0, 0, false, millis);
        }

        public static Observation write(int statements, int cells, boolean logged, double millis) {
            return new Observation(false, 0, 0, statements, cells, logged, millis);
        }

        /** The constants' coefficients: what this statement does of each. */
        double[] uses() {
            return read
                    ? new double[] {1, rows, bytes, 0, 0, 0}
                    : new double[] {0, 0, 0, statements, cells, logged ? 1 : 0};
        }
    }

    /** How much a relative change of a constant from its prior counts against a relative fitting error. */
    static final double PRIOR_WEIGHT = 1e-2;

    private StatementCostFit() {}

    /** The fitted costs; empty without a measured read (reads set the scale every other constant is held to). */
    public static Optional<StatementCosts> fit(List<Observation> observations) {
        List<Observation> measured = observations.stream()
                .filter(o -> o.millis() > 0 && Double.isFinite(o.millis()))
                .toList();
        int reads = (int) measured.stream().filter(Observation::read).count();
        if (reads == 0) {
            return Optional.empty();
        }
        double[] prior = prior(measured);
        int n = prior.length;
        double[][] a = new double[measured.size() + n][n];
        double[] b = new double[measured.size() + n];
        // unknowns relative to their prior, rows relative to the measured latency: the system stays well scaled
        for (int i = 0; i < measured.size(); i++) {
            Observation o = measured.get(i);
            double[] uses = o.uses();
            for (int j = 0; j < n; j++) {
                a[i][j] = uses[j] * prior[j] / o.millis();
            }
            b[i] = 1;
        }
        for (int j = 0; j < n; j++) {
            a[measured.size() + j][j] = PRIOR_WEIGHT;
            b[measured.size() + j] = PRIOR_WEIGHT;
        }
        double[] y = NonNegativeLeastSquares.solve(a, b);
        double[] x = new double[n];
        for (int j = 0; j < n; j++) {
            x[j] = y[j] * prior[j];
        }
        // a read always costs something: the fit may put all of it on the rows when every read returns as many
        double read = Math.max(x[0], prior[0] * PRIOR_WEIGHT);
        return Optional.of(new StatementCosts(read, x[1], x[2], x[3], x[4], x[5], reads, measured.size() - reads));
    }

    /** The default proportions, scaled so that they explain the median measurement. */
    private static double[] prior(List<Observation> measured) {
        StatementCosts d = StatementCosts.RELATIVE_DEFAULTS;
        double[] defaults = {
            d.readMillis(), d.rowMillis(), d.byteMillis(), d.writeMillis(), d.cellMillis(), d.loggedBatchMillis()
        };
        double[] scales = measured.stream()
                .mapToDouble(o -> o.millis() / dot(o.uses(), defaults))
                .sorted()
                .toArray();
        double scale = scales[(scales.length - 1) / 2];
        return Arrays.stream(defaults).map(v -> v * scale).toArray();
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
