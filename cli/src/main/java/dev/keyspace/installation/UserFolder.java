package dev.keyspace.installation;

import java.nio.file.Path;
import java.util.function.UnaryOperator;

/**
 * The one folder that holds what Keyspace Designer keeps per user: the recent files, the recovery copies
 * of unsaved work and the dev cluster's data. It is the folder named by the system property
 * {@value #PROPERTY}, else by the environment variable {@value #VARIABLE}, else ~/.keyspace-designer.
 * Every test JVM of the build sets the property to a folder under target/, so tests never touch a
 * user's own settings.
 */
public final class UserFolder {

    public static final String PROPERTY = "ksd.home";
    public static final String VARIABLE = "KSD_HOME";
    static final String DEFAULT_NAME = ".keyspace-designer";

    private UserFolder() {}

    public static Path path() {
        return resolve(System::getProperty, System::getenv);
    }

    public static Path recentFiles() {
        return path().resolve("recent-files.txt");
    }

    public static Path recovery() {
        return path().resolve("recovery");
    }

    public static Path devCluster() {
        return path().resolve("dev-cluster");
    }

    static Path resolve(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        String property = properties.apply(PROPERTY);
        if (isSet(property)) {
            return Path.of(property).toAbsolutePath();
        }
        String variable = environment.apply(VARIABLE);
        if (isSet(variable)) {
            return Path.of(variable).toAbsolutePath();
        }
        return Path.of(properties.apply("user.home"), DEFAULT_NAME);
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }
}
