package dev.keyspace.cli;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.connect.Credentials;
import dev.keyspace.cluster.connect.Secret;
import dev.keyspace.cluster.connect.TlsSettings;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.localcluster.DevCluster;
import dev.keyspace.localcluster.DevClusterStatus;
import dev.keyspace.localcluster.LocalClusterException;
import java.io.Console;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Option;

/**
 * The connection options shared by {@code ksd deploy}, {@code ksd import} and {@code ksd validate} (which contacts
 * a cluster only when given contact points). Passwords come from an
 * environment variable, a file or the console, never from the command line, so they stay out of shell
 * history, process lists and logs. Without contact points the local dev cluster is the target.
 */
public final class ConnectionOptions {

    /** Where the dev cluster listens; SimpleSnitch names its data center so. */
    static final ContactPoint DEV_CLUSTER = new ContactPoint("127.0.0.1", ContactPoint.DEFAULT_PORT);

    @Option(
            names = "--contact-points",
            paramLabel = "HOST:PORT[,...]",
            description = "Nodes to contact first (default: the local dev cluster, 127.0.0.1:9042).")
    String contactPoints;

    @Option(names = "--dc", paramLabel = "NAME", description = "The local data center (default: discovered).")
    String datacenter;

    @Option(names = "--user", paramLabel = "U", description = "User name for password authentication.")
    String user;

    @Option(
            names = "--password-env",
            paramLabel = "VAR",
            description = "Environment variable holding the password (else it is asked on the console).")
    String passwordEnv;

    @Option(
            names = "--password-file",
            paramLabel = "FILE",
            description = "File holding the password on its first line, such as a mounted secret.")
    Path passwordFile;

    /** Accepted only to refuse it: its value is never printed. */
    @Option(names = "--password", hidden = true, paramLabel = "PASSWORD", description = "Refused.")
    String passwordArgument;

    @Option(names = "--truststore", paramLabel = "FILE", description = "Use TLS, trusting this JKS/PKCS12 store.")
    Path trustStore;

    @Option(
            names = "--truststore-password-env",
            paramLabel = "VAR",
            description = "Environment variable holding the trust store's password.")
    String trustStorePasswordEnv;

    @Option(
            names = "--connect-timeout",
            paramLabel = "SECONDS",
            defaultValue = "5",
            description = "Give up on a node after this long (default: ${DEFAULT-VALUE}).")
    int connectTimeoutSeconds;

    @Option(
            names = "--request-timeout",
            paramLabel = "SECONDS",
            defaultValue = "20",
            description = "Give up on a statement after this long (default: ${DEFAULT-VALUE}).")
    int requestTimeoutSeconds;

    @Option(
            names = "--start-dev-cluster",
            description = "Without --contact-points: start the local dev cluster if it is not running.")
    boolean startDevCluster;

    @Option(names = "--dev-cluster-home", hidden = true, paramLabel = "DIR", description = "Another dev cluster.")
    Path devClusterHome;

    boolean targetsDevCluster() {
        return contactPoints == null;
    }

    /** The settings to connect with, checking (or starting) the dev cluster when no contact point is given. */
    ConnectionSettings settings(String command, UnaryOperator<String> environment) {
        if (connectTimeoutSeconds < 1 || requestTimeoutSeconds < 1) {
            throw new UserErrorException(command + ": timeouts must be at least 1 second");
        }
        List<ContactPoint> points;
        if (targetsDevCluster()) {
            requireDevCluster(command);
            points = List.of(DEV_CLUSTER);
        } else {
            try {
                points = ContactPoint.parseList(contactPoints);
            } catch (IllegalArgumentException e) {
                throw new UserErrorException(command + ": --contact-points: " + e.getMessage());
            }
        }
        ConnectionSettings settings = ConnectionSettings.to(points)
                .withTimeouts(Duration.ofSeconds(connectTimeoutSeconds), Duration.ofSeconds(requestTimeoutSeconds));
        if (datacenter != null) {
            settings = settings.withLocalDatacenter(datacenter);
        }
        if (passwordArgument != null) {
            throw new UserErrorException(command + ": --password is not accepted, because a password on the command"
                    + " line shows in shell history and process lists; name an environment variable that holds it"
                    + " (--password-env VAR) or a file (--password-file FILE)");
        }
        if (passwordEnv != null && passwordFile != null) {
            throw new UserErrorException(command + ": give either --password-env or --password-file, not both");
        }
        if (user != null) {
            settings = settings.withCredentials(new Credentials(user, password(command, environment)));
        } else if (passwordEnv != null || passwordFile != null) {
            throw new UserErrorException(
                    command + ": " + (passwordEnv != null ? "--password-env" : "--password-file") + " needs --user");
        }
        if (trustStore != null) {
            Optional<Secret> storePassword = Optional.ofNullable(trustStorePasswordEnv)
                    .map(name -> fromEnvironment(command, "--truststore-password-env", name, environment));
            settings = settings.withTls(new TlsSettings(trustStore, storePassword));
        }
        return settings;
    }

    private Secret password(String command, UnaryOperator<String> environment) {
        if (passwordEnv != null) {
            return fromEnvironment(command, "--password-env", passwordEnv, environment);
        }
        if (passwordFile != null) {
            return PasswordFile.read(command, passwordFile);
        }
        Console console = System.console();
        if (console == null) {
            throw new UserErrorException(command + ": --user " + user
                    + " needs a password: name the environment variable that holds it (--password-env VAR)"
                    + " or a file (--password-file FILE)");
        }
        char[] typed = console.readPassword("Password for %s: ", user);
        if (typed == null) {
            throw new UserErrorException(command + ": no password given");
        }
        return Secret.of(typed);
    }

    private static Secret fromEnvironment(
            String command, String option, String name, UnaryOperator<String> environment) {
        String value = environment.apply(name);
        if (value == null) {
            throw new UserErrorException(
                    command + ": the environment variable " + name + " named by " + option + " is not set");
        }
        return Secret.of(value);
    }

    /** The node logs of the dev cluster when it is the cluster targeted, else none. */
    List<Path> devClusterNodeLogs() {
        return targetsDevCluster() ? devCluster().nodeLogs() : List.of();
    }

    private DevCluster devCluster() {
        return new DevCluster(devClusterHome != null ? devClusterHome : UserFolder.devCluster());
    }

    private void requireDevCluster(String command) {
        DevCluster dev = devCluster();
        try {
            DevClusterStatus status = dev.status();
            if (status.running()) {
                return;
            }
            if (!startDevCluster) {
                throw new UserErrorException(command + ": no --contact-points given and the local dev cluster"
                        + " (127.0.0.1:9042) is not running; start it with 'ksd dev-cluster start', add"
                        + " --start-dev-cluster, or name your cluster with --contact-points HOST:PORT");
            }
            dev.start();
        } catch (LocalClusterException e) {
            throw new UserErrorException(command + ": the dev cluster: " + e.getMessage(), e);
        }
    }
}
