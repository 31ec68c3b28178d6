package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The RUBiS sample (samples/rubis, README there): NoSE's expert design serves every query it links, and on each mix
 * the optimizer answers every query and costs no more than the expert design where that design answers by one read.
 */
class RubisSampleTest {

    private static final Optimizer OPTIMIZER = new Optimizer(CostModel.DEFAULTS, Duration.ofSeconds(60));

    /** The queries the expert design answers by reading several tables or sorting rows itself (README). */
    private static final Set<String> UNLINKED = Set.of("Q4", "Q7", "Q12", "Q16", "Q17", "Q18", "Q19");

    private static Project rubis;

    @BeforeAll
    static void load() throws Exception {
        rubis = ProjectFiles.load(Path.of("rubis/rubis.ksd.json"));
    }

    @Test
    void should_serve_each_linked_query_by_the_expert_table_it_names() {
        ServingCheck serving = new ServingCheck();
        List<Query> linked =
                rubis.queries().stream().filter(q -> q.servedBy().isPresent()).toList();

        assertThat(linked)
                .extracting(Query::label)
                .doesNotContainAnyElementsOf(UNLINKED)
                .hasSize(13);
        assertThat(linked).allSatisfy(q -> assertThat(serving.check(rubis, q))
                .as("%s served by %s", q.label(), q.servedBy().get())
                .hasValueSatisfying(r -> assertThat(r.gaps()).isEmpty())
                .map(ServingReport::serves)
                .contains(true));
        assertThat(rubis.queries())
                .filteredOn(q -> q.servedBy().isEmpty())
                .extracting(Query::label)
                .containsExactlyInAnyOrderElementsOf(UNLINKED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"browsing", "bidding"})
    void should_answer_every_query_and_name_only_the_unlinked_ones_as_gaps_of_the_expert_design(String name) {
        Mix mix = mix(name);

        OptimizedDesign design =
                OPTIMIZER.optimize(rubis, mix, OptionalLong.empty()).orElseThrow();

        assertThat(design.unanswerable()).isEmpty();
        assertThat(design.queries())
                .extracting(OptimizedDesign.QueryPlan::queryId)
                .containsExactlyInAnyOrderElementsOf(mix.queries().keySet());
        assertThat(design.currentGaps())
                .containsExactlyInAnyOrderElementsOf(labels(mix).stream()
                        .filter(UNLINKED::contains)
                        .map(l -> l + " has no table in the current design that serves it")
                        .toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"browsing", "bidding"})
    void should_cost_no_more_than_the_expert_design_on_the_queries_it_answers_by_one_read(String name) {
        Mix full = mix(name);
        Mix answered = full;
        for (ElementId query : full.queries().keySet()) {
            if (UNLINKED.contains(label(query))) {
                answered = answered.withoutQuery(query);
            }
        }

        OptimizedDesign design =
                OPTIMIZER.optimize(rubis, answered, OptionalLong.empty()).orElseThrow();

        assertThat(design.unanswerable()).isEmpty();
        assertThat(design.currentGaps()).isEmpty();
        assertThat(design.optimized().costPerSecond())
                .isLessThanOrEqualTo(design.current().orElseThrow().costPerSecond());
    }

    private static Mix mix(String name) {
        return rubis.analysis().workload().mix(name).orElseThrow();
    }

    private static Set<String> labels(Mix mix) {
        return mix.queries().keySet().stream().map(RubisSampleTest::label).collect(Collectors.toSet());
    }

    private static String label(ElementId query) {
        return rubis.query(query).orElseThrow().label();
    }
}
