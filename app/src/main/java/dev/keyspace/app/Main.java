package dev.keyspace.app;

import dev.keyspace.cli.KsdCommandLine;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The single entry point of the {@code ksd} jar: with no arguments it opens the designer, with a project or CQL
 * file alone it opens that file in the designer, with other arguments it runs the command line
 * ({@link LaunchArguments}). It does not extend {@code Application}, so JavaFX loads from the classpath.
 */
public final class Main {

    /**
     * JavaFX warns on every start that it was loaded from the classpath, which is how this non-modular
     * application runs it on purpose (docs/adr/0005-javafx-on-the-classpath.md); held so the level sticks.
     */
    private static final Logger JAVAFX_LOGGER = Logger.getLogger("javafx");

    private Main() {}

    public static void main(String[] args) {
        dev.keyspace.app.designer.startup.StartupTrace.mark("main");
        JAVAFX_LOGGER.setLevel(Level.SEVERE);
        System.exit(KsdCommandLine.run(LaunchArguments.of(args), System.out, System.err));
    }
}
