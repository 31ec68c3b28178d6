package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.AttributeRef;
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
    private static final Set<String> PLANNED = Set.of("Q4", "Q7", "Q12", "Q16", "Q17", "Q18", "Q19");

    private static Project rubis;

    @BeforeAll
    static void load() throws Exception {
        rubis = ProjectFiles.load(Path.of("rubis/rubis.ksd.json"));
    }

    @Test
    void should_serve_every_query_by_the_expert_tables_it_names() {
        ServingCheck serving = new ServingCheck();

        assertThat(rubis.queries()).hasSize(20).allSatisfy(q -> assertThat(serving.check(rubis, q))
                .as("%s served by %s", q.label(), q.tablesRead())
                .hasValueSatisfying(r -> assertThat(r.gaps()).isEmpty())
                .map(ServingReport::serves)
                .contains(true));
        assertThat(rubis.queries())
                .filteredOn(q -> q.plan().isPresent())
                .extracting(Query::label)
                .containsExactlyInAnyOrderElementsOf(PLANNED);
    }

    @Test
    void should_read_q19_as_the_expert_application_joins_it() {
        Query q19 = rubis.queries().stream()
                .filter(q -> q.label().equals("Q19"))
                .findFirst()
                .orElseThrow();
        ColumnMatcher matcher = new ColumnMatcher(rubis.conceptual());

        PlannedReads.Plan plan = PlannedReads.of(rubis, q19, matcher).orElseThrow();

        assertThat(plan.gaps()).isEmpty();
        assertThat(plan.tables())
                .isEqualTo("rubis.users_by_region, then rubis.user_items_sold, then rubis.items_with_category");
        // the region names the users; each user's items ending after the date; each item by its id and category
        assertThat(plan.reads())
                .extracting(r -> describe(matcher, r.read().pattern().equality()))
                .containsExactly("[Region.id]", "[User.id]", "[Item.id, Category.id]");
        assertThat(plan.reads())
                .extracting(r -> describe(matcher, r.read().pattern().range()))
                .containsExactly("[]", "[Item.end_date]", "[]");
        assertThat(plan.filtered()).isEmpty();
        assertThat(plan.sorted()).isFalse();
    }

    @Test
    void should_sort_the_bids_of_q4_and_q12_in_the_application() {
        ColumnMatcher matcher = new ColumnMatcher(rubis.conceptual());
        for (String label : List.of("Q4", "Q12")) {
            Query query = rubis.queries().stream()
                    .filter(q -> q.label().equals(label))
                    .findFirst()
                    .orElseThrow();

            PlannedReads.Plan plan = PlannedReads.of(rubis, query, matcher).orElseThrow();

            assertThat(plan.gaps()).as(label).isEmpty();
            assertThat(plan.sorted()).as(label).isTrue();
            assertThat(plan.reads()).as(label).hasSize(1);
        }
    }

    private static String describe(ColumnMatcher matcher, List<AttributeRef> refs) {
        return refs.stream().map(matcher::describe).toList().toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"browsing", "bidding"})
    void should_answer_every_query_and_price_the_expert_plans_in_the_current_design(String name) {
        Mix mix = mix(name);

        OptimizedDesign design =
                OPTIMIZER.optimize(rubis, mix, OptionalLong.empty()).orElseThrow();

        assertThat(design.unanswerable()).isEmpty();
        assertThat(design.queries())
                .extracting(OptimizedDesign.QueryPlan::queryId)
                .containsExactlyInAnyOrderElementsOf(mix.queries().keySet());
        assertThat(design.currentGaps()).isEmpty();
        assertThat(design.currentPlans())
                .extracting(OptimizedDesign.PlannedRead::query)
                .containsExactlyInAnyOrderElementsOf(
                        labels(mix).stream().filter(PLANNED::contains).toList());
        assertThat(design.currentPlans())
                .allSatisfy(plan -> assertThat(plan.costPerRead()).isPositive());
        assertThat(design.optimized().costPerSecond())
                .isLessThanOrEqualTo(design.current().orElseThrow().costPerSecond());
    }

    @ParameterizedTest
    @ValueSource(strings = {"browsing", "bidding"})
    void should_cost_no_more_than_the_expert_design_on_the_queries_it_answers_by_one_read_alone(String name) {
        Mix full = mix(name);
        Mix answered = full;
        for (ElementId query : full.queries().keySet()) {
            if (PLANNED.contains(label(query))) {
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
