package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Runs {@code ksd} with its error conventions: usage errors, {@link UserErrorException}s and files that
 * cannot be read or written print one plain line on stderr and exit 2; anything else is an internal error (exit 3) whose stack trace is shown
 * only with {@code --debug}.
 */
public final class KsdCommandLine {

    private KsdCommandLine() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(create(), args, out, err);
    }

    /** Runs the given command tree with ksd's error conventions. */
    public static int run(CommandLine commandLine, String[] args, PrintStream out, PrintStream err) {
        boolean debug = Arrays.asList(args).contains("--debug");
        PrintWriter outWriter = new StandardOutput(out);
        PrintWriter errWriter = new PrintWriter(err, true, StandardCharsets.UTF_8);
        commandLine.setOut(outWriter);
        commandLine.setErr(errWriter);
        commandLine.setParameterExceptionHandler((e, a) -> usageError(e, errWriter, debug));
        commandLine.setExecutionExceptionHandler((e, cl, parsed) -> executionError(e, cl, parsed, errWriter, debug));
        try {
            return commandLine.execute(args);
        } catch (OutOfMemoryError e) {
            return outOfMemory(e, errWriter, debug);
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
    }

    /** The command tree, for tests and for generating help. */
    public static CommandLine create() {
        CommandLine commandLine = new CommandLine(new KsdCommand());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setUsageHelpAutoWidth(true);
        return commandLine;
    }

    private static int usageError(ParameterException e, PrintWriter err, boolean debug) {
        if (debug) {
            e.printStackTrace(err);
        }
        err.println("ksd: " + e.getMessage());
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        err.println("Run '" + command + " --help' for usage.");
        return ExitCode.BAD_INPUT;
    }

    private static int executionError(
            Exception e, CommandLine commandLine, ParseResult parsed, PrintWriter err, boolean debug) {
        if (debug) {
            e.printStackTrace(err);
        }
        Optional<OutOfMemoryError> memory = causeOf(e, OutOfMemoryError.class);
        if (memory.isPresent()) {
            return outOfMemory(memory.get(), err, false);
        }
        if (e instanceof UserErrorException) {
            err.println(e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        Optional<IOException> io = IoFailures.of(e);
        if (io.isPresent()) {
            err.println(IoFailures.describe(io.get()));
            return ExitCode.BAD_INPUT;
        }
        err.println("ksd: internal error: " + describe(e));
        if (!debug) {
            err.println("Run the same command with --debug for the stack trace, and please report it.");
        }
        return ExitCode.INTERNAL_ERROR;
    }

    /** Running out of memory is never the input's fault: exit 3, with what the user can do meanwhile. */
    private static int outOfMemory(OutOfMemoryError e, PrintWriter err, boolean debug) {
        if (debug) {
            e.printStackTrace(err);
        }
        err.println("ksd: internal error: out of memory (" + e.getMessage() + "). Give Java more memory"
                + " (e.g. JAVA_TOOL_OPTIONS=-Xmx8g), or work on one keyspace or subject area; please report it.");
        return ExitCode.INTERNAL_ERROR;
    }

    private static <T extends Throwable> Optional<T> causeOf(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return Optional.of(type.cast(t));
            }
        }
        return Optional.empty();
    }

    private static String describe(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return e.getClass().getSimpleName() + ": " + message;
    }
}
