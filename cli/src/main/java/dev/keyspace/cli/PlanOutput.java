package dev.keyspace.cli;

import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.ManualChange;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** A deploy plan, and the outcome of applying it, as text for people or JSON for scripts. */
final class PlanOutput {

    private PlanOutput() {}

    static void printText(DeployPlan plan, PrintWriter out) {
        if (plan.isConverged()) {
            out.println("Nothing to deploy: the cluster already matches the project.");
            return;
        }
        if (!plan.statements().isEmpty()) {
            out.println("Plan: " + count(plan.statements().size(), "statement") + ":");
            plan.statements().forEach(s -> out.println(statementText(s)));
        }
        printSkippedAndManual(plan, out);
    }

    static void printSkippedAndManual(DeployPlan plan, PrintWriter out) {
        if (!plan.skipped().isEmpty()) {
            out.println("Skipped " + count(plan.skipped().size(), "statement")
                    + " that drop (run again with --allow-drops to apply them):");
            plan.skipped().forEach(s -> out.println(statementText(s)));
        }
        if (!plan.manual().isEmpty()) {
            out.println("Manual " + (plan.manual().size() == 1 ? "change" : "changes")
                    + " (Cassandra cannot make these in place; nothing was attempted):");
            for (ManualChange change : plan.manual()) {
                out.println("  " + change.element() + ": " + change.change());
                for (int i = 0; i < change.migration().size(); i++) {
                    out.println("    " + (i + 1) + ". " + change.migration().get(i));
                }
            }
        }
    }

    /** The report of an applied plan: a summary, and the failed statement with Cassandra's message. */
    static void printReport(DeployReport report, PrintWriter out) {
        Optional<StatementOutcome> failure = report.failure();
        int total = report.outcomes().size();
        if (failure.isPresent()) {
            StatementOutcome failed = failure.get();
            out.println("Failed at statement " + (failed.index() + 1) + " of " + total + " ("
                    + failed.statement().element() + "): " + failed.message().orElse("unknown error"));
            out.println("Applied " + report.applied().size() + " of " + total + " before it; "
                    + report.notRun().size() + " not run. Fix the cause and deploy again: applied statements"
                    + " are not repeated.");
        } else if (report.cancelled()) {
            out.println("Cancelled after " + report.applied().size() + " of " + total + " statements.");
        } else {
            out.println("Applied " + count(report.applied().size(), "statement") + ".");
        }
        printNodesDown(report, out);
    }

    /** The nodes that were down: the others agreed on every applied statement, these catch up on return. */
    private static void printNodesDown(DeployReport report, PrintWriter out) {
        List<String> down = report.nodesDown();
        if (!down.isEmpty() && !report.applied().isEmpty()) {
            boolean one = down.size() == 1;
            out.println("Not reached: " + String.join(", ", down) + (one ? " was" : " were") + " down; "
                    + (one ? "it takes" : "they take") + " the new schema from the other nodes when "
                    + (one ? "it comes" : "they come") + " back.");
        }
    }

    static String json(DeployPlan plan, Optional<DeployReport> report) {
        Map<String, Object> root = new LinkedHashMap<>();
        List<Map<String, Object>> statements = new ArrayList<>();
        for (int i = 0; i < plan.statements().size(); i++) {
            Map<String, Object> entry = statementJson(plan.statements().get(i));
            if (report.isPresent()) {
                StatementOutcome outcome = report.get().outcomes().get(i);
                entry.put("outcome", outcome.status().name().toLowerCase(Locale.ROOT));
                outcome.message().ifPresent(m -> entry.put("message", m));
            }
            statements.add(entry);
        }
        root.put("statements", statements);
        report.ifPresent(r -> root.put("nodesDown", r.nodesDown()));
        root.put(
                "skipped",
                plan.skipped().stream().map(PlanOutput::statementJson).toList());
        List<Map<String, Object>> manual = new ArrayList<>();
        for (ManualChange change : plan.manual()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("element", change.element());
            entry.put("change", change.change());
            entry.put("migration", change.migration());
            manual.add(entry);
        }
        root.put("manual", manual);
        return PrettyJson.of(root);
    }

    private static Map<String, Object> statementJson(PlannedStatement statement) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("cql", statement.cql());
        entry.put("kind", statement.kind().name().toLowerCase(Locale.ROOT));
        entry.put("destructive", statement.destructive());
        return entry;
    }

    static String statementText(PlannedStatement statement) {
        return "  " + statement.cql().replace("\n", "\n  ");
    }

    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
