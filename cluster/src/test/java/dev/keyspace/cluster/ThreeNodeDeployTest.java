package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Replication;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A sample with NetworkTopologyStrategy and replication factor 3 on a real 3-node ring. */
@Tag("cluster3")
@LocalCassandra(nodes = 3)
class ThreeNodeDeployTest {

    @Test
    void should_deploy_with_replication_factor_3_and_converge(CqlSession session) {
        Project sample = TestProjects.load(TestProjects.SAMPLES.resolve("ecommerce/ecommerce.ksd.json"));
        Project project = TestProjects.isolated(sample, "ring");
        project = project.withKeyspaces(project.keyspaces().stream()
                .map(k -> k.withReplication(Replication.networkTopology(Map.of("datacenter1", 3))))
                .toList());
        try {
            DeployPlan plan = new DeployPlanner().plan(session, project, false);
            DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);

            assertThat(report.failure()).isEmpty();
            assertThat(session.checkSchemaAgreement()).isTrue();
            assertThat(new DeployPlanner().plan(session, project, false).isConverged())
                    .isTrue();
            Project imported = new LiveSchemaReader().importProject(session, "ring", TestProjects.names(project));
            assertThat(imported.keyspaces().get(0).replication())
                    .isEqualTo(Replication.networkTopology(Map.of("datacenter1", 3)));
            assertThat(imported.keyspaces().stream().map(NormalForm::of).toList())
                    .isEqualTo(project.keyspaces().stream().map(NormalForm::of).toList());
        } finally {
            project.keyspaces()
                    .forEach(k -> session.execute(
                            "DROP KEYSPACE IF EXISTS " + k.name().asCql()));
        }
    }
}
