package dev.keyspace.localcluster;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * Cassandra's server classpath, resolved by Maven at build time (module cassandra-runtime) and read here
 * from a text resource. The jars stay in the local Maven repository; this JVM never loads them.
 */
public record CassandraRuntime(String version, List<Path> jars) {
    static final String CLASSPATH_RESOURCE = "META-INF/keyspace-designer/cassandra-classpath.txt";
    static final String PROPERTIES_RESOURCE = "META-INF/keyspace-designer/cassandra-runtime.properties";

    public CassandraRuntime {
        jars = List.copyOf(jars);
    }

    /**
     * Cassandra 6.0's classpath, written by the cassandra60-judge module: only on the classpath of tests that depend on
     * that module, which judge designs by a 6.0 node.
     */
    static final String CASSANDRA_60_CLASSPATH_RESOURCE = "META-INF/keyspace-designer/cassandra60-classpath.txt";

    static final String CASSANDRA_60_VERSION = "6.0-alpha2";

    /** The Cassandra the product runs (5.0). */
    public static CassandraRuntime load() {
        Properties properties = new Properties();
        try {
            properties.load(new java.io.StringReader(readResource(PROPERTIES_RESOURCE)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fromClasspathResource(CLASSPATH_RESOURCE, properties.getProperty("cassandra.version", "unknown"));
    }

    /** Cassandra 6.0-alpha2, for tests that depend on the cassandra60-judge module. */
    public static CassandraRuntime load60() {
        return fromClasspathResource(CASSANDRA_60_CLASSPATH_RESOURCE, CASSANDRA_60_VERSION);
    }

    /** The release's first number: 5 for "5.0.9", 6 for "6.0-alpha2"; 0 when the version does not say. */
    public int major() {
        int dot = version.indexOf('.');
        try {
            return Integer.parseInt(dot < 0 ? version : version.substring(0, dot));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static CassandraRuntime fromClasspathResource(String resource, String version) {
        String classpath = readResource(resource).trim();
        List<Path> jars = Arrays.stream(classpath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(Path::of)
                .toList();
        List<Path> missing = new ArrayList<>();
        for (Path jar : jars) {
            if (!Files.isRegularFile(jar)) {
                missing.add(jar);
            }
        }
        if (jars.isEmpty() || !missing.isEmpty()) {
            throw new LocalClusterException("Cassandra's server jars are not in the local Maven repository ("
                    + (missing.isEmpty()
                            ? "the classpath list is empty"
                            : missing.size() + " missing, e.g. " + missing.get(0))
                    + "); run `mvn verify` in the Keyspace Designer checkout to download them.");
        }
        return new CassandraRuntime(version, jars);
    }

    public String classpath() {
        return String.join(File.pathSeparator, jars.stream().map(Path::toString).toList());
    }

    private static String readResource(String name) {
        ClassLoader loader = CassandraRuntime.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new LocalClusterException(
                        "The list of Cassandra's server jars (" + name
                                + ") is not on the classpath; build the project with `mvn verify` so the cassandra-runtime module writes it.");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
