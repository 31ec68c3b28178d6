package dev.keyspace.cli.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.check.RuleSummaries;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.analysis.lint.rules.CassandraRejectsRule;
import dev.keyspace.cli.base.VersionProvider;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.Severity;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --format sarif}: one SARIF 2.1.0 run for all files. The driver lists every rule of the catalogue;
 * each result names its rule, its level, the file as the artifact and the element (keyspace, keyspace.table
 * or query label) as a logical location; a finding about an element of a .cql file has the line of the statement
 * that declares it as its region, so code-scanning tools show it on that line.
 */
final class SarifReport {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    /** The checker's rule for what Cassandra refuses; a refused statement of a .cql file is reported under it. */
    static final String REFUSED_RULE = new CassandraRejectsRule().id();

    private SarifReport() {}

    static void write(List<FileReport> reports, PrintWriter out) {
        ObjectNode root = JSON.objectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "ksd");
        driver.put("fullName", "Keyspace Designer");
        driver.put("version", VersionProvider.version());
        ArrayNode rules = driver.putArray("rules");
        Checker.RULES.forEach(rule -> rules.add(rule(rule)));
        ArrayNode results = run.putArray("results");
        for (FileReport report : reports) {
            report.refused().forEach(refusal -> results.add(refused(report, refusal)));
            report.result().findings().forEach(f -> results.add(result(report, f)));
        }
        JsonReport.print(root, out);
    }

    private static ObjectNode rule(Rule rule) {
        ObjectNode json = JSON.objectNode();
        json.put("id", rule.id());
        json.putObject("shortDescription")
                .put("text", RuleSummaries.of(rule.id()).orElse(rule.id()));
        json.putObject("defaultConfiguration").put("level", level(rule.defaultSeverity()));
        return json;
    }

    private static ObjectNode result(FileReport report, Finding finding) {
        ObjectNode json = JSON.objectNode();
        json.put("ruleId", finding.ruleId());
        int index = ruleIndex(finding.ruleId());
        if (index >= 0) {
            json.put("ruleIndex", index);
        }
        json.put("level", level(finding.severity()));
        json.putObject("message").put("text", finding.message() + " Fix: " + finding.fix());
        ObjectNode location = json.putArray("locations").addObject();
        ObjectNode physical = location.putObject("physicalLocation");
        physical.putObject("artifactLocation").put("uri", artifactUri(report.file()));
        report.declarations().lineOf(finding.element()).ifPresent(line -> physical.putObject("region")
                .put("startLine", line));
        ObjectNode logical = location.putArray("logicalLocations").addObject();
        logical.put("name", finding.element());
        logical.put("fullyQualifiedName", finding.element());
        logical.put("kind", kind(report.project(), finding.element()));
        return json;
    }

    /**
     * A statement of the .cql file that Cassandra would refuse, under the rule that reports what Cassandra refuses,
     * at its line and column in the file, with the element it is about as the logical location.
     */
    private static ObjectNode refused(FileReport report, Diagnostic refusal) {
        ObjectNode json = JSON.objectNode();
        json.put("ruleId", REFUSED_RULE);
        int index = ruleIndex(REFUSED_RULE);
        if (index >= 0) {
            json.put("ruleIndex", index);
        }
        json.put("level", "error");
        json.putObject("message").put("text", refusal.message());
        ObjectNode physical = json.putArray("locations").addObject().putObject("physicalLocation");
        physical.putObject("artifactLocation").put("uri", artifactUri(report.file()));
        physical.putObject("region").put("startLine", refusal.line()).put("startColumn", refusal.column());
        refusal.subject().ifPresent(subject -> {
            ObjectNode logical = ((ObjectNode) json.get("locations").get(0))
                    .putArray("logicalLocations")
                    .addObject();
            logical.put("name", subject.name());
            logical.put("fullyQualifiedName", subject.name());
            logical.put("kind", RefusedStatement.sarifKind(subject));
        });
        return json;
    }

    /** A relative file stays relative (as code-scanning services expect); an absolute one is a file: URI. */
    static String artifactUri(String file) {
        Path path = Path.of(file);
        if (path.isAbsolute()) {
            return path.toUri().toString();
        }
        try {
            return new URI(null, null, file.replace('\\', '/'), null).toASCIIString();
        } catch (URISyntaxException e) {
            return path.toAbsolutePath().toUri().toString();
        }
    }

    private static int ruleIndex(String ruleId) {
        for (int i = 0; i < Checker.RULES.size(); i++) {
            if (Checker.RULES.get(i).id().equals(ruleId)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * SARIF's names for what an element is: a keyspace is a namespace; a table, view, user type or index a type; a
     * column or a type's field a member; a query a function.
     */
    private static String kind(Project project, String element) {
        for (Keyspace keyspace : project.keyspaces()) {
            String name = keyspace.name().asCql();
            if (name.equals(element)) {
                return "namespace";
            }
            Map<Identifier, List<Identifier>> parts = new LinkedHashMap<>();
            keyspace.tables()
                    .forEach(t -> parts.put(
                            t.name(), t.columns().stream().map(Column::name).toList()));
            keyspace.types()
                    .forEach(t -> parts.put(
                            t.name(),
                            t.fields().stream().map(UserType.Field::name).toList()));
            keyspace.views().forEach(v -> parts.put(v.name(), List.of()));
            keyspace.indexes().forEach(i -> parts.put(i.name(), List.of()));
            for (Map.Entry<Identifier, List<Identifier>> box : parts.entrySet()) {
                if (Identifier.qualified(keyspace.name(), box.getKey()).equals(element)) {
                    return "type";
                }
                if (box.getValue().stream().anyMatch(part -> Identifier.qualified(keyspace.name(), box.getKey(), part)
                        .equals(element))) {
                    return "member";
                }
            }
        }
        return "function";
    }

    static String level(Severity severity) {
        return switch (severity) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        };
    }
}
