package dev.keyspace.cli.optimize;

import dev.keyspace.optimizer.DesignText;
import dev.keyspace.optimizer.OptimizedDesign;
import java.io.PrintWriter;

/** The text form of an optimized design: totals, kept tables with their CQL, reads, writes, what was left out. */
final class OptimizeText {

    private OptimizeText() {}

    static void write(OptimizedDesign design, PrintWriter out) {
        out.println(DesignText.totals(design));
        out.println();
        out.println("Kept:");
        for (OptimizedDesign.Kept kept : design.tables()) {
            out.println("  " + kept.name() + (kept.current() ? " (current)" : " (new)") + " serves "
                    + DesignText.serves(kept) + "; "
                    + DesignText.space(kept.figures().spaceBytes()));
            kept.cql().lines().forEach(line -> out.println("    " + line));
        }
        out.println();
        out.println("Reads:");
        DesignText.reads(design).lines().forEach(line -> out.println("  " + line));
        out.println();
        out.println("Writes:");
        DesignText.writes(design).lines().forEach(line -> out.println("  " + line));
        out.println();
        out.println("Left out:");
        DesignText.leftOut(design).lines().forEach(line -> out.println(line.isEmpty() ? "" : "  " + line));
    }
}
