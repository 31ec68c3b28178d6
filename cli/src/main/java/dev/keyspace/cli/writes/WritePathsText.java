package dev.keyspace.cli.writes;

import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePlan;
import java.io.PrintWriter;

/** {@code --format text}: the copies of each attribute, then each write with its statements and notes. */
final class WritePathsText {

    private WritePathsText() {}

    static void write(WritePlan plan, PrintWriter out) {
        out.println("Copies:");
        plan.copyNames()
                .forEach((attribute, tables) -> out.println(
                        "  " + attribute + ": " + (tables.isEmpty() ? "(no table)" : String.join(", ", tables))));
        for (WritePath path : plan.writes()) {
            out.println();
            out.println(path.title() + " (" + (path.logged() ? "logged batch: " : "") + path.why() + ")");
            path.steps().forEach(s -> out.println("  " + WriteStatements.cql(s.statement()) + ";"));
            path.notes().forEach(n -> out.println("  note: " + n));
        }
    }
}
