package dev.keyspace.cli.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cql.StatementSubject;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.TableSizing;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * {@code --format json}: for one file {@code {"findings": [...], "sizing": [...]}}; for several files a list
 * of such objects, each with a leading {@code "file"}. A sizing figure that needs a missing assumption is
 * {@code null}, and {@code missingAssumptions} names what is missing.
 */
final class JsonReport {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private JsonReport() {}

    static void write(List<FileReport> reports, PrintWriter out) {
        JsonNode root;
        if (reports.size() == 1) {
            root = report(reports.get(0), false);
        } else {
            ArrayNode all = JSON.arrayNode();
            reports.forEach(r -> all.add(report(r, true)));
            root = all;
        }
        print(root, out);
    }

    static void print(JsonNode root, PrintWriter out) {
        out.println(PrettyJson.of(root));
    }

    private static ObjectNode report(FileReport report, boolean withFile) {
        ObjectNode json = JSON.objectNode();
        if (withFile) {
            json.put("file", report.file());
        }
        ArrayNode findings = json.putArray("findings");
        report.refused().forEach(r -> findings.add(refused(new RefusedStatement(report.file(), r))));
        report.result().findings().forEach(f -> findings.add(finding(f)));
        ArrayNode sizing = json.putArray("sizing");
        report.sizing().forEach(s -> sizing.add(sizing(s)));
        return json;
    }

    private static ObjectNode finding(Finding finding) {
        ObjectNode json = JSON.objectNode();
        json.put("rule", finding.ruleId());
        json.put("severity", finding.severity().name().toLowerCase(Locale.ROOT));
        json.put("element", finding.element());
        json.put("message", finding.message());
        json.put("fix", finding.fix());
        return json;
    }

    /** A refused statement: a finding with its line and column, and the element's kind when it names one. */
    private static ObjectNode refused(RefusedStatement refused) {
        ObjectNode json = JSON.objectNode();
        json.put("rule", RefusedStatement.RULE);
        json.put("severity", "error");
        json.put("element", refused.subject().map(StatementSubject::name).orElse(null));
        json.put("kind", refused.subject().map(s -> s.kind().word()).orElse(null));
        json.put("line", refused.diagnostic().line());
        json.put("column", refused.diagnostic().column());
        json.put("message", refused.diagnostic().message());
        json.put("fix", RefusedStatement.FIX);
        return json;
    }

    private static ObjectNode sizing(TableSizing sizing) {
        ObjectNode json = JSON.objectNode();
        json.put("table", sizing.table());
        figures(json, sizing.average());
        figures(json.putObject("worstCase"), sizing.worstCase());
        ArrayNode missing = json.putArray("missingAssumptions");
        sizing.missingAssumptions().forEach(missing::add);
        ArrayNode basis = json.putArray("basis");
        sizing.basis().forEach(basis::add);
        return json;
    }

    private static void figures(ObjectNode json, Estimate estimate) {
        number(json, "rowsPerPartition", estimate.rowsPerPartition());
        number(json, "values", estimate.values());
        number(json, "partitionBytes", estimate.partitionBytes());
        OptionalLong partitions = estimate.partitions();
        if (partitions.isPresent()) {
            json.put("partitions", partitions.getAsLong());
        } else {
            json.putNull("partitions");
        }
        number(json, "tableBytes", estimate.tableBytes());
    }

    /** A figure: whole numbers without a fraction, others as they are, unknown ones as null. */
    private static void number(ObjectNode json, String field, OptionalDouble value) {
        if (value.isEmpty()) {
            json.putNull(field);
            return;
        }
        double v = value.getAsDouble();
        if (v == Math.rint(v) && Math.abs(v) < 0x1p53) {
            json.put(field, (long) v);
        } else {
            json.put(field, v);
        }
    }
}
