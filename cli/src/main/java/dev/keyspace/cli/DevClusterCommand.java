package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.DevCluster;
import dev.keyspace.localcluster.DevClusterStatus;
import dev.keyspace.localcluster.LocalClusterException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code ksd dev-cluster start|status|stop}: a real Cassandra 5.0 on this machine for users with no
 * cluster, on 127.0.0.1..N port 9042, its data kept in the {@link UserFolder} across restarts.
 */
@Command(
        name = "dev-cluster",
        mixinStandardHelpOptions = true,
        description = "Run a local Apache Cassandra 5.0 (127.0.0.1..N, port 9042) for trying designs.",
        subcommands = {DevClusterCommand.Start.class, DevClusterCommand.Status.class, DevClusterCommand.Stop.class})
public final class DevClusterCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--home",
            hidden = true,
            paramLabel = "DIR",
            description = "Where the cluster keeps its data (default dev-cluster in the user folder: $KSD_HOME,"
                    + " else ~/.keyspace-designer).")
    Path home;

    @Option(names = "--ports", hidden = true, paramLabel = "CQL,STORAGE", split = ",", description = "Other ports.")
    int[] ports;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing command: start, status or stop.");
    }

    DevCluster cluster() {
        DevCluster cluster = new DevCluster(home != null ? home : UserFolder.devCluster());
        if (ports != null) {
            if (ports.length != 2) {
                throw new UserErrorException("--ports takes two numbers: the CQL port and the storage port");
            }
            cluster = cluster.withPorts(ports[0], ports[1]);
        }
        return cluster;
    }

    /** Runs a cluster operation, turning its failures (one sentence and the node's last log lines) into user errors. */
    static int report(Callable<DevClusterStatus> operation, CommandSpec spec) {
        try {
            spec.commandLine().getOut().println(operation.call().describe());
            return ExitCode.OK;
        } catch (LocalClusterException e) {
            throw new UserErrorException("ksd dev-cluster: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Command(name = "start", mixinStandardHelpOptions = true, description = "Start the dev cluster and wait for CQL.")
    static final class Start implements Callable<Integer> {
        @ParentCommand
        DevClusterCommand parent;

        @Spec
        CommandSpec spec;

        @Option(
                names = "--nodes",
                paramLabel = "N",
                description = "Number of nodes on 127.0.0.1..N (default: as last time, else 1).")
        Integer nodes;

        @Option(names = "--auth", description = "Require a password (user cassandra, password cassandra).")
        boolean auth;

        @Override
        public Integer call() {
            if (nodes != null && (nodes < 1 || nodes > 9)) {
                throw new UserErrorException("--nodes must be between 1 and 9, not " + nodes);
            }
            DevCluster cluster = parent.cluster();
            return report(
                    () -> nodes == null && !auth
                            ? cluster.start()
                            : cluster.start(
                                    nodes == null ? 1 : nodes,
                                    auth ? Authentication.PASSWORD : Authentication.ALLOW_ALL),
                    spec);
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true, description = "Show whether the dev cluster runs.")
    static final class Status implements Callable<Integer> {
        @ParentCommand
        DevClusterCommand parent;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return report(() -> parent.cluster().status(), spec);
        }
    }

    @Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop the dev cluster, keeping its data.")
    static final class Stop implements Callable<Integer> {
        @ParentCommand
        DevClusterCommand parent;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return report(() -> parent.cluster().stop(), spec);
        }
    }
}
