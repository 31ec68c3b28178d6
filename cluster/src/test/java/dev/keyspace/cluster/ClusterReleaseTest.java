package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.Version;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.cluster.prove.Prover;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A design is checked against the release the cluster runs before a deploy writes anything: the node's own
 * {@code release_version} is read, and a 5.0 design's parts that 4.1 lacks are each named for a 4.1 cluster.
 */
@LocalCassandra
class ClusterReleaseTest {

    /** A part of a table that Cassandra 4.1 lacks, and how each refusal of it reads. */
    private enum Feature {
        VECTOR("the vector type came with Cassandra 5.0"),
        MASK("dynamic data masking"),
        SAI("Unable to find custom indexer class"),
        UCS("Unable to find compaction strategy class");

        final String refusal;

        Feature(String refusal) {
            this.refusal = refusal;
        }
    }

    @Test
    void should_read_the_release_the_node_runs(CqlSession session) {
        String reported = session.execute("SELECT release_version FROM system.local")
                .one()
                .getString(0);

        ClusterRelease.Release release = ClusterRelease.oldest(session).orElseThrow();

        assertThat(release.version()).isEqualTo(Version.parse(reported));
        assertThat(release.target()).isEqualTo(CassandraVersion.V5_0);
        assertThat(release.toString()).startsWith("Cassandra " + reported + " (127.0.0.");
        session.execute("CREATE KEYSPACE IF NOT EXISTS rel_imported WITH replication ="
                + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
        Project imported =
                new LiveSchemaReader().importProject(session, "imported", List.of(Identifier.of("rel_imported")));
        assertThat(imported.target())
                .as("an imported project is designed for the release it came from")
                .isEqualTo(release.target());
    }

    @Test
    void should_name_each_part_a_4_1_cluster_lacks_and_none_on_the_node(CqlSession session) {
        ClusterRelease.Release node = ClusterRelease.oldest(session).orElseThrow();
        ClusterRelease.Release older = new ClusterRelease.Release(Version.parse("4.1.10"), "127.0.0.9:9042");
        Random random = new Random(20261129);
        for (int round = 0; round < 8; round++) {
            List<Feature> used = new ArrayList<>();
            StringBuilder cql = new StringBuilder("CREATE KEYSPACE rel" + round
                    + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
            for (int t = 0; t < 1 + random.nextInt(4); t++) {
                List<Feature> features = new ArrayList<>();
                for (Feature f : Feature.values()) {
                    if (random.nextInt(3) == 0) {
                        features.add(f);
                    }
                }
                used.addAll(features);
                cql.append(table("rel" + round, "t" + t, features));
            }
            CqlImport imported = new CqlReader().read("release.cql", cql.toString());
            assertThat(imported.errors()).as(cql.toString()).isEmpty();
            Project project = imported.project();

            List<String> refusals = ClusterRelease.refusals(project, older);

            assertThat(refusals).as(cql.toString()).hasSize(used.size());
            for (Feature feature : Feature.values()) {
                assertThat(refusals.stream().filter(r -> r.contains(feature.refusal)))
                        .as(feature + " in " + refusals)
                        .hasSize((int) used.stream().filter(feature::equals).count());
            }
            assertThat(ClusterRelease.refusals(project, node)).isEmpty();
            assertThat(ClusterRelease.refusals(project.withTarget(CassandraVersion.V4_1), older))
                    .as("a 4.1 design's own refusals are its validation's")
                    .isEmpty();
            if (!refusals.isEmpty()) {
                assertThat(ClusterRelease.refusalMessage(older, refusals))
                        .startsWith("The cluster runs Cassandra 4.1.10 (127.0.0.9:9042), which would refuse")
                        .contains("nothing was written")
                        .endsWith(refusals.get(refusals.size() - 1));
            }
        }
    }

    @Test
    void should_plan_a_4_1_design_for_a_5_0_node(CqlSession session) {
        CqlImport imported = new CqlReader()
                .read(
                        "release.cql",
                        "CREATE KEYSPACE rel_older WITH replication = {'class': 'SimpleStrategy',"
                                + " 'replication_factor': 1};\nCREATE TABLE rel_older.t (k int PRIMARY KEY, v text);");
        Project project = imported.project().withTarget(CassandraVersion.V4_1);

        DeployPlan plan = new DeployPlanner().plan(session, project, false);

        assertThat(plan.statements()).extracting(PlannedStatement::cql).hasSize(2);
    }

    /**
     * A 6.0 design (a CHECK constraint) meets this 5.0 node: the deploy's plan and the proof both stop before they
     * write, naming the node's release and the constraint; no keyspace appears, scratch or designed.
     */
    @Test
    void should_refuse_a_6_0_design_on_the_5_0_node_before_deploy_or_proof_writes(CqlSession session) throws Exception {
        Project base = Project.empty("six").withTarget(CassandraVersion.V6_0);
        CqlImport imported = new CqlReader()
                .read(
                        base,
                        "six.cql",
                        "CREATE KEYSPACE rel_six WITH replication = {'class': 'SimpleStrategy',"
                                + " 'replication_factor': 1};\n"
                                + "CREATE TABLE rel_six.t (k int PRIMARY KEY, v int CHECK v > 0);");
        assertThat(imported.errors()).isEmpty();
        Project project = imported.project();
        List<String> before = keyspaces(session);

        assertThatThrownBy(() -> new DeployPlanner().plan(session, project, false))
                .isInstanceOf(LiveSchemaException.class)
                .hasMessageStartingWith("The cluster runs Cassandra 5.0")
                .hasMessageContaining("rel_six.t")
                .hasMessageContaining("nothing was written");
        assertThatThrownBy(() ->
                        Prover.overCqlOnly(session, ProveOptions.defaults()).prove(project, (phase, done, total) -> {}))
                .isInstanceOf(LiveSchemaException.class)
                .hasMessageStartingWith("The cluster runs Cassandra 5.0")
                .hasMessageContaining("rel_six.t");
        assertThat(keyspaces(session)).isEqualTo(before);
    }

    private static List<String> keyspaces(CqlSession session) {
        return session.execute("SELECT keyspace_name FROM system_schema.keyspaces").all().stream()
                .map(row -> row.getString(0))
                .sorted()
                .toList();
    }

    private static String table(String keyspace, String name, List<Feature> features) {
        String qualified = keyspace + "." + name;
        StringBuilder cql = new StringBuilder("CREATE TABLE " + qualified + " (k int PRIMARY KEY, c text");
        if (features.contains(Feature.VECTOR)) {
            cql.append(", v vector<float, 3>");
        }
        if (features.contains(Feature.MASK)) {
            cql.append(", secret text MASKED WITH mask_default()");
        }
        cql.append(")");
        if (features.contains(Feature.UCS)) {
            cql.append(" WITH compaction = {'class': 'UnifiedCompactionStrategy'}");
        }
        cql.append(";\n");
        if (features.contains(Feature.SAI)) {
            cql.append("CREATE INDEX " + name + "_c ON " + qualified + " (c) USING 'sai';\n");
        }
        return cql.toString();
    }
}
