package dev.keyspace.analysis.retarget;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.ProblemFixes;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.TargetFeature;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds what a target refuses of a project: first what has a known fix (SAI indexes, the Unified Compaction Strategy,
 * options and masks the target lacks), then, with those fixes made, whatever the validator still refuses under the
 * target that it did not refuse before (vectors, and anything the fixes do not cover), which has no automatic fix.
 * The validator is the judge: a project whose losses are all fixed has no error the new target adds.
 */
final class TargetLosses {

    private TargetLosses() {}

    static List<TargetLoss> of(Project project, CassandraVersion to) {
        List<TargetLoss> losses = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            IndexLosses.add(project, keyspace, to, losses);
            OptionLosses.add(keyspace, to, losses);
            MaskLosses.add(keyspace, to, losses);
            ConstraintLosses.add(keyspace, to, losses);
            CommentLosses.add(keyspace, to, losses);
            FastPathLosses.add(keyspace, to, losses);
        }
        Project fixed = project;
        for (TargetLoss loss : losses) {
            for (Edit edit : loss.edits()) {
                fixed = edit.apply(fixed);
            }
        }
        Project retargeted = new ProjectEdit.SetTarget(project.target(), to).apply(fixed);
        for (Problem problem : added(project, retargeted)) {
            losses.add(unfixable(problem, to));
        }
        return List.copyOf(losses);
    }

    /** The errors of {@code after} that {@code before} does not have, each as often as it is added. */
    private static List<Problem> added(Project before, Project after) {
        List<Problem> already = new ArrayList<>(SchemaValidator.errors(before));
        List<Problem> added = new ArrayList<>();
        for (Problem problem : SchemaValidator.errors(after)) {
            if (!already.remove(problem)) {
                added.add(problem);
            }
        }
        return added;
    }

    private static TargetLoss unfixable(Problem problem, CassandraVersion to) {
        if (problem.message().equals(TargetRules.notInTarget(TargetFeature.VECTOR_TYPE, to))) {
            return TargetLoss.unfixable(
                    problem.element(),
                    problem.message(),
                    "no automatic fix: Cassandra " + to + " cannot store or search a vector; change its type (a"
                            + " list<float> keeps the numbers, without similarity search) or keep Cassandra "
                            + TargetFeature.VECTOR_TYPE.since());
        }
        return TargetLoss.unfixable(
                problem.element(), problem.message(), "no automatic fix: " + ProblemFixes.fixFor(problem));
    }
}
