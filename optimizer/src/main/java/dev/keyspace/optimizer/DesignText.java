package dev.keyspace.optimizer;

import dev.keyspace.model.sizing.SizingFigures;
import java.util.stream.Collectors;

/**
 * The words of an optimized design, the one home of how {@code ksd optimize} and the designer's Optimize dialog say
 * it: totals, each kept object's queries, reads, writes, what was left out and why.
 */
public final class DesignText {

    private DesignText() {}

    public static String totals(OptimizedDesign design) {
        StringBuilder text = new StringBuilder();
        text.append("Mix ").append(design.mix()).append(": ").append(totals(design.optimized()));
        if (!design.proven()) {
            text.append(" (the best found in the time limit, not proven the least)");
        }
        text.append("\nCurrent design: ")
                .append(design.current().map(DesignText::totals).orElse("does not serve every query of the mix"));
        design.currentGaps().forEach(gap -> text.append("\n  ").append(gap));
        design.currentPlans().forEach(plan -> text.append("\n  ")
                .append(plan.query())
                .append(" read from ")
                .append(plan.tables())
                .append(" (the application joins, filters or sorts): cost ")
                .append(Costs.format(plan.costPerRead()))
                .append(" a run, ")
                .append(Costs.format(plan.costPerRead() * plan.perSecond()))
                .append(" a second"));
        text.append("\n").append(calibration(design.costs()));
        return text.toString();
    }

    /** Where the cost constants come from: a proof on a node, or the defaults. */
    public static String calibration(CostModel costs) {
        return costs.calibration()
                .map(proof ->
                        "Costs calibrated by " + proof + "; default: " + String.join(", ", costs.defaults()) + ".")
                .orElse("Costs use the default constants (not calibrated by a proof on a node).");
    }

    public static String totals(OptimizedDesign.Totals totals) {
        return "cost " + Costs.format(totals.costPerSecond()) + " a second, " + space(totals.spaceBytes()) + ", "
                + totals.objects() + (totals.objects() == 1 ? " table" : " tables");
    }

    public static String space(long bytes) {
        return SizingFigures.bytes(bytes) + " on disk";
    }

    public static String serves(OptimizedDesign.Kept kept) {
        return kept.serves().isEmpty() ? "no query itself" : String.join(", ", kept.serves());
    }

    public static String reads(OptimizedDesign design) {
        return design.queries().stream()
                .map(plan -> plan.query() + " reads " + plan.table() + ": " + Costs.format(plan.costPerRead())
                        + " a read x " + Costs.format(plan.perSecond()) + "/s = " + Costs.format(plan.costPerSecond()))
                .collect(Collectors.joining("\n"));
    }

    public static String writes(OptimizedDesign design) {
        if (design.writes().isEmpty()) {
            return "The mix gives no write a rate.";
        }
        return design.writes().stream()
                .map(plan -> plan.write() + " (" + Costs.format(plan.perSecond()) + "/s) writes "
                        + (plan.tables().isEmpty() ? "no kept table" : String.join(", ", plan.tables()))
                        + (plan.batch() ? " in a logged batch" : "") + ": " + Costs.format(plan.costPerSecond()))
                .collect(Collectors.joining("\n"));
    }

    public static String leftOut(OptimizedDesign design) {
        StringBuilder text = new StringBuilder();
        design.leftOut().forEach(left -> text.append(left.name())
                .append(left.current() ? " (in the current design" : " (" + left.title() + ", for " + left.origin())
                .append("): ")
                .append(left.reason())
                .append('\n'));
        if (!design.unanswerable().isEmpty()) {
            text.append("\nNot answerable:\n");
            design.unanswerable().forEach((query, why) -> text.append("  ")
                    .append(query)
                    .append(": ")
                    .append(why)
                    .append('\n'));
        }
        return text.length() == 0
                ? "Every candidate was kept."
                : text.toString().strip();
    }
}
