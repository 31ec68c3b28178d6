package dev.keyspace.optimizer;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StatementCosts;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one statement costs, in units of about one single-partition read of a small partition. Reads pay per request,
 * per partition touched, per row and per byte read; an SAI query pays for asking every token range. Writes pay per
 * statement and per cell written, a logged batch for its batch log (written to two other nodes, then removed), a
 * materialized view for the read of the base row before its update, and an index for keeping its entries. A read
 * restricted by a range on its clustering columns finds {@code rangeShare} of the partition's rows (at least one).
 *
 * <p>The defaults are relative magnitudes, not measurements: {@link #DEFAULTS} is marked as such in every report
 * until a proof on a node has calibrated them. A project's calibration ({@link #of}) sets the read, row, byte, and
 * (when the proof ran writes) write, cell and batch constants from the latencies it measured, in the same unit (a
 * small read costs 2); {@code defaults} names the constants that stay default, and {@code calibration} says which
 * proof set the others.
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
        Optional<String> calibration,
        List<String> defaults) {

    private static final List<String> NEVER_MEASURED =
            List.of("SAI query", "view update", "index update", "range share");

    private static final List<String> WRITES = List.of("write statement", "cell written", "logged batch");

    private static final List<String> READS = List.of("read request", "partition", "row read", "byte read");

    public static final CostModel DEFAULTS = of(StatementCosts.RELATIVE_DEFAULTS, Optional.empty(), true);

    public CostModel {
        Objects.requireNonNull(calibration, "calibration");
        defaults = List.copyOf(defaults);
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

    /** The cost model of a project: calibrated by its proof's statement costs, else {@link #DEFAULTS}. */
    public static CostModel of(Project project) {
        Optional<Calibration> calibration = project.analysis().calibration();
        return calibration
                .flatMap(c -> c.statements()
                        .map(costs -> of(
                                costs,
                                Optional.of("the proof of " + c.cluster() + " at " + c.date() + " ("
                                        + plural(costs.reads(), "read") + ", " + plural(costs.writes(), "write")
                                        + ")"),
                                costs.writes() == 0)))
                .orElse(DEFAULTS);
    }

    private static CostModel of(StatementCosts measured, Optional<String> calibration, boolean defaultWrites) {
        StatementCosts relative = measured.relative();
        StatementCosts writes = defaultWrites ? StatementCosts.RELATIVE_DEFAULTS : relative;
        List<String> defaults = new ArrayList<>();
        if (calibration.isEmpty()) {
            defaults.addAll(READS);
        }
        if (defaultWrites) {
            defaults.addAll(WRITES);
        }
        defaults.addAll(NEVER_MEASURED);
        return new CostModel(
                relative.readMillis() / 2,
                relative.readMillis() / 2,
                relative.rowMillis(),
                relative.byteMillis(),
                8.0,
                writes.writeMillis(),
                writes.cellMillis(),
                writes.loggedBatchMillis(),
                3.0,
                0.5,
                0.1,
                calibration,
                defaults);
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    public boolean calibrated() {
        return calibration.isPresent();
    }

    /** The rows and bytes a read finds in a partition of {@code rows} rows: all, or its share under a range. */
    public double[] found(double rows, double bytes, boolean range) {
        if (!range || rows <= 1) {
            return new double[] {rows, bytes};
        }
        double share = Math.max(1, rows * rangeShare) / rows;
        return new double[] {rows * share, bytes * share};
    }

    /**
     * How many times each read of a read plan runs for one run of its query, as an application joins row by row: the
     * first once, each later one once for every row the read before it found ({@link #found}: the {@code rows} of
     * its partition, or their share under a {@code range}).
     */
    public double[] runsPerRead(double[] rows, boolean[] range) {
        double[] runs = new double[rows.length];
        double lookups = 1;
        for (int i = 0; i < rows.length; i++) {
            runs[i] = lookups;
            lookups *= found(rows[i], 0, range[i])[0];
        }
        return runs;
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
