package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.Edit;
import java.util.List;
import java.util.Objects;

/**
 * One thing of a design that stops working under another target release: the element (a dotted path in CQL
 * spelling, as {@link dev.keyspace.model.validation.Problem} names it), what the release refuses about it, and the
 * fix, in words and as the edits that make it. A loss without edits has no automatic fix: the user must change the
 * design first, or keep the target.
 */
public record TargetLoss(String element, String problem, String fix, List<Edit> edits) {

    public TargetLoss {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(fix, "fix");
        edits = List.copyOf(edits);
    }

    static TargetLoss fixedBy(String element, String problem, String fix, Edit... edits) {
        return new TargetLoss(element, problem, fix, List.of(edits));
    }

    static TargetLoss unfixable(String element, String problem, String fix) {
        return new TargetLoss(element, problem, fix, List.of());
    }

    /** Whether the fix can be applied for the user. */
    public boolean fixable() {
        return !edits.isEmpty();
    }
}
