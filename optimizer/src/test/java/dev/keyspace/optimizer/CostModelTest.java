package dev.keyspace.optimizer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * A project's cost model: the defaults until a proof's statement costs are stored, then those costs in the
 * optimizer's unit (a small read costs 2) with every constant the proof did not measure named as default; and the
 * calibration changes the design where it changes what writes cost against reads.
 */
class CostModelTest {

    private static Project hotel() throws Exception {
        return ProjectFiles.load(Path.of("../samples/hotel/hotel.ksd.json"));
    }

    private static Project calibrated(Project project, StatementCosts costs) {
        Calibration calibration =
                new Calibration("127.0.0.1:9042", "2026-11-30T05:00Z", Map.of(), Optional.empty(), Optional.of(costs));
        return project.withAnalysis(project.analysis().withCalibration(Optional.of(calibration)));
    }

    @Test
    void should_use_the_defaults_until_a_proof_calibrates_them() throws Exception {
        CostModel costs = CostModel.of(hotel());

        assertThat(costs).isEqualTo(CostModel.DEFAULTS);
        assertThat(costs.calibrated()).isFalse();
        assertThat(costs.defaults()).contains("read request", "row read", "write statement", "SAI query");
        assertThat(DesignText.calibration(costs)).contains("default constants");
    }

    @Test
    void should_take_the_measured_reads_and_keep_default_writes_when_none_ran() throws Exception {
        StatementCosts measured = new StatementCosts(0.5, 0.01, 0.0001, 0.3, 0.02, 0.8, 9, 0);

        CostModel costs = CostModel.of(calibrated(hotel(), measured));

        assertThat(costs.calibrated()).isTrue();
        assertThat(costs.request() + costs.partition()).isCloseTo(2.0, within(1e-9));
        assertThat(costs.row()).isCloseTo(0.01 / 0.25, within(1e-9));
        assertThat(costs.byteRead()).isCloseTo(0.0001 / 0.25, within(1e-12));
        assertThat(costs.writeStatement()).isEqualTo(CostModel.DEFAULTS.writeStatement());
        assertThat(costs.defaults()).contains("write statement", "cell written", "logged batch", "SAI query");
        assertThat(costs.defaults()).doesNotContain("read request", "row read");
        assertThat(DesignText.calibration(costs))
                .isEqualTo("Costs calibrated by the proof of 127.0.0.1:9042 at 2026-11-30T05:00Z (9 reads, 0 writes);"
                        + " default: write statement, cell written, logged batch, SAI query, view update, index update,"
                        + " range share.");
    }

    @Test
    void should_take_the_measured_writes_when_the_proof_ran_them() throws Exception {
        StatementCosts measured = new StatementCosts(0.5, 0.01, 0.0001, 0.3, 0.02, 0.8, 9, 4);

        CostModel costs = CostModel.of(calibrated(hotel(), measured));

        assertThat(costs.writeStatement()).isCloseTo(0.3 / 0.25, within(1e-9));
        assertThat(costs.cell()).isCloseTo(0.02 / 0.25, within(1e-9));
        assertThat(costs.loggedBatch()).isCloseTo(0.8 / 0.25, within(1e-9));
        assertThat(costs.defaults()).containsExactly("SAI query", "view update", "index update", "range share");
    }

    @Test
    void should_keep_fewer_table_copies_when_the_proof_measured_writes_dear() throws Exception {
        Mix mix = Mix.empty("booking");
        for (int i = 1; i <= 9; i++) {
            mix = mix.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10));
        }
        mix = mix.withWrite(WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(200));
        Project cheapWrites = calibrated(hotel(), new StatementCosts(1.0, 0.01, 0.0001, 0.05, 0.001, 0.1, 9, 4));
        Project dearWrites = calibrated(hotel(), new StatementCosts(1.0, 0.01, 0.0001, 50, 5, 100, 9, 4));

        OptimizedDesign cheap = optimize(cheapWrites, mix);
        OptimizedDesign dear = optimize(dearWrites, mix);

        // writes dear against reads: a copy written on every insert gives way to an index read at each query
        assertThat(tableCopies(dear)).isLessThan(tableCopies(cheap));
        assertThat(dear.optimized().costPerSecond())
                .isGreaterThan(cheap.optimized().costPerSecond());
        assertThat(dear.unanswerable()).isEmpty();
    }

    private static OptimizedDesign optimize(Project project, Mix mix) {
        return new Optimizer(CostModel.of(project), Duration.ofSeconds(30))
                .optimize(project, mix, OptionalLong.empty())
                .orElseThrow();
    }

    private static long tableCopies(OptimizedDesign design) {
        return design.tables().stream()
                .filter(t -> t.kind().equals(TableProposal.Kind.TABLE.name()))
                .count();
    }
}
