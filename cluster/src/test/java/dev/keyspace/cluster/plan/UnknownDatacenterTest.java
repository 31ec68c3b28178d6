package dev.keyspace.cluster.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.servererrors.InvalidConfigurationInQueryException;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import org.junit.jupiter.api.Test;

/**
 * A NetworkTopologyStrategy naming a datacenter the cluster does not have is refused before anything runs, with
 * the message the node itself gives, followed by the datacenters the cluster has.
 */
@LocalCassandra
class UnknownDatacenterTest {

    private static final String CREATE = "CREATE KEYSPACE unknown_dc WITH replication ="
            + " {'class': 'NetworkTopologyStrategy', 'datacenter1': 1, 'dc_elsewhere': 2}";

    @Test
    void should_refuse_a_datacenter_the_cluster_lacks_as_the_node_does(CqlSession session) {
        String nodeMessage = nodeRefusal(session);
        CqlImport imported =
                new CqlReader().read("dc.cql", CREATE + ";\nCREATE TABLE unknown_dc.t (k int PRIMARY KEY);");
        assertThat(imported.errors()).isEmpty();
        Project project = imported.project();

        assertThatThrownBy(() -> new DeployPlanner().plan(session, project, false))
                .isInstanceOf(LiveSchemaException.class)
                .hasMessage(nodeMessage + " (the cluster's datacenters: datacenter1)");
        assertThat(session.getMetadata().getKeyspace("unknown_dc")).isEmpty();
    }

    @Test
    void should_plan_a_datacenter_the_cluster_has(CqlSession session) {
        CqlImport imported = new CqlReader()
                .read(
                        "dc.cql",
                        "CREATE KEYSPACE known_dc WITH replication = {'class': 'NetworkTopologyStrategy',"
                                + " 'datacenter1': 1};");
        DeployPlan plan = new DeployPlanner().plan(session, imported.project(), false);
        assertThat(plan.statements())
                .extracting(PlannedStatement::cql)
                .singleElement()
                .asString()
                .startsWith("CREATE KEYSPACE known_dc");
    }

    private static String nodeRefusal(CqlSession session) {
        try {
            session.execute(CREATE);
        } catch (InvalidConfigurationInQueryException refused) {
            return refused.getMessage();
        }
        session.execute("DROP KEYSPACE unknown_dc");
        throw new AssertionError("the node accepted " + CREATE);
    }
}
