package dev.keyspace.cli.migrate;

import dev.keyspace.cluster.migrate.apply.ApplyListener;
import dev.keyspace.cluster.migrate.apply.CopyResult;
import dev.keyspace.cluster.migrate.apply.MigrationScript;
import dev.keyspace.cluster.migrate.apply.ScriptItems;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Prints what {@code ksd migrate --apply} does as it does it: each script, each statement with its time, and each
 * copy's progress every tenth of its token ranges.
 */
public final class ApplyProgress implements ApplyListener {

    private final PrintWriter out;
    private int lastTenth = -1;

    public ApplyProgress(PrintWriter out) {
        this.out = out;
    }

    @Override
    public synchronized void scriptStarting(MigrationScript script, int items, int resumingAt) {
        out.println(script.fileName()
                + (resumingAt > 0
                        ? " (going on from step " + (resumingAt + 1) + " of " + items
                                + ", where an earlier run stopped)"
                        : ""));
        out.flush();
    }

    @Override
    public synchronized void statementApplied(MigrationScript script, int index, String cql, long millis) {
        String first = cql.lines().findFirst().orElse("");
        out.println("  " + first + (first.equals(cql) ? "" : " ...") + "  ok (" + millis + " ms)");
        out.flush();
    }

    @Override
    public synchronized void itemStarting(MigrationScript script, int index, ScriptItems.Item item) {
        if (item instanceof ScriptItems.Copy copy) {
            lastTenth = -1;
            out.println("  copying every row of " + copy.from() + " into " + copy.to());
            out.flush();
        }
    }

    @Override
    public synchronized void copyProgress(ScriptItems.Copy copy, int done, int ranges, long rows) {
        int tenth = ranges == 0 ? 10 : done * 10 / ranges;
        if (tenth > lastTenth) {
            lastTenth = tenth;
            out.println(String.format(
                    Locale.ROOT, "    %d of %d token ranges, %,d rows (%d%%)", done, ranges, rows, tenth * 10));
            out.flush();
        }
    }

    @Override
    public synchronized void copyFinished(ScriptItems.Copy copy, CopyResult result) {
        out.println(String.format(
                Locale.ROOT,
                "    copied: %,d rows read, %,d in %s (count check passed)%s",
                result.rowsRead(),
                result.rowsInTarget(),
                copy.to(),
                result.rangesResumed() > 0
                        ? "; " + result.rangesResumed() + " ranges had been copied by an earlier run"
                        : ""));
        out.flush();
    }

    @Override
    public synchronized void scriptFinished(MigrationScript script, boolean success) {
        if (success) {
            out.println("  applied");
            out.flush();
        }
    }
}
