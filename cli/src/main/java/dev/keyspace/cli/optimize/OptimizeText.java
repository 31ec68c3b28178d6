package dev.keyspace.cli.optimize;

import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.optimizer.Costs;
import dev.keyspace.optimizer.OptimizedDesign;
import java.io.PrintWriter;

/** The text form of an optimized design: totals, kept tables with their CQL, reads, writes, what was left out. */
final class OptimizeText {

    private OptimizeText() {}

    static void write(OptimizedDesign design, PrintWriter out) {
        out.println("Mix " + design.mix() + ": " + totals(design.optimized())
                + (design.proven() ? "" : " (the best found in the time limit, not proven the least)"));
        out.println("Current design: "
                + design.current().map(OptimizeText::totals).orElse("does not serve every query of the mix"));
        design.currentGaps().forEach(gap -> out.println("  " + gap));
        if (!design.costs().calibrated()) {
            out.println("Costs use the default constants (not calibrated by a proof on a node).");
        }
        out.println();
        out.println("Kept:");
        for (OptimizedDesign.Kept kept : design.tables()) {
            out.println("  " + kept.name() + (kept.current() ? " (current)" : " (new)") + " serves "
                    + (kept.serves().isEmpty() ? "no query itself" : String.join(", ", kept.serves()))
                    + "; " + space(kept.figures().spaceBytes()));
            kept.cql().lines().forEach(line -> out.println("    " + line));
        }
        out.println();
        out.println("Reads:");
        for (OptimizedDesign.QueryPlan plan : design.queries()) {
            out.println("  " + plan.query() + " reads " + plan.table() + ": " + Costs.format(plan.costPerRead())
                    + " a read x " + Costs.format(plan.perSecond()) + "/s = " + Costs.format(plan.costPerSecond()));
        }
        if (!design.writes().isEmpty()) {
            out.println();
            out.println("Writes:");
            for (OptimizedDesign.WritePlan plan : design.writes()) {
                out.println("  " + plan.write() + " (" + Costs.format(plan.perSecond()) + "/s) writes "
                        + (plan.tables().isEmpty() ? "no kept table" : String.join(", ", plan.tables()))
                        + (plan.batch() ? " in a logged batch" : "") + ": " + Costs.format(plan.costPerSecond()));
            }
        }
        if (!design.leftOut().isEmpty()) {
            out.println();
            out.println("Left out:");
            for (OptimizedDesign.LeftOut left : design.leftOut()) {
                out.println(
                        "  " + left.name() + " (" + left.title() + ", for " + left.origin() + "): " + left.reason());
            }
        }
        if (!design.unanswerable().isEmpty()) {
            out.println();
            out.println("Not answerable:");
            design.unanswerable().forEach((query, why) -> out.println("  " + query + ": " + why));
        }
    }

    private static String totals(OptimizedDesign.Totals totals) {
        return "cost " + Costs.format(totals.costPerSecond()) + " a second, " + space(totals.spaceBytes()) + ", "
                + totals.objects() + (totals.objects() == 1 ? " table" : " tables");
    }

    static String space(long bytes) {
        return SizingFigures.bytes(bytes) + " on disk";
    }
}
