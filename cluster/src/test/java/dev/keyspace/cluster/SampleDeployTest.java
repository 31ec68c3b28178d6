package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.RunnableSelect;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample deploys to a real node, deploys again with nothing to do, and imports back to itself; on the deployed
 * schema the node prepares the SELECT derived for each query (and each read of a read plan) exactly when our query
 * validator accepts it, and every such SELECT with ALLOW FILTERING.
 */
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
            assertDerivedSelectsAsTheNodeJudges(session, project);

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

    private static void assertDerivedSelectsAsTheNodeJudges(CqlSession session, Project project) {
        SelectValidator validator = new SelectValidator(project.target());
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.scanning(project.conceptual()));
        List<String> disagreements = new ArrayList<>();
        List<String> refusedWithFiltering = new ArrayList<>();
        int judged = 0;
        int filtered = 0;
        for (Query query : project.queries()) {
            List<Query> reads = PlannedReads.of(project, query, matcher)
                    .map(plan ->
                            plan.reads().stream().map(PlannedReads.Read::read).toList())
                    .orElse(List.of(query));
            for (Query read : reads) {
                Optional<AccessPatternQueries.Serving> serving = AccessPatternQueries.servingTable(project, read);
                Optional<SelectQuery> derived =
                        serving.flatMap(s -> AccessPatternQueries.derive(project.conceptual(), read, s.table()));
                if (derived.isEmpty()) {
                    continue;
                }
                TableName table = TableName.of(
                        serving.get().keyspace().name(), serving.get().table().name());
                List<Boolean> nodeTakes = new ArrayList<>();
                for (boolean filtering : List.of(false, true)) {
                    SelectQuery select = derived.get().allowFiltering(filtering);
                    String cql = DmlWriter.cql(Select.columnsOf(table, select));
                    Verdict ours = validator.validate(
                            serving.get().keyspace(), serving.get().table(), select);
                    Optional<String> node = refusal(session, cql);
                    nodeTakes.add(node.isEmpty());
                    judged++;
                    if (ours.accepted() != node.isEmpty()
                            || (!ours.accepted() && !ours.message().equals(node.get()))) {
                        disagreements.add(query.label() + ": " + cql + "\n    ours: "
                                + (ours.accepted() ? "accepted" : ours.message()) + "\n    node: "
                                + node.orElse("accepted"));
                    }
                    if (filtering && node.isPresent()) {
                        refusedWithFiltering.add(query.label() + ": " + cql + "\n    node: " + node.get());
                    }
                }
                RunnableSelect runnable = RunnableSelect.of(
                                project.conceptual(),
                                read,
                                serving.get().keyspace(),
                                serving.get().table(),
                                project.target())
                        .orElseThrow();
                assertThat(runnable.filtering())
                        .as("%s runs WITH ALLOW FILTERING exactly when the node takes it only so", query.label())
                        .isEqualTo(!nodeTakes.get(0) && nodeTakes.get(1));
                assertThat(runnable.select().allowFiltering()).isEqualTo(runnable.filtering());
                filtered += runnable.filtering() ? 1 : 0;
            }
        }
        assertThat(judged).as("derived SELECTs").isPositive();
        System.out.println(
                project.name() + ": " + judged + " derived SELECTs judged, " + filtered + " run WITH ALLOW FILTERING");
        assertThat(disagreements).as("our verdict is not the node's").isEmpty();
        assertThat(refusedWithFiltering)
                .as("derived SELECTs the node refuses even with ALLOW FILTERING")
                .isEmpty();
    }

    /** Empty when the node prepares the statement, else its message. */
    private static Optional<String> refusal(CqlSession session, String cql) {
        try {
            session.prepare(cql);
            return Optional.empty();
        } catch (InvalidQueryException e) {
            return Optional.of(e.getMessage());
        }
    }
}
