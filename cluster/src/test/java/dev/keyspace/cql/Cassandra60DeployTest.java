package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.CanonicalKeyspace;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.CassandraRuntime;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A design for Cassandra 6.0 deploys to a live 6.0-alpha2 node (cassandra-all 6.0 run as a child JVM, Accord
 * enabled) and stays deployed: after each version of a generated history (CHECK constraints, column, table and
 * keyspace comments, a type with its comments and fields added or renamed, transactional_mode) a second deploy plans
 * nothing, the live keyspace reads back with the design's constraints, comments, type and mode, and the project imported from the node plans nothing either. Rerun a
 * history with {@code -Ddeploy60.seed=<seed>}.
 */
class Cassandra60DeployTest {

    private static final long SEED = Long.getLong("deploy60.seed", 20_261_130L);
    private static final int VERSIONS = 10;
    private static final int FAST_PATHS = 12;
    private static final Identifier KEYSPACE = Identifier.of("ks");

    @TempDir
    static Path directory;

    private static LocalCluster cluster;
    private static CqlSession session;

    @BeforeAll
    static void startNode() {
        cluster = LocalCluster.startForTests(directory, 1, Authentication.ALLOW_ALL, CassandraRuntime.load60());
        session = cluster.openSession();
    }

    @AfterAll
    static void stopNode() {
        try (LocalCluster running = cluster;
                CqlSession open = session) {
            // both closed, the node stopped, even when a test failed
        }
    }

    @Test
    void every_version_of_a_history_deploys_reads_back_and_converges() {
        Random random = new Random(SEED);
        Design60 design = Design60.random(random);
        int statements = 0;
        int deferred = 0;
        for (int version = 0; version < VERSIONS; version++) {
            Project project = built(design.cql());
            DeployPlan plan = new DeployPlanner().plan(session, project, true);
            // 6.0 refuses another change of mode while the table migrates from the last one: left to the operator
            assertThat(plan.manual())
                    .as("version %d: manual changes", version)
                    .allSatisfy(manual -> assertThat(manual.change()).startsWith("Cannot change transactional mode"));
            boolean modeDeferred = !plan.manual().isEmpty();
            deferred += modeDeferred ? 1 : 0;
            DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
            assertThat(report.failure())
                    .as("version %d: refused by the node\n%s", version, cqlOf(plan))
                    .isEmpty();
            statements += plan.statements().size();

            Keyspace wanted = CanonicalKeyspace.of(project.keyspaces().get(0));
            Keyspace live = new LiveSchemaReader()
                    .readExisting(session, List.of(KEYSPACE))
                    .get(0);
            assertThat(live.comment())
                    .as("version %d: keyspace comment", version)
                    .isEqualTo(wanted.comment());
            assertThat(live.types())
                    .as("version %d: the type, its fields and comments; the node describes\n%s", version, described())
                    .isEqualTo(wanted.types());
            Table wantedTable = wanted.tables().get(0);
            Table liveTable = live.tables().get(0);
            if (!modeDeferred) {
                assertThat(liveTable.options().get("transactional_mode"))
                        .as("version %d: transactional_mode", version)
                        .isEqualTo(wantedTable.options().get("transactional_mode"));
            }
            for (String option : List.of("comment", "fast_path")) {
                assertThat(liveTable.options().get(option))
                        .as("version %d: table option %s", version, option)
                        .isEqualTo(wantedTable.options().get(option));
            }
            for (Column column : wantedTable.columns()) {
                Column read = liveTable.column(column.name()).orElseThrow();
                assertThat(read.constraints())
                        .as("version %d: constraints of %s", version, column.name())
                        .isEqualTo(column.constraints());
                assertThat(read.comment())
                        .as("version %d: comment of %s; the node describes\n%s", version, column.name(), described())
                        .isEqualTo(column.comment());
            }

            DeployPlan again = new DeployPlanner().plan(session, project, true);
            assertThat(again.statements())
                    .as("version %d: deployed again\n%s", version, cqlOf(again))
                    .isEmpty();
            assertThat(again.manual()).as("version %d: deployed again", version).isEqualTo(plan.manual());
            Project back = new LiveSchemaReader().importProject(session, "back", List.of(KEYSPACE));
            assertThat(back.target()).isEqualTo(CassandraVersion.V6_0);
            DeployPlan fromImport = new DeployPlanner().plan(session, back, true);
            assertThat(fromImport.isConverged())
                    .as("version %d: the imported project deployed\n%s", version, cqlOf(fromImport))
                    .isTrue();
            design = design.changed(random);
        }
        assertThat(statements)
                .as("statements deployed (%d mode changes deferred)", deferred)
                .isGreaterThan(VERSIONS);
    }

    /**
     * 6.0 keeps a fast path in its own spelling (a kind, data centers by weight then place); each generated one, set on
     * a keyspace and a table, reads back as the same strategy and plans nothing more.
     */
    @Test
    void every_fast_path_reads_back_as_the_strategy_the_project_wrote() {
        Random random = new Random(SEED);
        for (int i = 0; i < FAST_PATHS; i++) {
            String keyspaceFastPath = fastPath(random, false);
            String tableFastPath = fastPath(random, true);
            Project project = built("CREATE KEYSPACE fp WITH replication = {'class': 'SimpleStrategy',"
                    + " 'replication_factor': 1};\n"
                    + "ALTER KEYSPACE fp WITH fast_path = " + keyspaceFastPath + ";\n"
                    + "CREATE TABLE fp.t (k int PRIMARY KEY, v int);\n"
                    + "ALTER TABLE fp.t WITH fast_path = " + tableFastPath + ";\n");
            DeployPlan plan = new DeployPlanner().plan(session, project, true);
            DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
            assertThat(report.failure())
                    .as("%s, %s: refused\n%s", keyspaceFastPath, tableFastPath, cqlOf(plan))
                    .isEmpty();
            Keyspace wanted = CanonicalKeyspace.of(project.keyspaces().get(0));
            Keyspace live = new LiveSchemaReader()
                    .readExisting(session, List.of(Identifier.of("fp")))
                    .get(0);
            assertThat(live.fastPath())
                    .as("keyspace fast_path %s", keyspaceFastPath)
                    .isEqualTo(wanted.fastPath());
            assertThat(live.tables().get(0).options().get("fast_path"))
                    .as("table fast_path %s", tableFastPath)
                    .isEqualTo(wanted.tables().get(0).options().get("fast_path"));
            DeployPlan again = new DeployPlanner().plan(session, project, true);
            assertThat(again.isConverged())
                    .as("%s, %s: deployed again\n%s", keyspaceFastPath, tableFastPath, cqlOf(again))
                    .isTrue();
        }
    }

    /** A strategy by name (any case, spaces around) or a map: a kind or none, a size, data centers with or without weights. */
    private static String fastPath(Random random, boolean table) {
        List<String> names = table ? List.of("keyspace", "simple", "up") : List.of("simple", "up");
        if (random.nextInt(3) == 0) {
            String name = names.get(random.nextInt(names.size()));
            return "'" + (random.nextBoolean() ? " " + name.toUpperCase(java.util.Locale.ROOT) + " " : name) + "'";
        }
        List<String> dcs = new java.util.ArrayList<>(List.of("datacenter1", "zeta", "alpha", "dc2"));
        java.util.Collections.shuffle(dcs, random);
        boolean weighted = random.nextBoolean();
        List<String> entries = new java.util.ArrayList<>();
        for (String dc : dcs.subList(0, random.nextInt(dcs.size() + 1))) {
            entries.add((random.nextBoolean() ? " " : "") + dc + (weighted ? ":" + random.nextInt(3) : ""));
        }
        return "{" + (random.nextInt(3) == 0 ? "'kind': 'parameterized', " : "") + "'size': " + (1 + random.nextInt(3))
                + (entries.isEmpty() ? "" : ", 'dcs': '" + String.join(",", entries) + "'") + "}";
    }

    private static String described() {
        return String.join(
                "\n",
                session.execute("DESCRIBE KEYSPACE " + KEYSPACE.asCql()).all().stream()
                        .map(row -> row.getString("create_statement"))
                        .toList());
    }

    private static String cqlOf(DeployPlan plan) {
        return String.join(
                        "\n",
                        plan.statements().stream().map(PlannedStatement::cql).toList()) + "\nmanual: " + plan.manual()
                + "\nskipped: " + plan.skipped();
    }

    private static Project built(String script) {
        CqlImport read = new CqlReader().read(Project.empty("versions", CassandraVersion.V6_0), "v.cql", script);
        assertThat(Imports.problems(read)).as(script).isEmpty();
        return read.project();
    }
}
