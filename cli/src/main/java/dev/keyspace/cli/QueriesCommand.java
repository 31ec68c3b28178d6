package dev.keyspace.cli;

import dev.keyspace.cli.base.AccessText;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.InputFiles;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.QueryStatement;
import dev.keyspace.cql.SelectReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.schema.Identifier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd queries --schema SCHEMA QUERIES [--format text|json]}: Cassandra 5.0's verdict on each SELECT of
 * a file, against a schema, with how an accepted one reads data.
 */
@Command(
        name = "queries",
        mixinStandardHelpOptions = true,
        description = {
            "Decide, for each SELECT in QUERIES, whether Cassandra 5.0 accepts it against the schema, as a"
                    + " driver with paging on (5,000-row pages) would run it.",
            "A rejected SELECT comes with Cassandra's own message; an accepted one with its access:",
            "  single-partition  the whole partition key is restricted by = (or IN with one value)",
            "  multi-partition   IN on the partition key, or an index query spread over the cluster",
            "  token-range       the partition key is read through token() ranges",
            "  full-scan         every partition of the table is read",
            "followed by +filtering when rows are filtered after being read (what ALLOW FILTERING permits)"
                    + " and +index:sai, +index:legacy, +index:sasi or +index:custom when a secondary index"
                    + " serves it (for example full-scan+filtering, multi-partition+index:sai).",
            "USE statements set the keyspace of the SELECTs after them; other statements are skipped.",
            "JSON: a list of {\"index\" (1-based, among the SELECTs), \"statement\", \"accepted\","
                    + " \"message\" (null when accepted), \"access\" (null when rejected)}.",
            "Exit 0 when every SELECT is accepted, 1 when one is rejected, 2 when an input cannot be read."
        })
public final class QueriesCommand implements Callable<Integer> {

    enum Format {
        TEXT,
        JSON
    }

    /** One SELECT's verdict, numbered among the SELECTs of the file. */
    record Result(int index, QueryStatement.Select statement, Verdict verdict) {}

    @Option(
            names = "--schema",
            required = true,
            paramLabel = "SCHEMA",
            description = "The schema: a .cql file or a .ksd.json project.")
    Path schema;

    @Parameters(index = "0", paramLabel = "QUERIES", description = "A .cql file of SELECT statements.")
    Path queries;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Mixin
    TargetOption target;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Project project = ProjectInputs.load(schema, err, target);
        SelectReader.Result read = readQueries();
        ProjectSelectValidator validator = new ProjectSelectValidator(project);
        List<Result> results = new ArrayList<>();
        Optional<Identifier> session = Optional.empty();
        for (QueryStatement statement : read.statements()) {
            if (statement instanceof QueryStatement.Use use) {
                session = Optional.of(use.keyspace());
            } else if (statement instanceof QueryStatement.Select select) {
                Verdict verdict = validator.validate(select.keyspace(), session, select.query());
                results.add(new Result(results.size() + 1, select, verdict));
            } else if (statement instanceof QueryStatement.Other other) {
                PrintWriter notes = format == Format.JSON ? err : out;
                notes.println(where(statement) + "skipped: " + other.kind() + " is not a SELECT");
            }
        }
        if (format == Format.JSON) {
            out.println(json(results));
        } else {
            results.forEach(r -> printText(r, out));
            long rejected =
                    results.stream().filter(r -> !r.verdict().accepted()).count();
            out.println(queries + ": " + results.size() + " SELECT" + (results.size() == 1 ? "" : "s") + ", "
                    + (results.size() - rejected) + " accepted, " + rejected + " rejected");
        }
        out.flush();
        return results.stream().allMatch(r -> r.verdict().accepted()) ? ExitCode.OK : ExitCode.FINDINGS;
    }

    private SelectReader.Result readQueries() {
        InputFiles.requireReadable(queries);
        String text;
        try {
            text = Files.readString(queries, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserErrorException(queries + ": cannot be read: " + e.getMessage(), e);
        }
        SelectReader.Result read = new SelectReader().read(queries.toString(), text);
        if (read.hasErrors()) {
            List<Diagnostic> errors = read.diagnostics();
            throw new UserErrorException(errors.stream().map(Diagnostic::format).collect(Collectors.joining("\n"))
                    + "\n" + queries + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                    + "; no verdict given");
        }
        return read;
    }

    private String where(QueryStatement statement) {
        return queries + ":" + statement.line() + ":" + statement.column() + ": ";
    }

    private void printText(Result result, PrintWriter out) {
        Verdict verdict = result.verdict();
        String outcome = verdict.accepted()
                ? "accepted (" + AccessText.of(verdict.access().orElseThrow()) + ")"
                : "rejected: " + verdict.message();
        out.println(where(result.statement()) + "[" + result.index() + "] " + outcome);
        out.println("    " + result.statement().cql().strip().replaceAll("\\s+", " "));
    }

    private static String json(List<Result> results) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Result result : results) {
            Verdict verdict = result.verdict();
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("index", result.index());
            entry.put("statement", result.statement().cql().strip());
            entry.put("accepted", verdict.accepted());
            entry.put("message", verdict.accepted() ? null : verdict.message());
            entry.put("access", verdict.access().map(AccessText::of).orElse(null));
            list.add(entry);
        }
        return PrettyJson.of(list);
    }
}
