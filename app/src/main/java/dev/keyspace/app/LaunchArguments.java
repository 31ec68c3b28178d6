package dev.keyspace.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What a start of the {@code ksd} jar runs: no arguments open the designer; a single project or CQL file opens it
 * in the designer, as a desktop's file manager or menu entry passes it ({@code %F}); anything else is the command
 * line.
 */
final class LaunchArguments {

    private LaunchArguments() {}

    static String[] of(String[] args) {
        if (args.length == 0) {
            return new String[] {"open"};
        }
        if (args.length == 1 && isDesignFile(args[0])) {
            return new String[] {"open", args[0]};
        }
        return args;
    }

    private static boolean isDesignFile(String argument) {
        String name = argument.toLowerCase(Locale.ROOT);
        if (argument.startsWith("-") || !(name.endsWith(".json") || name.endsWith(".cql"))) {
            return false;
        }
        try {
            return Files.isRegularFile(Path.of(argument));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }
}
