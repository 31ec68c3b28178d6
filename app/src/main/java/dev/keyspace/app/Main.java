package dev.keyspace.app;

import dev.keyspace.app.cli.KsdCommandLine;

/**
 * The single entry point of the {@code ksd} jar: with no arguments it opens the designer, with arguments
 * it runs the command line. It does not extend {@code Application}, so JavaFX loads from the classpath.
 */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        String[] effective = args.length == 0 ? new String[] {"open"} : args;
        System.exit(KsdCommandLine.run(effective, System.out, System.err));
    }
}
