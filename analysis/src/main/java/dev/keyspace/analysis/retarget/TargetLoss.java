package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.Edit;
import java.util.List;
import java.util.Objects;

/**
 * One thing of a design that stops working under another target release: the element (a dotted path in CQL
 * spelling, as {@link dev.keyspace.model.validation.Problem} names it), what the release refuses about it, and the
 * ways to fix it, the recommended one first. A loss whose one fix has no edits has no automatic fix: the user must
 * change the design first, or keep the target.
 */
public record TargetLoss(String element, String problem, List<TargetFix> fixes) {

    public TargetLoss {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(problem, "problem");
        fixes = List.copyOf(fixes);
        if (fixes.isEmpty()) {
            throw new IllegalArgumentException(element + " needs a fix, or advice when there is none");
        }
        if (fixes.size() > 1 && !fixes.stream().allMatch(TargetFix::automatic)) {
            throw new IllegalArgumentException(element + ": advice is the only fix when there is no automatic one");
        }
    }

    static TargetLoss fixedBy(String element, String problem, TargetFix... fixes) {
        return new TargetLoss(element, problem, List.of(fixes));
    }

    static TargetLoss unfixable(String element, String problem, String advice) {
        return new TargetLoss(element, problem, List.of(new TargetFix("No automatic fix", advice, List.of())));
    }

    /** The recommended fix, in words. */
    public String fix() {
        return fixes.get(0).text();
    }

    /** The edits of the recommended fix; none when there is no automatic fix. */
    public List<Edit> edits() {
        return fixes.get(0).edits();
    }

    /** Whether the fix can be applied for the user. */
    public boolean fixable() {
        return fixes.get(0).automatic();
    }
}
