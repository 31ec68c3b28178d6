package dev.keyspace.cluster.migrate.apply;

import java.util.List;
import java.util.Map;

/**
 * What {@code --apply} would do with a folder of scripts on a cluster, before it does anything: the scripts already
 * applied (skipped), those to apply in order (each with the statement or copy it goes on from, after an
 * interruption), and the refusals that stop it from applying any.
 */
public record ApplyPlan(
        List<MigrationScript> applied,
        List<Pending> pending,
        List<String> refusals,
        Map<Long, HistoryTable.Entry> history) {

    /** A script to apply, from item {@code resumeAt} (0 unless an earlier run stopped in it), and its items. */
    public record Pending(MigrationScript script, List<ScriptItems.Item> items, int resumeAt) {}

    public ApplyPlan {
        applied = List.copyOf(applied);
        pending = List.copyOf(pending);
        refusals = List.copyOf(refusals);
        history = Map.copyOf(history);
    }

    public boolean refused() {
        return !refusals.isEmpty();
    }
}
