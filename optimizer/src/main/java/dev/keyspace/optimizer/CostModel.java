package dev.keyspace.optimizer;

/**
 * What one statement costs, in units of about one single-partition read of a small partition. Reads pay per request,
 * per partition touched, per row and per byte read; an SAI query pays for asking every token range. Writes pay per
 * statement and per cell written, a logged batch for its batch log (written to two other nodes, then removed), a
 * materialized view for the read of the base row before its update, and an index for keeping its entries. A read
 * restricted by a range on its clustering columns finds {@code rangeShare} of the partition's rows (at least one).
 *
 * <p>The defaults are relative magnitudes, not measurements: {@link #DEFAULTS} is marked as such in every report
 * until a proof on a node has calibrated them.
 */
public record CostModel(
        double request,
        double partition,
        double row,
        double byteRead,
        double indexQuery,
        double writeStatement,
        double cell,
        double loggedBatch,
        double viewUpdate,
        double indexUpdate,
        double rangeShare,
        boolean calibrated) {

    public static final CostModel DEFAULTS =
            new CostModel(1.0, 1.0, 0.02, 0.0002, 8.0, 1.0, 0.05, 2.0, 3.0, 0.5, 0.1, false);

    public CostModel {
        for (double constant : new double[] {
            request,
            partition,
            row,
            byteRead,
            indexQuery,
            writeStatement,
            cell,
            loggedBatch,
            viewUpdate,
            indexUpdate,
            rangeShare
        }) {
            if (!Double.isFinite(constant) || constant < 0) {
                throw new IllegalArgumentException("a cost constant is finite and 0 or more");
            }
        }
    }

    /** The rows and bytes a read finds in a partition of {@code rows} rows: all, or its share under a range. */
    public double[] found(double rows, double bytes, boolean range) {
        if (!range || rows <= 1) {
            return new double[] {rows, bytes};
        }
        double share = Math.max(1, rows * rangeShare) / rows;
        return new double[] {rows * share, bytes * share};
    }

    /** Reading one partition of a table or view: {@code rows} rows of {@code bytes} bytes in all. */
    public double partitionRead(double rows, double bytes) {
        return request + partition + row * rows + byteRead * bytes;
    }

    /** An SAI query on the base table that finds {@code rows} rows of {@code bytes} bytes. */
    public double indexRead(double rows, double bytes) {
        return request + indexQuery + row * rows + byteRead * bytes;
    }

    /** Keeping one table in step: {@code statements} statements writing {@code cells} cells in all. */
    public double write(int statements, int cells) {
        return writeStatement * statements + cell * cells;
    }
}
