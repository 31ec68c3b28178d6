package dev.keyspace.cli.version;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ksd version add|list FILE}: the released versions a project keeps. */
@Command(
        name = "version",
        mixinStandardHelpOptions = true,
        description = "Mark the project's schema as a released version, or list the versions it keeps.",
        subcommands = {VersionAddCommand.class, VersionListCommand.class})
public final class VersionCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing subcommand: add or list.");
    }
}
