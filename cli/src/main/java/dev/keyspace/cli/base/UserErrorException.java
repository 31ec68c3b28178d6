package dev.keyspace.cli.base;

/**
 * A problem with what the user gave ksd (a missing file, bad syntax, a wrong option value). It is printed
 * as one line on stderr, never with a stack trace unless {@code --debug} is given, and exits with
 * {@link ExitCode#BAD_INPUT}. The message already names the file, line and column where there are some.
 */
public class UserErrorException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserErrorException(String message) {
        super(message);
    }

    public UserErrorException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A message in the conventional {@code file:line:column: message} form. */
    public static UserErrorException at(String file, int line, int column, String message) {
        return new UserErrorException(file + ":" + line + ":" + column + ": " + message);
    }
}
