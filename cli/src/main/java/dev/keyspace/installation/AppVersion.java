package dev.keyspace.installation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version Maven filtered into {@code ksd-version.properties} at build time, for ksd --version and About. */
public final class AppVersion {

    private AppVersion() {}

    public static String version() {
        try (InputStream in = AppVersion.class.getResourceAsStream("/ksd-version.properties")) {
            if (in == null) {
                return "development build";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "development build");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
