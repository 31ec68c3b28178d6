package dev.keyspace.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CassandraJudge;
import dev.keyspace.cql.CqlStatements;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Designs the optimizer chooses for generated projects and workloads, adopted: every query of the mix is then served
 * by the table its plan names (the serving check), Cassandra 5.0.9's own classes accept the whole adopted schema, the
 * adoption is one undo step, removing what no query reads afterwards leaves every query its table, and the same
 * project always gets the same design.
 */
class GeneratedDesignsTest {

    private static final Optimizer OPTIMIZER = new Optimizer(CostModel.DEFAULTS, Duration.ofSeconds(20));

    @Test
    void should_adopt_designs_that_serve_every_query_in_a_schema_cassandra_accepts() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(40).check(seed -> {
            Project project = GeneratedWorkloads.generate(new Random(seed));
            Mix mix = project.analysis().workload().mix(GeneratedWorkloads.MIX).orElseThrow();

            OptimizedDesign design =
                    OPTIMIZER.optimize(project, mix, OptionalLong.empty()).orElseThrow();
            History history = new History(project);
            history.apply(DesignAdoption.of(project, design));
            Project adopted = history.project();

            assertThat(design.unanswerable()).isEmpty();
            assertThat(design.queries()).hasSize(mix.queries().size());
            for (OptimizedDesign.QueryPlan plan : design.queries()) {
                var query = adopted.query(plan.queryId()).orElseThrow();
                assertThat(new ServingCheck().check(adopted, query).map(ServingReport::serves))
                        .as("%s served by %s", plan.query(), plan.table())
                        .contains(true);
            }
            CassandraJudge judge = new CassandraJudge();
            for (CqlStatements.Span statement : CqlStatements.of(new CqlWriter().write(adopted))) {
                assertThat(judge.judge(statement.cql()).accepted())
                        .as(statement.cql())
                        .isTrue();
            }
            Project designOnly = UnreadTables.removal(adopted).apply(adopted);
            for (var query : adopted.queries()) {
                assertThat(designOnly.query(query.id()).orElseThrow().servedBy())
                        .as("%s keeps its table once unread ones are gone", query.label())
                        .isEqualTo(query.servedBy());
            }
            assertThat(designOnly.allTables().size() + designOnly.allViews().size())
                    .as("the design's tables and views, and nothing else")
                    .isEqualTo(servingObjects(designOnly));
            history.undo();
            assertThat(history.project()).isEqualTo(project);
            assertThat(OPTIMIZER.optimize(project, mix, OptionalLong.empty()).orElseThrow())
                    .isEqualTo(design);
        });
    }

    /** The tables and views some query is linked to, and the base tables of those views. */
    private static long servingObjects(Project project) {
        java.util.Set<Object> read = new java.util.HashSet<>();
        project.queries().forEach(q -> q.servedBy().ifPresent(read::add));
        long tables = project.allTables().stream()
                .filter(t -> read.contains(t.table().id())
                        || t.keyspace().viewsOf(t.table().name()).stream().anyMatch(v -> read.contains(v.id())))
                .count();
        long views = project.allViews().stream()
                .filter(v -> read.contains(v.view().id()))
                .count();
        return tables + views;
    }
}
