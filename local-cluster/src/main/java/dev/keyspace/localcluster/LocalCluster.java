package dev.keyspace.localcluster;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.auth.AuthenticationException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One or more real Cassandra nodes on 127.0.0.1..N. Node 1 starts first; the others then bootstrap
 * together with fixed tokens and a longer ring delay. {@link #start} returns once every node accepts CQL
 * and, for several nodes, all agree on one schema version.
 */
public final class LocalCluster implements AutoCloseable {
    static final Duration READINESS_BOUND = Duration.ofSeconds(120);
    private static final int PORT_ATTEMPTS = 3;

    private final ClusterSettings settings;
    private final List<LocalNode> nodes;
    private final CassandraRuntime cassandra;

    LocalCluster(ClusterSettings settings, List<LocalNode> nodes, CassandraRuntime cassandra) {
        this.settings = settings;
        this.cassandra = cassandra;
        // a restarted node replaces its handle, so close() stops the process that runs now
        this.nodes = new CopyOnWriteArrayList<>(nodes);
    }

    public static LocalCluster start(ClusterSettings settings) {
        return start(settings, JavaRuntime.detect(), CassandraRuntime.load());
    }

    /**
     * A throw-away cluster under the directory, on ports that are free; if another process takes a port
     * between the check and the node binding it, it tries again with new ports.
     */
    public static LocalCluster startForTests(Path directory, int nodes, Authentication authentication) {
        return startForTests(directory, nodes, authentication, CassandraRuntime.load());
    }

    /** {@link #startForTests(Path, int, Authentication)} running the given Cassandra (6.0 for its tests). */
    public static LocalCluster startForTests(
            Path directory, int nodes, Authentication authentication, CassandraRuntime cassandra) {
        NodeStartException last = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            try {
                return start(
                        ClusterSettings.forTests(directory.resolve("run" + attempt), nodes, authentication),
                        JavaRuntime.detect(),
                        cassandra);
            } catch (NodeStartException e) {
                if (e.kind() != StartFailure.Kind.PORT_IN_USE) {
                    throw e;
                }
                last = e;
            }
        }
        throw last;
    }

    public static LocalCluster start(ClusterSettings settings, JavaRuntime java, CassandraRuntime cassandra) {
        java.requireSupported();
        MemoryCheck.requireRoomFor(settings.nodes(), settings.heapMegabytes());
        List<NodeSpec> specs = settings.nodeSpecs();
        List<LocalNode> started = new ArrayList<>();
        try {
            started.add(launch(specs.get(0), settings, java, cassandra));
            started.get(0).awaitCqlReady(settings.nodeStartTimeout());
            List<LocalNode> joiners = new ArrayList<>();
            for (NodeSpec spec : specs.subList(1, specs.size())) {
                LocalNode joiner = launch(spec, settings, java, cassandra);
                started.add(joiner);
                joiners.add(joiner);
            }
            for (LocalNode joiner : joiners) {
                joiner.awaitCqlReady(settings.nodeStartTimeout());
            }
            LocalCluster cluster = new LocalCluster(settings, started, cassandra);
            cluster.awaitReadyForClients();
            return cluster;
        } catch (RuntimeException e) {
            Processes.stopAll(started.stream().map(LocalNode::pid).toList(), Duration.ofSeconds(20));
            throw e;
        }
    }

    private static LocalNode launch(
            NodeSpec spec, ClusterSettings settings, JavaRuntime java, CassandraRuntime cassandra) {
        LocalNode node = LocalNode.launch(spec, java, cassandra);
        if (settings.stopWithThisJvm()) {
            OwnedProcesses.register(node.pid());
        }
        return node;
    }

    /** Waits for the superuser role (password mode) and for one schema version across the nodes. */
    private void awaitReadyForClients() {
        if (settings.authentication() == Authentication.ALLOW_ALL && nodes.size() == 1) {
            return;
        }
        long deadline = System.nanoTime() + READINESS_BOUND.toNanos();
        try (CqlSession session = openSessionWhenRolesExist(deadline)) {
            if (nodes.size() > 1) {
                SchemaAgreement.await(session, nodes.size(), Duration.ofNanos(deadline - System.nanoTime()));
            }
        }
    }

    /**
     * The default superuser appears a while after CQL is up (seconds on a busy machine); until then logins are refused.
     * The driver reports a refused login at every contact point as {@link AllNodesFailedException}, with the
     * authentication errors inside it.
     */
    private CqlSession openSessionWhenRolesExist(long deadline) {
        while (true) {
            try {
                return openSession();
            } catch (AllNodesFailedException e) {
                if (!refusedLogin(e)) {
                    throw e;
                }
                if (System.nanoTime() > deadline) {
                    throw new LocalClusterException(
                            "The superuser role '" + Authentication.DEFAULT_USER + "' did not appear within "
                                    + READINESS_BOUND.toSeconds() + " s: " + e.getMessage(),
                            e);
                }
                SchemaAgreement.sleep(250);
            }
        }
    }

    private static boolean refusedLogin(AllNodesFailedException e) {
        return !e.getAllErrors().isEmpty()
                && e.getAllErrors().values().stream()
                        .flatMap(List::stream)
                        .allMatch(AuthenticationException.class::isInstance);
    }

    /** The Cassandra the nodes run. */
    public CassandraRuntime cassandra() {
        return cassandra;
    }

    public ClusterSettings settings() {
        return settings;
    }

    public List<LocalNode> nodes() {
        return List.copyOf(nodes);
    }

    /**
     * Starts node {@code index} (from 0) again after it was stopped, on its own data, and returns once it
     * accepts CQL and every node agrees on one schema version again (it pulls what changed while it was away).
     */
    public LocalNode restart(int index) {
        LocalNode stopped = nodes.get(index);
        if (stopped.isRunning()) {
            throw new LocalClusterException(
                    "Cassandra node " + stopped.spec().describe() + " is still running; stop it before restarting it.");
        }
        LocalNode node = launch(stopped.spec(), settings, JavaRuntime.detect(), cassandra);
        nodes.set(index, node);
        OwnedProcesses.forget(stopped.pid());
        node.awaitCqlReady(settings.nodeStartTimeout());
        awaitReadyForClients();
        return node;
    }

    public List<InetSocketAddress> contactPoints() {
        return nodes.stream().map(LocalNode::cqlAddress).toList();
    }

    /** A builder with every node as contact point, the local data center, fast schema metadata and, in password mode, the default superuser. */
    public CqlSessionBuilder sessionBuilder() {
        return DriverSessions.builder(contactPoints(), settings.authentication());
    }

    public CqlSession openSession() {
        return sessionBuilder().build();
    }

    /** Stops every node at once (SIGTERM, SIGKILL after the bound) and waits until all are gone. */
    @Override
    public void close() {
        List<Long> pids = nodes.stream().map(LocalNode::pid).toList();
        boolean allGone = Processes.stopAll(pids, Processes.GRACEFUL_STOP);
        nodes.forEach(node -> node.spec().pidFile().toFile().delete());
        pids.forEach(OwnedProcesses::forget);
        if (!allGone) {
            throw new LocalClusterException(
                    "Some Cassandra nodes of " + settings.clusterName() + " did not stop: pids " + pids + ".");
        }
    }
}
