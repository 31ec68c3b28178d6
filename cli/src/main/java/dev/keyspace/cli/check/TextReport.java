package dev.keyspace.cli.check;

import static dev.keyspace.model.sizing.SizingFigures.bytes;
import static dev.keyspace.model.sizing.SizingFigures.count;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.TableSizing;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * {@code --format text}: per file, one line per finding ({@code severity rule element: message (fix: ...)}),
 * the suppressed findings with their reasons, then the sizing table and the assumptions it misses.
 */
final class TextReport {

    private static final String ROW = "  %-44s %12s %14s %12s %12s %12s %14s %12s%n";

    private TextReport() {}

    static void write(List<FileReport> reports, PrintWriter out) {
        for (int i = 0; i < reports.size(); i++) {
            if (i > 0) {
                out.println();
            }
            write(reports.get(i), out);
        }
    }

    private static void write(FileReport report, PrintWriter out) {
        CheckResult result = report.result();
        out.println(report.file() + ": " + summary(report));
        report.refused().forEach(r -> out.println(line(new RefusedStatement(report.file(), r))));
        result.findings().forEach(f -> out.println(line(f)));
        for (CheckResult.Suppressed s : result.suppressed()) {
            out.println("  suppressed " + s.finding().ruleId() + " "
                    + s.finding().element() + ": " + s.suppression().reason());
        }
        if (report.sizing().isEmpty()) {
            return;
        }
        out.println();
        out.println("  Sizing (average, then worst case)");
        out.printf(
                Locale.ROOT,
                ROW,
                "table",
                "rows/part.",
                "values/part.",
                "bytes/part.",
                "partitions",
                "table size",
                "worst values",
                "worst bytes");
        for (TableSizing sizing : report.sizing()) {
            Estimate average = sizing.average();
            Estimate worst = sizing.worstCase();
            out.printf(
                    Locale.ROOT,
                    ROW,
                    sizing.table(),
                    count(average.rowsPerPartition()),
                    count(average.values()),
                    bytes(average.partitionBytes()),
                    count(average.partitions()),
                    bytes(average.tableBytes()),
                    count(worst.values()),
                    bytes(worst.partitionBytes()));
        }
        List<String> missing = report.sizing().stream()
                .flatMap(s -> s.missingAssumptions().stream())
                .toList();
        if (!missing.isEmpty()) {
            out.println("  ? needs an assumption the project does not give:");
            missing.forEach(m -> out.println("    " + m));
        }
        out.println("  Assumptions the figures rest on ([default] marks a default)");
        for (TableSizing sizing : report.sizing()) {
            out.println("    " + sizing.table());
            sizing.basis().forEach(b -> out.println("      " + b));
        }
    }

    static String line(Finding finding) {
        return "  " + finding.severity().name().toLowerCase(Locale.ROOT) + " " + finding.ruleId() + " "
                + finding.element() + ": " + finding.message() + " (fix: " + finding.fix() + ")";
    }

    /**
     * {@code error cassandra-rejects ks.t: message (at file:line:column)}; a statement that names nothing a reader
     * can tell has its place where the element would be.
     */
    private static String line(RefusedStatement refused) {
        String message = refused.diagnostic().message();
        return "  error " + RefusedStatement.RULE + " "
                + refused.subject()
                        .map(s -> s.name() + ": " + message + " (at " + refused.place() + ")")
                        .orElse(refused.place() + ": " + message);
    }

    private static String summary(FileReport report) {
        CheckResult result = report.result();
        long errors = report.refused().size()
                + result.findings().stream()
                        .filter(f -> f.severity() == dev.keyspace.model.validation.Severity.ERROR)
                        .count();
        long others = result.findings().size() + report.refused().size() - errors;
        return plural(errors, "error") + ", " + plural(others, "other finding") + ", "
                + result.suppressed().size() + " suppressed";
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
