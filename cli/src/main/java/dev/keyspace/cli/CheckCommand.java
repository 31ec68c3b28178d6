package dev.keyspace.cli;

import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.check.CheckFormat;
import dev.keyspace.cli.check.DeclarationLines;
import dev.keyspace.cli.check.FileReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd check FILE... [--format text|json|sarif]}: the anti-pattern checker and the sizing, for CI. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Check data models against the anti-pattern catalogue and size their partitions.",
            "Each FILE is a project file (.ksd.json), checked with the thresholds, hints and suppressions it"
                    + " saves, or a CQL schema (.cql), checked with the default ones. Statements of a .cql file that"
                    + " Cassandra 5.0 would refuse are reported on stderr (file:line:column and its message) and in"
                    + " the report, under the rule cassandra-rejects with the table (or other element) they are"
                    + " about, and the rest is checked."
        },
        footerHeading = "%nOutput:%n",
        footer = {
            "  text   per file: one line per finding",
            "         'severity rule element: message (fix: ...)', the suppressed findings",
            "         with their reasons, then the sizing table. '?' marks a figure that",
            "         needs a missing assumption; the missing assumptions are named below.",
            "  json   one file: {\"findings\":[{\"rule\",\"severity\",\"element\",\"message\",",
            "         \"fix\"}],\"sizing\":[{\"table\",\"rowsPerPartition\",\"values\",",
            "         \"partitionBytes\",\"partitions\",\"tableBytes\",",
            "         \"worstCase\":{the same figures},\"missingAssumptions\":[...]}]}.",
            "         A figure that needs a missing assumption is null.",
            "         Several files: a list of such objects, each with a leading \"file\".",
            "         A refused statement of a .cql file is a finding with \"line\",",
            "         \"column\" and the \"kind\" of its element (null when it names none).",
            "  sarif  SARIF 2.1.0: one run; the rule catalogue in runs[0].tool.driver.rules;",
            "         one result per finding with its level (error, warning, note), the",
            "         file, and the element (keyspace.table) as a logical location; a",
            "         refused statement also has its line and column as the region.",
            "",
            "Exit codes:",
            "  0  no finding at error level",
            "  1  at least one finding at error level, or a statement Cassandra 5.0",
            "     would refuse",
            "  2  a file cannot be read (the message names the file, line, column and",
            "     JSON path)"
        })
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "1..*",
            paramLabel = "FILE",
            description = "Project files (.ksd.json) or CQL schemas (.cql) to check.")
    List<Path> files;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    CheckFormat format;

    @Mixin
    TargetOption target;

    @Override
    public Integer call() {
        List<FileReport> reports = new ArrayList<>();
        boolean refused = false;
        for (Path file : files) {
            ProjectInputs.Loaded loaded =
                    ProjectInputs.readForFindings(file, spec.commandLine().getErr(), target);
            refused |= loaded.hasRefusedStatements();
            reports.add(FileReport.of(file.toString(), loaded.project(), loaded.refused(), declarations(file)));
        }
        format.write(reports, spec.commandLine().getOut());
        spec.commandLine().getOut().flush();
        return refused || reports.stream().anyMatch(FileReport::hasErrors) ? ExitCode.FINDINGS : ExitCode.OK;
    }

    /** Where a .cql file declares its elements, for the findings' regions; a project file has no lines. */
    private static DeclarationLines declarations(Path file) {
        if (!CqlInputs.isCql(file)) {
            return DeclarationLines.none();
        }
        try {
            return DeclarationLines.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // read a moment ago by readForFindings
        }
    }
}
