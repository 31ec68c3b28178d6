package dev.keyspace.localcluster;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * The user's own Cassandra for when they have none: nodes on 127.0.0.1..N with the standard ports, data
 * in a folder the caller names (ksd's user folder) that survives restarts. The nodes outlive the JVM that
 * started them; pid files let {@link #status()} and {@link #stop()} find them from any later invocation.
 */
public final class DevCluster {
    private static final String SETTINGS_FILE = "dev-cluster.properties";

    private final Path home;
    private final int nativePort;
    private final int storagePort;

    public DevCluster(Path home) {
        this(home, 9042, 7000);
    }

    private DevCluster(Path home, int nativePort, int storagePort) {
        this.home = home.toAbsolutePath();
        this.nativePort = nativePort;
        this.storagePort = storagePort;
    }

    /** Other ports than 9042/7000, so tests never touch a developer's real dev cluster. */
    public DevCluster withPorts(int nativePort, int storagePort) {
        return new DevCluster(home, nativePort, storagePort);
    }

    public Path home() {
        return home;
    }

    /** Starts the cluster as it was last time (data included), or a single node without authentication. */
    public DevClusterStatus start() {
        Optional<ClusterSettings> previous = savedSettings();
        return start(
                previous.map(ClusterSettings::nodes).orElse(1),
                previous.map(ClusterSettings::authentication).orElse(Authentication.ALLOW_ALL));
    }

    /**
     * Starts N nodes and returns once all accept CQL. Already running with the same shape: nothing to do.
     * The node count cannot change while data exists, because the tokens are fixed per node.
     */
    public DevClusterStatus start(int nodes, Authentication authentication) {
        Optional<ClusterSettings> previous = savedSettings();
        DevClusterStatus current = status();
        if (!current.stopped()) {
            ClusterSettings running = previous.orElseThrow();
            if (running.nodes() == nodes && running.authentication() == authentication && current.running()) {
                return current;
            }
            throw new LocalClusterException("The dev cluster in " + home + " is already running with " + running.nodes()
                    + " node(s) and " + running.authentication() + "; stop it first.");
        }
        if (previous.isPresent() && previous.get().nodes() != nodes) {
            throw new LocalClusterException("The dev cluster in " + home + " holds data for "
                    + previous.get().nodes() + " node(s), so it cannot start with " + nodes
                    + "; delete that directory to start afresh.");
        }
        ClusterSettings settings =
                ClusterSettings.devCluster(home, nodes, authentication).withPorts(nativePort, storagePort);
        requirePortsFree(settings);
        save(settings);
        LocalCluster.start(settings);
        return status();
    }

    public DevClusterStatus status() {
        Optional<ClusterSettings> settings = savedSettings();
        if (settings.isEmpty()) {
            return new DevClusterStatus(home, Authentication.ALLOW_ALL, List.of());
        }
        List<DevClusterStatus.Node> nodes = new ArrayList<>();
        for (NodeSpec spec : settings.get().nodeSpecs()) {
            Optional<ProcessHandle> process = runningProcess(spec);
            DevClusterStatus.State state = process.isEmpty()
                    ? DevClusterStatus.State.STOPPED
                    : CqlPort.answersCql(spec.cqlAddress())
                            ? DevClusterStatus.State.RUNNING
                            : DevClusterStatus.State.STARTING;
            OptionalLong pid = process.map(p -> OptionalLong.of(p.pid())).orElse(OptionalLong.empty());
            nodes.add(new DevClusterStatus.Node(spec.name(), spec.cqlAddress(), pid, state));
        }
        return new DevClusterStatus(home, settings.get().authentication(), nodes);
    }

    /** Each node's log (what it printed, why it stopped), none before the cluster was first started. */
    public List<Path> nodeLogs() {
        return savedSettings()
                .map(s -> s.nodeSpecs().stream().map(NodeSpec::logFile).toList())
                .orElse(List.of());
    }

    /** Stops every node (SIGTERM, then SIGKILL after a bound) and keeps the data. */
    public DevClusterStatus stop() {
        Optional<ClusterSettings> settings = savedSettings();
        if (settings.isEmpty()) {
            return status();
        }
        List<NodeSpec> specs = settings.get().nodeSpecs();
        List<Long> pids = specs.stream()
                .map(DevCluster::runningProcess)
                .flatMap(Optional::stream)
                .map(ProcessHandle::pid)
                .toList();
        boolean allGone = Processes.stopAll(pids, Processes.GRACEFUL_STOP);
        if (!allGone) {
            throw new LocalClusterException(
                    "Some dev cluster nodes did not stop even after SIGKILL: pids " + pids + ".");
        }
        for (NodeSpec spec : specs) {
            spec.pidFile().toFile().delete();
        }
        return status();
    }

    private static Optional<ProcessHandle> runningProcess(NodeSpec spec) {
        try {
            if (!Files.isRegularFile(spec.pidFile())) {
                return Optional.empty();
            }
            long pid = Long.parseLong(
                    Files.readString(spec.pidFile(), StandardCharsets.UTF_8).trim());
            return Processes.nodeProcess(pid, spec);
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static void requirePortsFree(ClusterSettings settings) {
        for (int port : new int[] {settings.nativePort(), settings.storagePort()}) {
            if (!FreePorts.freeOnAll(settings.addresses(), port)) {
                throw new NodeStartException(
                        StartFailure.Kind.PORT_IN_USE,
                        "Port " + port + " is already in use on "
                                + settings.addresses().get(0).getHostAddress()
                                + (settings.nodes() > 1 ? " or another of 127.0.0.1.." + settings.nodes() : "")
                                + ", so the dev cluster cannot start; is another Cassandra running?",
                        List.of());
            }
        }
    }

    private Optional<ClusterSettings> savedSettings() {
        Path file = home.resolve(SETTINGS_FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
            int nodes = Integer.parseInt(properties.getProperty("nodes", "1"));
            Authentication authentication =
                    Authentication.valueOf(properties.getProperty("authentication", "ALLOW_ALL"));
            return Optional.of(
                    ClusterSettings.devCluster(home, nodes, authentication).withPorts(nativePort, storagePort));
        } catch (IOException | IllegalArgumentException e) {
            throw new LocalClusterException(
                    "The dev cluster settings in " + file + " cannot be read (" + e.getMessage()
                            + "); fix or delete that file.",
                    e);
        }
    }

    private void save(ClusterSettings settings) {
        Properties properties = new Properties();
        properties.setProperty("nodes", Integer.toString(settings.nodes()));
        properties.setProperty("authentication", settings.authentication().name());
        Path file = home.resolve(SETTINGS_FILE);
        Path temporary = home.resolve(SETTINGS_FILE + ".tmp");
        try {
            Files.createDirectories(home);
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                properties.store(writer, "Keyspace Designer dev cluster");
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new LocalClusterException("Could not write " + file + ": " + e.getMessage(), e);
        }
    }
}
