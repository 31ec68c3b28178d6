package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hotel sample (the book's design) and KillrVideo (the community's reference schema) against the optimizer, on
 * generated mixes of their queries and writes: the optimizer answers every query, and costs no more than the
 * sample's own design whenever that design serves every query of the mix by one read; a query it does not serve is
 * one the serving check says it does not.
 */
class BookDesignsOptimizeTest {

    private static final Optimizer OPTIMIZER = new Optimizer(CostModel.DEFAULTS, Duration.ofSeconds(30));

    private static final int MIXES = 4;

    @ParameterizedTest
    @ValueSource(strings = {"hotel/hotel.ksd.json", "killrvideo/killrvideo.ksd.json"})
    void should_cost_no_more_than_the_samples_own_design(String file) throws Exception {
        Project project = ProjectFiles.load(Path.of(file));
        Random random = new Random(file.hashCode());
        int compared = 0;
        for (int m = 0; m < MIXES; m++) {
            Mix mix = mix(project, random, "mix " + m);

            OptimizedDesign design =
                    OPTIMIZER.optimize(project, mix, OptionalLong.empty()).orElseThrow();

            assertThat(design.unanswerable()).as("%s, %s", file, mix).isEmpty();
            assertThat(design.queries()).hasSize(mix.queries().size());
            for (Query query : project.queries()) {
                boolean gap = design.currentGaps().stream().anyMatch(g -> g.startsWith(query.label() + " "));
                if (gap) {
                    assertThat(new ServingCheck().check(project, query).map(ServingReport::serves))
                            .as("%s: %s named a gap of the sample's design", file, query.label())
                            .isNotEqualTo(java.util.Optional.of(true));
                }
            }
            if (design.currentGaps().isEmpty()) {
                compared++;
                assertThat(design.optimized().costPerSecond())
                        .as("%s, %s", file, mix.name())
                        .isLessThanOrEqualTo(design.current().orElseThrow().costPerSecond());
            }
        }
        assertThat(compared).as("mixes the sample's own design serves whole").isPositive();
    }

    /** Every query at 1-200 a second (a few left out), each entity's insert and one update at 0-50 a second. */
    private static Mix mix(Project project, Random random, String name) {
        Mix mix = Mix.empty(name);
        for (Query query : project.queries()) {
            if (random.nextInt(5) > 0) {
                mix = mix.withQuery(query.id(), Demand.perSecond(1 + random.nextInt(200)));
            }
        }
        for (Entity entity : project.conceptual().entities()) {
            mix = mix.withWrite(WriteKey.insert(entity.id()), Demand.perSecond(random.nextInt(51)));
            if (!entity.attributes().isEmpty()) {
                String attribute = entity.attributes()
                        .get(random.nextInt(entity.attributes().size()))
                        .name();
                mix = mix.withWrite(WriteKey.update(entity.id(), attribute), Demand.perSecond(random.nextInt(51)));
            }
        }
        return mix;
    }
}
