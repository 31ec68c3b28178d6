package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.InputFiles;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.plan.UnknownDatacenters;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.ScriptValidator;
import dev.keyspace.cql.ScriptValidator.Verdict;
import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
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
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd validate FILE... [--format json] [--target 4.1|5.0|6.0]}: would Cassandra 5.0 (or the release given)
 * accept each whole file, statement by statement in order? Exit 0 when every file is valid, 1 when a design is refused, 2 when a file cannot be
 * read (the worst file decides). With {@code --contact-points}, a keyspace whose NetworkTopologyStrategy names a
 * datacenter that cluster does not have is refused as Cassandra refuses it; without, no cluster is contacted.
 */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = {
            "Decide, for each CQL file, whether Cassandra 5.0 (or the --target release) would accept the whole file in"
                    + " order.",
            "Verdicts: valid (exit 0), refused (exit 1: the statement and Cassandra's reason), "
                    + "syntax (exit 2: the file cannot be read; every error with its line and column).",
            "With --contact-points, also as that cluster would: a replication naming a datacenter it does not have"
                    + " is refused. Without, no cluster is contacted."
        })
public final class ValidateCommand implements Callable<Integer> {

    enum Format {
        TEXT,
        JSON
    }

    /** One file's verdict and the messages behind it. */
    record Result(Path file, Verdict verdict, List<String> messages) {}

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "CQL files to validate.")
    List<Path> files;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    TargetOption target;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Optional<Set<String>> datacenters = clusterDatacenters();
        List<Result> results = new ArrayList<>();
        for (Path file : files) {
            results.add(validate(file, datacenters, target.forCql()));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.JSON) {
            out.println(json(results));
        } else {
            results.forEach(r -> printText(r, target.forCql(), out));
        }
        out.flush();
        return results.stream().mapToInt(r -> exitCode(r.verdict())).max().orElse(ExitCode.OK);
    }

    /** The datacenters of the cluster named by --contact-points; empty when none is named. */
    private Optional<Set<String>> clusterDatacenters() {
        if (connection.targetsDevCluster()) {
            return Optional.empty();
        }
        try (CqlSession session = DeployCommand.connect(connection, "ksd validate")) {
            return Optional.of(UnknownDatacenters.of(session));
        }
    }

    static Result validate(Path file, Optional<Set<String>> datacenters, CassandraVersion release) {
        String text;
        try {
            InputFiles.requireReadable(file);
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (UserErrorException e) {
            return new Result(file, Verdict.SYNTAX, List.of(e.getMessage()));
        } catch (IOException e) {
            return new Result(file, Verdict.SYNTAX, List.of(file + ": cannot be read: " + e.getMessage()));
        }
        ScriptValidator.Validation validation =
                new ScriptValidator().validate(Project.empty("validate", release), file.toString(), text);
        List<String> messages = new ArrayList<>(formatted(validation.errors()));
        datacenters.ifPresent(known -> UnknownDatacenters.refusals(validation.project(), known)
                .forEach(refusal -> messages.add(file + ": error: " + refusal)));
        Verdict verdict = validation.verdict() == Verdict.VALID
                        && messages.size() > validation.errors().size()
                ? Verdict.REFUSED
                : validation.verdict();
        return new Result(file, verdict, List.copyOf(messages));
    }

    private static List<String> formatted(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(Diagnostic::format).toList();
    }

    private static int exitCode(Verdict verdict) {
        return switch (verdict) {
            case VALID -> ExitCode.OK;
            case REFUSED -> ExitCode.FINDINGS;
            case SYNTAX -> ExitCode.BAD_INPUT;
        };
    }

    private static void printText(Result result, CassandraVersion release, PrintWriter out) {
        result.messages().forEach(out::println);
        String verdict =
                switch (result.verdict()) {
                    case VALID -> "valid: Cassandra " + release + " would accept every statement";
                    case REFUSED -> "refused: Cassandra " + release + " would refuse "
                            + count(result.messages().size(), "statement");
                    case SYNTAX -> "syntax: cannot be read ("
                            + count(result.messages().size(), "error") + ")";
                };
        out.println(result.file() + ": " + verdict);
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String json(List<Result> results) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Result result : results) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("file", result.file().toString());
            entry.put("verdict", result.verdict().name().toLowerCase(java.util.Locale.ROOT));
            entry.put("messages", result.messages());
            list.add(entry);
        }
        return PrettyJson.of(list);
    }
}
