package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.connect.Credentials;
import dev.keyspace.cluster.connect.Secret;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.LocalNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deploy under faults, on one real 3-node cluster with PasswordAuthenticator, started once for the class:
 * a node stopped between two statements, a node paused (SIGSTOP) so the schema does not settle, a wrong
 * password, an unreachable host. Each time the report says what was applied and what was not, a rerun
 * converges, and the password shows in no file, log line or process argument (checked last, over
 * everything the earlier cases wrote). ksd runs in-process where a test needs a precise hook, and as a
 * child process of the ksd.jar this build made where its command line and environment matter.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DeployUnderFaultsIT {

    private static final Path SAMPLE =
            Path.of("").toAbsolutePath().resolveSibling("samples").resolve("ecommerce/ecommerce.ksd.json");
    private static final String USER = "deployer";
    private static final String PASSWORD = "pw-" + UUID.randomUUID();
    private static final String WRONG_PASSWORD = "wrong-" + UUID.randomUUID();
    private static final List<String> SECRETS = List.of(PASSWORD, WRONG_PASSWORD);
    private static final String PASSWORD_VARIABLE = "KSD_FAULTS_PASSWORD";
    /** Long enough for a healthy node to take a change on a loaded machine; the paused case waits it out. */
    private static final Duration AGREEMENT_BOUND = Duration.ofSeconds(10);

    @TempDir
    static Path folder;

    private static Path clusterFolder;
    private static LocalCluster cluster;
    private static CqlSession admin;
    private static Path passwordFile;
    private static final Set<String> processesShowingASecret = new HashSet<>();
    private static final List<String> printed = new ArrayList<>();

    @BeforeAll
    static void startCluster() throws IOException {
        clusterFolder = Files.createTempDirectory("ksd-faults-");
        cluster = LocalCluster.startForTests(clusterFolder, 3, Authentication.PASSWORD);
        try (CqlSession superuser = cluster.openSession()) {
            // roles on every node, so a login works with any one node stopped
            superuser.execute("ALTER KEYSPACE system_auth WITH replication ="
                    + " {'class': 'NetworkTopologyStrategy', 'datacenter1': 3}");
            for (String table : List.of("roles", "role_members", "role_permissions")) {
                superuser.execute(SimpleStatement.newInstance("SELECT * FROM system_auth." + table)
                        .setConsistencyLevel(DefaultConsistencyLevel.ALL));
            }
            superuser.execute(SimpleStatement.newInstance("CREATE ROLE " + USER + " WITH PASSWORD = '" + PASSWORD
                            + "' AND LOGIN = true AND SUPERUSER = true")
                    .setConsistencyLevel(DefaultConsistencyLevel.ALL));
        }
        admin = cluster.sessionBuilder().withAuthCredentials(USER, PASSWORD).build();
        passwordFile = Files.writeString(folder.resolve("password.txt"), PASSWORD + "\n");
    }

    @AfterAll
    static void stopCluster() {
        try {
            if (admin != null) {
                admin.close();
            }
        } finally {
            if (cluster != null) {
                cluster.nodes().forEach(node -> {
                    if (node.isRunning()) {
                        node.resume(); // a failed test may have left one paused; a paused JVM ignores SIGTERM
                    }
                });
                cluster.close();
            }
            deleteQuietly(clusterFolder);
        }
    }

    /** The nodes' data and logs: the last test has read them; a leftover file is not worth a failure. */
    private static void deleteQuietly(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (java.util.stream.Stream<Path> paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // left in the temporary folder
        }
    }

    // ---- faults ----------------------------------------------------------------------------------------

    @Test
    @Order(1)
    void should_refuse_a_wrong_password_with_one_sentence_and_apply_nothing() throws Exception {
        Path file = project("wrongpw");

        ChildKsd.Result run = childDeploy(file, WRONG_PASSWORD);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err().strip())
                .startsWith("ksd deploy: Cassandra at ")
                .contains("refused the login as " + USER)
                .contains("Provided username " + USER + " and/or password are incorrect")
                .doesNotContain("\n");
        assertThat(run.out()).isEmpty();
        assertThat(admin.getMetadata().getKeyspace("wrongpw")).isEmpty();
        assertThat(admin.execute("SELECT keyspace_name FROM system_schema.keyspaces WHERE keyspace_name = 'wrongpw'")
                        .one())
                .isNull();
    }

    @Test
    @Order(2)
    void should_give_up_on_an_unreachable_host_in_bounded_time_with_one_sentence() throws Exception {
        Path file = project("unreached");
        KsdRun ksd = new KsdRun();
        // a port that accepts connections but never answers, as a hung host or a wrong port behind a proxy
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"))) {
            long start = System.nanoTime();
            int code = ksd.run(
                    "deploy",
                    file.toString(),
                    "--contact-points",
                    "127.0.0.1:" + silent.getLocalPort(),
                    "--connect-timeout",
                    "2",
                    "--user",
                    USER,
                    "--password-file",
                    passwordFile.toString());
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(code).as(ksd.stderr()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(ksd.stderr().strip())
                    .isEqualTo("ksd deploy: Could not connect to 127.0.0.1:" + silent.getLocalPort() + ": 127.0.0.1:"
                            + silent.getLocalPort() + " did not answer in time.");
            assertThat(took).isLessThan(Duration.ofSeconds(20));
        }
        remember(ksd);

        // an address of the loopback network where nothing listens at all
        int port = cluster.contactPoints().get(0).getPort();
        long start = System.nanoTime();
        int code =
                ksd.run("deploy", file.toString(), "--contact-points", "127.0.0.9:" + port, "--connect-timeout", "2");
        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip())
                .startsWith("ksd deploy: Could not connect to 127.0.0.9:" + port + ": 127.0.0.9:" + port
                        + " refused the connection");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
        remember(ksd);
        assertThat(admin.getMetadata().getKeyspace("unreached")).isEmpty();
    }

    @Test
    @Order(3)
    void should_report_a_node_stopped_between_two_statements_and_converge_once_it_is_back() throws Exception {
        Project project = ProjectFiles.load(project("stopped"));
        LocalNode third = cluster.nodes().get(2);
        // down as the driver sees it (its connections closed) before the next statement is sent
        Deployed deployed = deployWithFaultAfterFirstStatement(project, session -> {
            third.stop(Duration.ofSeconds(45));
            awaitMarkedDown(session, third, Duration.ofSeconds(30));
        });
        DeployPlan plan = deployed.plan();
        DeployReport report = deployed.report();

        assertThat(third.isRunning()).isFalse();
        assertCompleteAndOrdered(report, plan);
        // the two nodes left take every statement; the report names the one that was down
        assertThat(report.succeeded()).as(describe(report)).isTrue();
        assertThat(report.nodesDown()).containsExactly(address(third));

        // ksd says the same while the node is still down, and exits 0: the cluster has the schema
        KsdRun ksd = new KsdRun();
        int code = ksd.run(deployArgs(project("stopped2")));
        remember(ksd);
        assertThat(code).as(ksd.stdout() + ksd.stderr()).isZero();
        assertThat(ksd.stdout())
                .contains("Applied " + plan.statements().size() + " statements.")
                .contains("Not reached: " + address(third) + " was down;"
                        + " it takes the new schema from the other nodes when it comes back.");

        cluster.restart(2);
        assertEveryNodeHasTables("stopped", project);
        assertThat(dryRunStatements(project("stopped"))).isEmpty();
        assertThat(dryRunStatements(project("stopped2"))).isEmpty();
    }

    @Test
    @Order(4)
    void should_not_claim_success_when_the_schema_does_not_settle_and_converge_on_rerun() throws Exception {
        Project project = ProjectFiles.load(project("paused"));
        LocalNode third = cluster.nodes().get(2);
        Deployed deployed;
        try {
            deployed = deployWithFaultAfterFirstStatement(project, session -> {
                third.pause();
                // not marked down: its connections stay open, so the change must reach it
                assertThat(stateOf(session, third)).isEqualTo(NodeState.UP);
            });
        } finally {
            third.resume();
        }
        DeployPlan plan = deployed.plan();
        DeployReport report = deployed.report();

        assertCompleteAndOrdered(report, plan);
        assertThat(report.succeeded()).as(describe(report)).isFalse();
        assertThat(report.applied()).extracting(StatementOutcome::index).containsExactly(0);
        StatementOutcome failed = report.failure().orElseThrow();
        assertThat(failed.index()).isEqualTo(1);
        // every schema change runs on the first node, which waits the bound for the paused one and names it
        assertThat(failed.message().orElseThrow())
                .startsWith("the statement was sent, but the nodes did not agree on the schema within "
                        + AGREEMENT_BOUND.toSeconds() + " s (" + address(third) + " has not taken the change yet);");
        assertThat(report.notRun()).hasSize(plan.statements().size() - 2);

        awaitSchemaAgreement(Duration.ofSeconds(90));
        List<String> rest = dryRunStatements(project("paused"));
        List<String> notApplied = plan.statements().subList(1, plan.statements().size()).stream()
                .map(PlannedStatement::cql)
                .toList();
        // the statement that "failed" reached the cluster anyway: the rerun plans it only if it is missing
        assertThat(notApplied).containsAll(rest);
        assertThat(rest).containsAll(notApplied.subList(1, notApplied.size()));

        KsdRun ksd = new KsdRun();
        int code = ksd.run(deployArgs(project("paused")));
        remember(ksd);
        assertThat(code).as(ksd.stdout() + ksd.stderr()).isZero();
        assertEveryNodeHasTables("paused", project);
        assertThat(dryRunStatements(project("paused"))).isEmpty();
    }

    @Test
    @Order(5)
    void should_show_the_password_in_no_file_log_line_or_process_argument() throws Exception {
        Path file = project("secretcheck");
        ChildKsd.Result run = childDeploy(file, PASSWORD, "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("statements"))
                .allSatisfy(s -> assertThat(s.get("outcome").asText()).isEqualTo("applied"));

        assertThat(processesShowingASecret)
                .as("processes whose arguments show a password")
                .isEmpty();
        assertThat(ChildKsd.processesShowing(SECRETS)).isEmpty();
        assertThat(printed).as("what ksd printed").noneMatch(text -> SECRETS.stream()
                .anyMatch(text::contains));
        assertThat(SecretScan.filesHolding(clusterFolder, SECRETS))
                .as("node logs, configuration and data")
                .isEmpty();
        assertThat(SecretScan.filesHolding(folder, SECRETS))
                .as("projects and reports")
                .containsExactly(passwordFile);
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private record Deployed(DeployPlan plan, DeployReport report) {}

    /** Plans and deploys through the API, with the fault injected once statement 0 is applied, before 1 starts. */
    private static Deployed deployWithFaultAfterFirstStatement(Project project, Consumer<CqlSession> fault) {
        try (CqlSession session = new ClusterConnector().connect(settings())) {
            DeployPlan plan = new DeployPlanner().plan(session, project, false);
            assertThat(plan.statements()).hasSizeGreaterThan(3);
            DeployReport report = new Deployment(session, plan, AGREEMENT_BOUND).run(new DeployListener() {
                @Override
                public void finished(StatementOutcome outcome) {
                    if (outcome.index() == 0) {
                        fault.accept(session);
                    }
                }
            });
            return new Deployed(plan, report);
        }
    }

    /** Every planned statement has one outcome, in order: applied ones, then at most one failure, then not run. */
    private static void assertCompleteAndOrdered(DeployReport report, DeployPlan plan) {
        assertThat(report.outcomes()).extracting(StatementOutcome::statement).isEqualTo(plan.statements());
        List<StatementOutcome.Status> statuses =
                report.outcomes().stream().map(StatementOutcome::status).toList();
        int firstNotApplied = statuses.indexOf(StatementOutcome.Status.FAILED);
        if (firstNotApplied >= 0) {
            assertThat(statuses.subList(0, firstNotApplied)).allMatch(s -> s == StatementOutcome.Status.APPLIED);
            assertThat(statuses.subList(firstNotApplied + 1, statuses.size()))
                    .allMatch(s -> s == StatementOutcome.Status.NOT_RUN);
            assertThat(report.failure().orElseThrow().message()).isPresent();
        }
    }

    /** Asks each node itself (not the driver's merged view) for the keyspace's tables, on a fresh session. */
    private static void assertEveryNodeHasTables(String keyspace, Project project) throws InterruptedException {
        Set<String> expected = new HashSet<>();
        project.keyspaces().get(0).tables().forEach(t -> expected.add(t.name().internal()));
        try (CqlSession session =
                cluster.sessionBuilder().withAuthCredentials(USER, PASSWORD).build()) {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (session.getMetadata().getNodes().values().stream().anyMatch(n -> n.getState() != NodeState.UP)) {
                assertThat(System.nanoTime()).as("all nodes up within 60 s").isLessThan(deadline);
                Thread.sleep(200);
            }
            for (Node node : session.getMetadata().getNodes().values()) {
                Set<String> tables = new HashSet<>();
                session.execute(SimpleStatement.newInstance(
                                        "SELECT table_name FROM system_schema.tables WHERE keyspace_name = ?", keyspace)
                                .setNode(node))
                        .forEach(row -> tables.add(row.getString("table_name")));
                assertThat(tables).as("tables on %s", node.getEndPoint()).isEqualTo(expected);
            }
        }
    }

    /** Until each node itself reports one and the same schema version (not one node's gossip view of the others). */
    private static void awaitSchemaAgreement(Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        Set<Object> versions = Set.of();
        while (System.nanoTime() < deadline) {
            try {
                versions = new HashSet<>();
                for (Node node : admin.getMetadata().getNodes().values()) {
                    versions.add(admin.execute(SimpleStatement.newInstance("SELECT schema_version FROM system.local")
                                    .setNode(node))
                            .one()
                            .getUuid("schema_version"));
                }
                if (versions.size() == 1) {
                    return;
                }
            } catch (RuntimeException e) {
                // the resumed node may still be catching up with its connections
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the nodes did not agree on the schema within " + bound + ": " + versions);
    }

    private static void awaitMarkedDown(CqlSession session, LocalNode node, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (stateOf(session, node) != NodeState.DOWN) {
            assertThat(System.nanoTime())
                    .as("driver marks " + address(node) + " down")
                    .isLessThan(deadline);
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static NodeState stateOf(CqlSession session, LocalNode node) {
        return session.getMetadata().getNodes().values().stream()
                .filter(n -> n.getEndPoint().resolve().equals(node.cqlAddress()))
                .map(Node::getState)
                .findFirst()
                .orElseThrow();
    }

    private static List<String> dryRunStatements(Path file) throws IOException {
        KsdRun ksd = new KsdRun();
        String[] args = deployArgs(file);
        String[] dryRun = java.util.Arrays.copyOf(args, args.length + 3);
        dryRun[args.length] = "--dry-run";
        dryRun[args.length + 1] = "--format";
        dryRun[args.length + 2] = "json";
        int code = ksd.run(dryRun);
        remember(ksd);
        assertThat(code).as(ksd.stderr()).isZero();
        List<String> statements = new ArrayList<>();
        new ObjectMapper()
                .readTree(ksd.stdout())
                .get("statements")
                .forEach(s -> statements.add(s.get("cql").asText()));
        return statements;
    }

    /** {@code ksd deploy} from the jar, in a child process whose environment holds the password. */
    private static ChildKsd.Result childDeploy(Path file, String password, String... more) throws Exception {
        List<String> args = deployCommand(file, "--password-env", PASSWORD_VARIABLE);
        args.addAll(List.of(more));
        ChildKsd.Result run = new ChildKsd(folder)
                .run(
                        Map.of(PASSWORD_VARIABLE, password),
                        SECRETS,
                        Duration.ofSeconds(120),
                        args.toArray(String[]::new));
        remember(run);
        return run;
    }

    private static String[] deployArgs(Path file) {
        return deployCommand(
                        file,
                        "--password-file",
                        passwordFile.toString(),
                        "--connect-timeout",
                        "2",
                        "--request-timeout",
                        "10")
                .toArray(String[]::new);
    }

    /** {@code deploy FILE} to the first node as the deploying user, with the password from where it says. */
    private static List<String> deployCommand(Path file, String... passwordAndMore) {
        List<String> args = new ArrayList<>(
                List.of("deploy", file.toString(), "--contact-points", contactPoint(0), "--user", USER));
        args.addAll(List.of(passwordAndMore));
        return args;
    }

    private static ConnectionSettings settings() {
        InetSocketAddress first = cluster.contactPoints().get(0);
        return ConnectionSettings.to(new ContactPoint(first.getAddress().getHostAddress(), first.getPort()))
                .withCredentials(new Credentials(USER, Secret.of(PASSWORD)))
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(5));
    }

    /** The e-commerce sample (a type and eight tables) in a keyspace of its own, replicated to all three nodes. */
    private static Path project(String keyspace) throws IOException {
        Path file = folder.resolve(keyspace + ".ksd.json");
        if (!Files.exists(file)) {
            Project sample = ProjectFiles.load(SAMPLE);
            Keyspace renamed = sample.keyspaces()
                    .get(0)
                    .withName(Identifier.of(keyspace))
                    .withReplication(Replication.networkTopology(Map.of("datacenter1", 3)));
            // the sample's suppressions name its keyspace's tables; they would name nothing here
            ProjectFiles.save(
                    sample.withKeyspaces(List.of(renamed))
                            .withAnalysis(sample.analysis().withSuppressions(List.of())),
                    file);
        }
        return file;
    }

    private static String contactPoint(int node) {
        InetSocketAddress address = cluster.contactPoints().get(node);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    private static String address(LocalNode node) {
        return node.cqlAddress().getAddress().getHostAddress() + ":"
                + node.cqlAddress().getPort();
    }

    private static String describe(DeployReport report) {
        StringBuilder text = new StringBuilder();
        report.outcomes().forEach(o -> text.append(o.index())
                .append(' ')
                .append(o.status())
                .append(' ')
                .append(o.message().orElse(""))
                .append('\n'));
        return text.toString();
    }

    private static void remember(KsdRun run) {
        printed.add(run.stdout());
        printed.add(run.stderr());
    }

    private static void remember(ChildKsd.Result run) {
        printed.add(run.out());
        printed.add(run.err());
        processesShowingASecret.addAll(run.processesShowingASecret());
    }
}
