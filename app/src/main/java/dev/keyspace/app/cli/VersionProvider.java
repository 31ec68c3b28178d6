package dev.keyspace.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven filtered into {@code ksd-version.properties} at build time. */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"ksd " + version(), "Keyspace Designer for Apache Cassandra 5.0"};
    }

    public static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("/ksd-version.properties")) {
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
