package dev.keyspace.cli;

import dev.keyspace.cli.base.VersionProvider;
import dev.keyspace.cli.codegen.CodegenCommand;
import dev.keyspace.cli.optimize.OptimizeCommand;
import dev.keyspace.cli.version.VersionCommand;
import dev.keyspace.cli.writes.WritePathsCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The root of the command line: {@code ksd [--debug] COMMAND}. Each later feature adds a subcommand. */
@Command(
        name = "ksd",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Keyspace Designer: query-first data modelling for Apache Cassandra 5.0.",
        subcommands = {
            OpenCommand.class,
            ExportCommand.class,
            DocCommand.class,
            FormatCommand.class,
            ConvertCommand.class,
            ValidateCommand.class,
            CheckCommand.class,
            QueriesCommand.class,
            GenerateCommand.class,
            DeployCommand.class,
            ProveCommand.class,
            ImportCommand.class,
            DevClusterCommand.class,
            WritePathsCommand.class,
            CodegenCommand.class,
            VersionCommand.class,
            DiffCommand.class,
            MigrateCommand.class,
            OptimizeCommand.class
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  success, nothing at error level",
            "  1  findings at error level",
            "  2  bad input or usage",
            "  3  internal error (run with --debug for the stack trace)"
        })
public final class KsdCommand implements Runnable {

    @Spec
    CommandSpec spec;

    /** Read by {@link KsdCommandLine} before parsing, so that even usage errors can show a stack trace. */
    @Option(
            names = "--debug",
            scope = ScopeType.INHERIT,
            description = "Show stack traces for errors (for reporting a bug in ksd).")
    boolean debug;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing command: say what ksd should do.");
    }
}
