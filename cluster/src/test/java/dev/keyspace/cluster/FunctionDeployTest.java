package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * User-defined functions and aggregates are deployed with their keyspace, read back from the cluster equal,
 * planned as nothing on a second deploy, replaced when their body changes and dropped when removed.
 */
@LocalCassandra
class FunctionDeployTest {

    private static final AtomicInteger RUN = new AtomicInteger();

    private final String ks = "udf" + RUN.incrementAndGet();
    private CqlSession session;

    @AfterEach
    void dropKeyspace() {
        if (session != null) {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    private Project project(String body) {
        String cql = "CREATE KEYSPACE " + ks
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                + "USE " + ks + ";\n"
                + "CREATE TABLE t (k int PRIMARY KEY, v int);\n"
                + "CREATE FUNCTION plus(s tuple<int, bigint>, v int) CALLED ON NULL INPUT"
                + " RETURNS tuple<int, bigint> LANGUAGE java AS '" + body + "';\n"
                + "CREATE FUNCTION quoted(s varchar) RETURNS NULL ON NULL INPUT RETURNS text LANGUAGE java"
                + " AS 'return s + ''!'';';\n"
                + "CREATE FUNCTION mean(s tuple<int, bigint>) CALLED ON NULL INPUT RETURNS double LANGUAGE java"
                + " AS 'return s.getInt(0) == 0 ? 0.0 : (double) s.getLong(1) / s.getInt(0);';\n"
                + "CREATE AGGREGATE average(int) SFUNC plus STYPE tuple<int, bigint> FINALFUNC mean INITCOND (0, 0);\n";
        CqlImport imported = new CqlReader().read("udf.cql", cql);
        assertThat(imported.errors()).isEmpty();
        return imported.project();
    }

    private static final String BODY =
            "if (v != null) { s.setInt(0, s.getInt(0) + 1); s.setLong(1, s.getLong(1) + v); } return s;";

    private DeployPlan plan(Project project, boolean allowDrops) {
        return new DeployPlanner().plan(session, project, allowDrops);
    }

    private void deploy(DeployPlan plan) {
        assertThat(new Deployment(session, plan).run(DeployListener.NONE).failure())
                .isEmpty();
    }

    @Test
    void should_deploy_functions_and_aggregates_and_plan_nothing_the_second_time(CqlSession session) {
        this.session = session;
        Project project = project(BODY);
        DeployPlan first = plan(project, false);
        assertThat(first.statements())
                .extracting(PlannedStatement::cql)
                .filteredOn(c -> c.contains("FUNCTION") || c.contains("AGGREGATE"))
                .hasSize(4);
        deploy(first);
        session.execute("INSERT INTO " + ks + ".t (k, v) VALUES (1, 3)");
        session.execute("INSERT INTO " + ks + ".t (k, v) VALUES (2, 4)");
        assertThat(session.execute("SELECT " + ks + ".average(v) AS a FROM " + ks + ".t")
                        .one()
                        .getDouble("a"))
                .isEqualTo(3.5);

        assertThat(plan(project, true).isConverged())
                .as("%s", plan(project, true))
                .isTrue();
        Keyspace live = new LiveSchemaReader()
                .importProject(session, "back", List.of(Identifier.of(ks)))
                .keyspaces()
                .get(0);
        Keyspace ours = CanonicalFunctions.of(project.keyspaces().get(0));
        assertThat(live.functions()).containsExactlyInAnyOrderElementsOf(ours.functions());
        assertThat(live.aggregates()).containsExactlyElementsOf(ours.aggregates());
    }

    @Test
    void should_replace_a_changed_body_and_drop_a_removed_aggregate(CqlSession session) {
        this.session = session;
        deploy(plan(project(BODY), false));
        Project changed = project("return s;");
        Keyspace keyspace = changed.keyspaces().get(0);
        changed = changed.withKeyspaces(List.of(keyspace.withAggregates(List.of())));
        DeployPlan plan = plan(changed, true);
        assertThat(plan.statements())
                .extracting(PlannedStatement::cql)
                .containsExactly(
                        "CREATE OR REPLACE FUNCTION " + ks + ".plus(s tuple<int, bigint>, v int)\n"
                                + "    CALLED ON NULL INPUT\n    RETURNS tuple<int, bigint>\n    LANGUAGE java\n"
                                + "    AS $$return s;$$;",
                        "DROP AGGREGATE " + ks + ".average(int);");
        assertThat(plan.statements().get(1).destructive()).isTrue();
        deploy(plan);
        assertThat(plan(changed, true).isConverged()).isTrue();
    }
}
