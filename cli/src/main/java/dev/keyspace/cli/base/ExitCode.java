package dev.keyspace.cli.base;

/** The exit codes of {@code ksd}, stable for scripts and CI pipelines. */
public final class ExitCode {

    /** The command did what was asked and found nothing at error level. */
    public static final int OK = 0;

    /** The command ran and found problems at error level (a refused design, a failed check). */
    public static final int FINDINGS = 1;

    /** The input could not be read or the command line was wrong. */
    public static final int BAD_INPUT = 2;

    /** A bug in ksd itself; {@code --debug} shows the stack trace. */
    public static final int INTERNAL_ERROR = 3;

    private ExitCode() {}
}
