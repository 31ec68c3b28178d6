package dev.keyspace.model.sizing;

import java.util.stream.IntStream;

/**
 * Lawson and Hanson's active-set method for {@code min |A x - b|} subject to {@code x >= 0}: columns enter the
 * passive set by the steepest gradient, and a step that would make one negative stops at the boundary and drops
 * it. The passive subproblems are solved by the normal equations, so A must have full column rank (the caller
 * adds a ridge row per unknown).
 */
public final class NonNegativeLeastSquares {

    private NonNegativeLeastSquares() {}

    public static double[] solve(double[][] a, double[] b) {
        int n = a[0].length;
        double[] x = new double[n];
        boolean[] passive = new boolean[n];
        for (int entered = 0; entered < 3 * n + 3; entered++) {
            double[] w = gradient(a, b, x);
            int best = -1;
            double tolerance = 1e-12 * (1 + max(w));
            for (int j = 0; j < n; j++) {
                if (!passive[j] && w[j] > tolerance && (best < 0 || w[j] > w[best])) {
                    best = j;
                }
            }
            if (best < 0) {
                return x;
            }
            passive[best] = true;
            while (true) {
                double[] z = leastSquares(a, b, passive);
                double step = 1;
                for (int j = 0; j < n; j++) {
                    if (passive[j] && z[j] <= 0) {
                        step = Math.min(step, x[j] / (x[j] - z[j]));
                    }
                }
                for (int j = 0; j < n; j++) {
                    x[j] += step * (z[j] - x[j]);
                }
                if (step >= 1) {
                    break;
                }
                for (int j = 0; j < n; j++) {
                    if (passive[j] && x[j] <= 1e-12) {
                        passive[j] = false;
                        x[j] = 0;
                    }
                }
            }
        }
        return x;
    }

    /** {@code A^T (b - A x)}: the direction in which each unknown would lower the residual. */
    private static double[] gradient(double[][] a, double[] b, double[] x) {
        double[] w = new double[x.length];
        for (int i = 0; i < a.length; i++) {
            double residual = b[i];
            for (int j = 0; j < x.length; j++) {
                residual -= a[i][j] * x[j];
            }
            for (int j = 0; j < x.length; j++) {
                w[j] += a[i][j] * residual;
            }
        }
        return w;
    }

    /** The unconstrained least squares over the passive columns, the others held at zero. */
    private static double[] leastSquares(double[][] a, double[] b, boolean[] passive) {
        int n = passive.length;
        int[] columns = IntStream.range(0, n).filter(j -> passive[j]).toArray();
        int k = columns.length;
        double[][] normal = new double[k][k + 1];
        for (int i = 0; i < a.length; i++) {
            double[] row = a[i];
            for (int p = 0; p < k; p++) {
                for (int q = 0; q < k; q++) {
                    normal[p][q] += row[columns[p]] * row[columns[q]];
                }
                normal[p][k] += row[columns[p]] * b[i];
            }
        }
        double[] solved = gauss(normal);
        double[] z = new double[n];
        for (int p = 0; p < k; p++) {
            z[columns[p]] = solved[p];
        }
        return z;
    }

    /** Solves an augmented k x (k+1) system by elimination with partial pivoting. */
    private static double[] gauss(double[][] m) {
        int k = m.length;
        for (int col = 0; col < k; col++) {
            int pivot = col;
            for (int r = col + 1; r < k; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = col + 1; r < k; r++) {
                double factor = m[r][col] / m[col][col];
                for (int c = col; c <= k; c++) {
                    m[r][c] -= factor * m[col][c];
                }
            }
        }
        double[] x = new double[k];
        for (int r = k - 1; r >= 0; r--) {
            double sum = m[r][k];
            for (int c = r + 1; c < k; c++) {
                sum -= m[r][c] * x[c];
            }
            x[r] = sum / m[r][r];
        }
        return x;
    }

    private static double max(double[] values) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, Math.abs(v));
        }
        return max;
    }
}
