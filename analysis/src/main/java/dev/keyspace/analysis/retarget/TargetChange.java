package dev.keyspace.analysis.retarget;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A change of a project's target release with what it costs: every element the new target refuses, each with its
 * fix. The change is made by one edit that applies the fixes and then the new target, so one undo takes it all back.
 */
public record TargetChange(CassandraVersion from, CassandraVersion to, List<TargetLoss> losses) {

    public TargetChange {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        losses = List.copyOf(losses);
    }

    /** What moving {@code project} to {@code to} stops, element by element; none when {@code to} is its target. */
    public static TargetChange of(Project project, CassandraVersion to) {
        List<TargetLoss> losses = project.target() == to ? List.of() : TargetLosses.of(project, to);
        return new TargetChange(project.target(), to, losses);
    }

    /** Whether a loss has no automatic fix: the change cannot be made until the user changes the design. */
    public boolean blocked() {
        return losses.stream().anyMatch(loss -> !loss.fixable());
    }

    /**
     * The one edit that applies every fix, then the target: labelled "Set target to Cassandra 4.1", with the count
     * of fixes when there are some.
     *
     * @throws IllegalStateException when a loss has no automatic fix
     */
    public Edit edit() {
        if (blocked()) {
            throw new IllegalStateException("Cassandra " + to + " refuses what no fix changes: "
                    + losses.stream()
                            .filter(l -> !l.fixable())
                            .map(TargetLoss::element)
                            .toList());
        }
        ProjectEdit.SetTarget setTarget = new ProjectEdit.SetTarget(from, to);
        if (losses.isEmpty()) {
            return setTarget;
        }
        List<Edit> edits = new ArrayList<>();
        losses.forEach(loss -> edits.add(fixesOf(loss)));
        edits.add(setTarget);
        String fixes = losses.size() == 1 ? "1 fix" : losses.size() + " fixes";
        return new CompositeEdit(setTarget.label() + " (" + fixes + ")", edits);
    }

    private static Edit fixesOf(TargetLoss loss) {
        return loss.edits().size() == 1 ? loss.edits().get(0) : new CompositeEdit(loss.fix(), loss.edits());
    }
}
