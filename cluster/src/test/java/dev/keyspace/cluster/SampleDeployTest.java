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
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every sample deploys to a real node, deploys again with nothing to do, and imports back to itself. */
@LocalCassandra
class SampleDeployTest {

    static Stream<Path> samples() throws Exception {
        return TestProjects.sampleFiles().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_deploy_converge_and_import_back_to_an_equal_model(Path sample, CqlSession session) {
        Project project = TestProjects.isolated(TestProjects.load(sample), "sample");
        try {
            DeployPlan first = new DeployPlanner().plan(session, project, false);
            assertThat(first.skipped()).isEmpty();
            assertThat(first.manual()).isEmpty();
            assertThat(first.statements()).isNotEmpty();

            DeployReport report = new Deployment(session, first).run(DeployListener.NONE);

            assertThat(report.failure()).as("failed statement").isEmpty();
            assertThat(report.succeeded()).isTrue();
            assertThat(report.applied()).hasSize(first.statements().size());

            DeployPlan again = new DeployPlanner().plan(session, project, true);
            assertThat(again.statements()).as("statements of a second deploy").isEmpty();
            assertThat(again.isConverged()).isTrue();

            List<Identifier> names = TestProjects.names(project);
            Project imported = new LiveSchemaReader().importProject(session, "imported", names);
            assertThat(imported.keyspaces().stream().map(NormalForm::of).toList())
                    .isEqualTo(project.keyspaces().stream().map(NormalForm::of).toList());
        } finally {
            for (Keyspace keyspace : project.keyspaces()) {
                session.execute("DROP KEYSPACE IF EXISTS " + keyspace.name().asCql());
            }
        }
    }
}
