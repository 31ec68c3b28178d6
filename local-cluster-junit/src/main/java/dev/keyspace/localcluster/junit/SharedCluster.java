package dev.keyspace.localcluster.junit;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.LocalCluster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;

/** A cluster and its session, kept in the root store and closed by JUnit when the whole run ends. */
final class SharedCluster implements ExtensionContext.Store.CloseableResource {
    private final Path directory;
    private final LocalCluster cluster;
    private final CqlSession session;

    private SharedCluster(Path directory, LocalCluster cluster, CqlSession session) {
        this.directory = directory;
        this.cluster = cluster;
        this.session = session;
    }

    static SharedCluster start(int nodes, Authentication authentication) {
        Path directory;
        try {
            directory = Files.createTempDirectory("ksd-cassandra-" + nodes + "n-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        LocalCluster cluster = LocalCluster.startForTests(directory, nodes, authentication);
        try {
            return new SharedCluster(directory, cluster, cluster.openSession());
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    LocalCluster cluster() {
        return cluster;
    }

    CqlSession session() {
        return session;
    }

    @Override
    public void close() {
        try {
            session.close();
        } finally {
            cluster.close();
            deleteRecursively(directory);
        }
    }

    static void deleteRecursively(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // leftovers in the temporary directory are not worth failing a test run for
        }
    }
}
