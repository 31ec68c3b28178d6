package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.StatementOutcome;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.CassandraRuntime;
import dev.keyspace.localcluster.JavaRuntime;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.LocalNode;
import dev.keyspace.model.Project;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The node goes away after the first statement: the report says what was applied, and a rerun converges. */
class NodeStoppedDuringDeployTest {

    @Test
    void should_report_applied_and_failed_statements_and_converge_on_rerun(@TempDir Path folder) {
        Project project = TestProjects.isolated(
                TestProjects.load(TestProjects.SAMPLES.resolve("hotel/hotel.ksd.json")), "stopped");
        try (LocalCluster cluster = LocalCluster.startForTests(folder, 1, Authentication.ALLOW_ALL)) {
            LocalNode node = cluster.nodes().get(0);
            InetSocketAddress address = node.cqlAddress();
            ConnectionSettings settings = ConnectionSettings.to(
                            new ContactPoint(address.getAddress().getHostAddress(), address.getPort()))
                    .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(5));
            DeployPlan plan;
            DeployReport report;
            try (CqlSession session = new ClusterConnector().connect(settings)) {
                plan = new DeployPlanner().plan(session, project, false);
                Deployment deployment = new Deployment(session, plan, Duration.ofSeconds(10));
                report = deployment.run(new DeployListener() {
                    @Override
                    public void finished(StatementOutcome outcome) {
                        if (outcome.index() == 0) {
                            node.stop(Duration.ofSeconds(20));
                        }
                    }
                });
            }

            assertThat(report.applied()).hasSize(1);
            assertThat(report.failure()).hasValueSatisfying(failed -> {
                assertThat(failed.index()).isEqualTo(1);
                assertThat(failed.message())
                        .hasValueSatisfying(m -> assertThat(m).contains("node"));
            });
            assertThat(report.notRun()).hasSize(plan.statements().size() - 2);

            LocalNode restarted = LocalNode.launch(node.spec(), JavaRuntime.detect(), CassandraRuntime.load());
            try {
                restarted.awaitCqlReady(Duration.ofSeconds(120));
                try (CqlSession session = new ClusterConnector().connect(settings)) {
                    DeployPlan rest = new DeployPlanner().plan(session, project, false);
                    assertThat(rest.statements()).hasSize(plan.statements().size() - 1);
                    assertThat(new Deployment(session, rest)
                                    .run(DeployListener.NONE)
                                    .succeeded())
                            .isTrue();
                    assertThat(new DeployPlanner().plan(session, project, false).isConverged())
                            .isTrue();
                }
            } finally {
                restarted.stop(Duration.ofSeconds(20));
            }
        }
    }
}
