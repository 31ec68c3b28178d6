package dev.keyspace.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The hotel sample (the book's design) optimized for a mix of its nine queries and two writes. */
class HotelOptimizeTest {

    private static final Optimizer OPTIMIZER = new Optimizer(CostModel.DEFAULTS, Duration.ofSeconds(30));

    private static Project hotel() throws Exception {
        return ProjectFiles.load(Path.of("../samples/hotel/hotel.ksd.json"));
    }

    private static Mix mix(double reservationsPerSecond) {
        Mix mix = Mix.empty("browsing");
        for (int i = 1; i <= 9; i++) {
            mix = mix.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10 * i));
        }
        return mix.withWrite(
                        WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(reservationsPerSecond))
                .withWrite(WriteKey.update(ElementId.of("entity:hotel"), "name"), Demand.perSecond(1));
    }

    @Test
    void should_serve_every_query_at_no_more_than_the_books_design_costs() throws Exception {
        OptimizedDesign design =
                OPTIMIZER.optimize(hotel(), mix(50), OptionalLong.empty()).orElseThrow();

        assertThat(design.unanswerable()).isEmpty();
        assertThat(design.currentGaps()).isEmpty();
        assertThat(design.queries())
                .extracting(OptimizedDesign.QueryPlan::query)
                .containsExactly("Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9");
        assertThat(design.optimized().costPerSecond())
                .isLessThanOrEqualTo(design.current().orElseThrow().costPerSecond());
        assertThat(design.proven()).isTrue();
        assertThat(design.tables()).allSatisfy(t -> assertThat(t.cql()).startsWith("CREATE "));
    }

    @Test
    void should_leave_out_a_view_whose_upkeep_costs_more_than_its_reads_save() throws Exception {
        OptimizedDesign design =
                OPTIMIZER.optimize(hotel(), mix(50), OptionalLong.empty()).orElseThrow();

        assertThat(design.leftOut())
                .filteredOn(l -> l.name().equals("reservation.reservations_by_confirmation"))
                .singleElement()
                .satisfies(l -> assertThat(l.reason()).startsWith("would save"));
    }

    @Test
    void should_give_the_same_design_every_time() throws Exception {
        OptimizedDesign first =
                OPTIMIZER.optimize(hotel(), mix(50), OptionalLong.empty()).orElseThrow();
        OptimizedDesign second =
                OPTIMIZER.optimize(hotel(), mix(50), OptionalLong.empty()).orElseThrow();

        assertThat(second).isEqualTo(first);
    }

    @Test
    void should_find_no_design_within_a_space_no_design_fits() throws Exception {
        assertThat(OPTIMIZER.optimize(hotel(), mix(50), OptionalLong.of(1_000))).isEmpty();
    }
}
