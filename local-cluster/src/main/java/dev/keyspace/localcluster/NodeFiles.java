package dev.keyspace.localcluster;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Lays out a node's directory and writes its cassandra.yaml and logback.xml from the bundled templates. */
final class NodeFiles {
    static final List<String> SUBDIRECTORIES =
            List.of("data", "commitlog", "saved_caches", "hints", "cdc_raw", "logs", "tmp");

    private NodeFiles() {}

    static void prepare(NodeSpec spec, CassandraRuntime cassandra) {
        try {
            for (String sub : SUBDIRECTORIES) {
                Files.createDirectories(spec.directory().resolve(sub));
            }
            writeAtomically(spec.directory().resolve("cassandra.yaml"), cassandraYaml(spec, cassandra));
            writeAtomically(spec.directory().resolve("logback.xml"), template("logback.xml.template"));
            rotateLog(spec.logFile());
        } catch (IOException e) {
            throw new LocalClusterException(
                    "Could not prepare the directory " + spec.directory() + " for " + spec.describe() + ": "
                            + e.getMessage(),
                    e);
        }
    }

    static String cassandraYaml(NodeSpec spec, CassandraRuntime cassandra) {
        String seeds = spec.seeds().stream().map(NodeFiles::hostAndPort).collect(Collectors.joining(","));
        Map<String, String> values = Map.of(
                "@CLUSTER_NAME@", spec.clusterName().replace("'", "''"),
                "@INITIAL_TOKEN@", spec.initialToken(),
                "@NODE_DIR@", spec.directory().toAbsolutePath().toString(),
                "@SEEDS@", seeds,
                "@ADDR@", spec.address().getHostAddress(),
                "@STORAGE_PORT@", Integer.toString(spec.storagePort()),
                "@NATIVE_PORT@", Integer.toString(spec.nativePort()),
                "@AUTHENTICATOR@", spec.authentication().authenticator(),
                "@AUTHORIZER@", spec.authentication().authorizer());
        String yaml = template("cassandra.yaml.template");
        for (Map.Entry<String, String> entry : values.entrySet()) {
            yaml = yaml.replace(entry.getKey(), entry.getValue());
        }
        return yaml + releaseSettings(cassandra);
    }

    /**
     * Settings only some releases know (Cassandra refuses a key it does not know): 6.0 runs Accord only when enabled,
     * and refuses a table with a transactional_mode other than off without it.
     */
    private static String releaseSettings(CassandraRuntime cassandra) {
        if (cassandra.major() >= 6) {
            return "\n# 6.0: Accord transactions, so tables may be created with a transactional_mode\n"
                    + "accord:\n  enabled: true\n";
        }
        return "";
    }

    private static String hostAndPort(InetSocketAddress address) {
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    /** Keeps the previous run's log as node.log.1, so one run's log never grows without bound. */
    private static void rotateLog(Path log) throws IOException {
        if (Files.exists(log)) {
            Files.move(log, log.resolveSibling(log.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void writeAtomically(Path target, String content) throws IOException {
        Path temporary = target.resolveSibling(target.getFileName() + ".tmp");
        Files.writeString(temporary, content, StandardCharsets.UTF_8);
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String template(String name) {
        try (InputStream in = NodeFiles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
