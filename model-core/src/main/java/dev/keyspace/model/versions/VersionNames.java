package dev.keyspace.model.versions;

import java.util.Optional;

/**
 * What a version may be named: a name a person types on a command line and reads in a file name, so that
 * {@code FILE@NAME} always splits at its last {@code @} and a migration script can carry the name.
 */
public final class VersionNames {

    private static final int LONGEST = 64;

    private VersionNames() {}

    /** Why {@code name} cannot name a version, or empty when it can. */
    public static Optional<String> problem(String name) {
        if (name == null || name.isBlank()) {
            return Optional.of("a version needs a name");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '@' || c == '/' || c == '\\' || Character.isISOControl(c)) {
                return Optional.of("a version name cannot hold '" + printable(c) + "'");
            }
        }
        if (!name.equals(name.strip())) {
            return Optional.of("a version name cannot start or end with a space");
        }
        if (name.length() > LONGEST) {
            return Optional.of("a version name has at most " + LONGEST + " characters");
        }
        return Optional.empty();
    }

    static void require(String name) {
        problem(name).ifPresent(problem -> {
            throw new IllegalArgumentException(problem + ": '" + name + "'");
        });
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }
}
