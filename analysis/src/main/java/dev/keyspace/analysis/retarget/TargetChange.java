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

    /** The one edit that applies the recommended fix of every loss, then the target: see {@link #edit(List)}. */
    public Edit edit() {
        return edit(losses.stream().map(loss -> loss.fixes().get(0)).toList());
    }

    /**
     * The one edit that applies {@code chosen} (one fix per loss, in the order of {@link #losses}, each one of that
     * loss's fixes), then the target: labelled "Set target to Cassandra 4.1", with the count of fixes when there are
     * some.
     *
     * @throws IllegalStateException when a loss has no automatic fix
     * @throws IllegalArgumentException when {@code chosen} is not one of each loss's fixes
     */
    public Edit edit(List<TargetFix> chosen) {
        if (blocked()) {
            throw new IllegalStateException("Cassandra " + to + " refuses what no fix changes: "
                    + losses.stream()
                            .filter(l -> !l.fixable())
                            .map(TargetLoss::element)
                            .toList());
        }
        if (chosen.size() != losses.size()) {
            throw new IllegalArgumentException(chosen.size() + " fixes chosen for " + losses.size() + " losses");
        }
        ProjectEdit.SetTarget setTarget = new ProjectEdit.SetTarget(from, to);
        if (losses.isEmpty()) {
            return setTarget;
        }
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < losses.size(); i++) {
            TargetFix fix = chosen.get(i);
            if (!losses.get(i).fixes().contains(fix)) {
                throw new IllegalArgumentException(
                        fix.name() + " is not a fix of " + losses.get(i).element());
            }
            edits.add(fix.edits().size() == 1 ? fix.edits().get(0) : new CompositeEdit(fix.text(), fix.edits()));
        }
        edits.add(setTarget);
        String fixes = losses.size() == 1 ? "1 fix" : losses.size() + " fixes";
        return new CompositeEdit(setTarget.label() + " (" + fixes + ")", edits);
    }
}
