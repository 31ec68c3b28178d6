package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.shared.SharedFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * A schema on the node, imported into a project, deployed again on an empty node, then re-deployed as a dry
 * run: the deploy gives the schema the node had ({@link SystemSchema}) and the re-deploy plans nothing. For
 * every file of the real-world corpus, every sample, and the cases that once came back changed (a view's
 * DESC clustering order came back ASC; {@code INITCOND null} planned a replace). One node for every case, the
 * keyspaces dropped after each.
 */
@LocalCassandra
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class LiveImportRoundTripTest {

    private static final String MATERIALIZED_VIEW_DESC = "CREATE KEYSPACE rk WITH replication ="
            + " {'class':'SimpleStrategy','replication_factor':1};\n"
            + "CREATE TABLE rk.t (k int PRIMARY KEY, v int);\n"
            + "CREATE MATERIALIZED VIEW rk.t_by_v AS SELECT * FROM rk.t WHERE v IS NOT NULL AND k IS NOT NULL\n"
            + "  PRIMARY KEY (v, k) WITH CLUSTERING ORDER BY (k DESC);\n";

    private static final String AGGREGATE_INITCOND_NULL = "CREATE KEYSPACE ri WITH replication ="
            + " {'class':'SimpleStrategy','replication_factor':1};\n"
            + "CREATE FUNCTION ri.plus(s int, v int) CALLED ON NULL INPUT RETURNS int LANGUAGE java"
            + " AS 'return s == null ? v : s + v;';\n"
            + "CREATE AGGREGATE ri.total(int) SFUNC plus STYPE int INITCOND null;\n";

    private static CqlSession script;

    @BeforeAll
    static void openScriptSession(LocalCluster cluster) {
        script = cluster.openSession();
    }

    @AfterAll
    static void closeScriptSession() {
        script.close();
    }

    @TestFactory
    Stream<DynamicTest> should_deploy_an_imported_schema_to_the_same_schema_and_plan_nothing_again(CqlSession session)
            throws Exception {
        List<DynamicTest> cases = new ArrayList<>();
        cases.add(DynamicTest.dynamicTest("view with DESC clustering", () -> fromCql(session, MATERIALIZED_VIEW_DESC)));
        cases.add(DynamicTest.dynamicTest(
                "aggregate with INITCOND null", () -> fromCql(session, AGGREGATE_INITCOND_NULL)));
        for (Path file : SharedFiles.cqlFiles("corpus/realworld")) {
            String name = file.getParent().getFileName() + "/" + file.getFileName();
            cases.add(DynamicTest.dynamicTest(
                    name, () -> fromCql(session, Files.readString(file, StandardCharsets.UTF_8))));
        }
        for (Path sample : TestProjects.sampleFiles()) {
            cases.add(DynamicTest.dynamicTest(
                    sample.getFileName().toString(),
                    () -> fromProject(session, TestProjects.isolated(TestProjects.load(sample), "roundtrip"))));
        }
        return cases.stream();
    }

    @TestFactory
    Stream<DynamicTest> should_plan_nothing_when_a_file_is_deployed_again(CqlSession session) {
        return Stream.of(MATERIALIZED_VIEW_DESC, AGGREGATE_INITCOND_NULL)
                .map(cql ->
                        DynamicTest.dynamicTest(cql.lines().skip(1).findFirst().orElseThrow(), () -> {
                            CqlImport imported = new CqlReader().read("case.cql", cql);
                            assertThat(imported.errors()).isEmpty();
                            Set<String> keyspaces = names(imported.project());
                            try {
                                deploy(session, imported.project());
                                assertReDeployPlansNothing(session, imported.project());
                            } finally {
                                CqlScripts.drop(session, keyspaces);
                            }
                        }));
    }

    private static void fromCql(CqlSession session, String cql) {
        Set<String> before = CqlScripts.userKeyspaces(session);
        CqlScripts.run(script, cql);
        Set<String> keyspaces = new TreeSet<>(CqlScripts.userKeyspaces(session));
        keyspaces.removeAll(before);
        assertThat(keyspaces).as("keyspaces the file creates").isNotEmpty();
        roundTrip(session, keyspaces);
    }

    private static void fromProject(CqlSession session, Project project) {
        Set<String> keyspaces = names(project);
        try {
            deploy(session, project);
        } catch (AssertionError | RuntimeException e) {
            CqlScripts.drop(session, keyspaces);
            throw e;
        }
        roundTrip(session, keyspaces);
    }

    /** The keyspaces now on the node: imported, dropped, deployed from the import, and re-deployed. */
    private static void roundTrip(CqlSession session, Set<String> keyspaces) {
        try {
            List<String> expected = SystemSchema.of(session, keyspaces);
            Project imported = new LiveSchemaReader()
                    .importProject(
                            session,
                            "imported",
                            keyspaces.stream().map(Identifier::of).toList());
            CqlScripts.drop(session, keyspaces);
            deploy(session, imported);
            assertThat(SystemSchema.of(session, keyspaces))
                    .as("the schema the imported project deploys")
                    .isEqualTo(expected);
            assertReDeployPlansNothing(session, imported);
        } finally {
            CqlScripts.drop(session, keyspaces);
        }
    }

    private static void deploy(CqlSession session, Project project) {
        DeployPlan plan = new DeployPlanner().plan(session, project, false);
        assertThat(plan.manual()).as("manual changes of the deploy").isEmpty();
        DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
        assertThat(report.failure()).as("failed statement").isEmpty();
    }

    private static void assertReDeployPlansNothing(CqlSession session, Project project) {
        DeployPlan again = new DeployPlanner().plan(session, project, true);
        assertThat(again.statements())
                .as("statements of a dry-run re-deploy")
                .extracting(PlannedStatement::cql)
                .isEmpty();
        assertThat(again.manual()).as("manual changes of a dry-run re-deploy").isEmpty();
    }

    private static Set<String> names(Project project) {
        Set<String> names = new TreeSet<>();
        project.keyspaces().forEach(k -> names.add(k.name().internal()));
        return names;
    }
}
