package dev.keyspace.optimizer.solve;

import com.google.ortools.sat.CpSolver;
import java.util.concurrent.CancellationException;

/**
 * Stops an optimization from another thread (a dialog's Cancel): the CP-SAT search running is stopped at once ({@code
 * stopSearch}), and the work between solves (the candidate search, the pricing, the next objective) checks it, so the
 * optimization ends with a {@link CancellationException} instead of a design. A stop is for one optimization.
 */
public final class SearchStop {

    private volatile boolean stopped;
    /** The solver searching now, if any. Guarded by this. */
    private CpSolver solving;

    /** A stop for a search that nothing stops (a command, a test). */
    public static SearchStop never() {
        return new SearchStop();
    }

    public synchronized void stop() {
        stopped = true;
        if (solving != null) {
            solving.stopSearch();
        }
    }

    public boolean isStopped() {
        return stopped;
    }

    /** Ends the optimization if it was stopped. */
    public void check() {
        if (stopped) {
            throw new CancellationException("the optimization was stopped");
        }
    }

    /**
     * Runs {@code solver}'s search, which a stop ends. CP-SAT drops a stop asked for before its search starts, so a
     * stop that falls in that moment is seen when that search ends (within its time limit) and ends the optimization
     * there.
     */
    <T> T searching(CpSolver solver, java.util.function.Supplier<T> search) {
        synchronized (this) {
            check();
            solving = solver;
        }
        try {
            return search.get();
        } finally {
            synchronized (this) {
                solving = null;
            }
            check();
        }
    }
}
