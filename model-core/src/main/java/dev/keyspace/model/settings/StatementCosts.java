package dev.keyspace.model.settings;

/**
 * What statements cost on a node, as fitted to a proof's measured latencies (median milliseconds): a single-partition
 * read ({@code readMillis}) plus per row and per byte it returns, a write statement plus per cell it binds, and a
 * logged batch's extra; with the number of distinct reads and writes the fit saw. A constant the proof could not
 * tell (no write ran, every read returned one row) stays near {@link #RELATIVE_DEFAULTS}, scaled to the reads.
 */
public record StatementCosts(
        double readMillis,
        double rowMillis,
        double byteMillis,
        double writeMillis,
        double cellMillis,
        double loggedBatchMillis,
        int reads,
        int writes) {

    /**
     * The default relative magnitudes of these constants (a small read costs 2: one request and one partition), used
     * by the optimizer until a proof calibrates them and as the fit's prior. Not measurements.
     */
    public static final StatementCosts RELATIVE_DEFAULTS = new StatementCosts(2.0, 0.02, 0.0002, 1.0, 0.05, 2.0, 0, 0);

    public StatementCosts {
        for (double millis :
                new double[] {readMillis, rowMillis, byteMillis, writeMillis, cellMillis, loggedBatchMillis}) {
            if (!(millis >= 0) || Double.isInfinite(millis)) {
                throw new IllegalArgumentException("a statement cost is a finite number, not negative: " + millis);
            }
        }
        if (readMillis <= 0) {
            throw new IllegalArgumentException("a read costs more than nothing: " + readMillis);
        }
        if (reads < 0 || writes < 0) {
            throw new IllegalArgumentException("the reads and writes a fit saw cannot be negative");
        }
    }

    /** The constants in units of one small read's {@code 2}, as the optimizer's cost model counts. */
    public StatementCosts relative() {
        double unit = readMillis / RELATIVE_DEFAULTS.readMillis();
        return new StatementCosts(
                readMillis / unit,
                rowMillis / unit,
                byteMillis / unit,
                writeMillis / unit,
                cellMillis / unit,
                loggedBatchMillis / unit,
                reads,
                writes);
    }
}
