package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StorageCosts;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * On generated tables, a calibration moves each estimate the way its measurement says: a table measured larger
 * than the method's formula is estimated larger once calibrated, one measured smaller is estimated smaller, and
 * never past the measurement's side; where the measurements follow one set of storage costs, the calibrated
 * estimates meet them. Table size follows bytes per partition, and each figure names its calibration.
 */
class CalibratedEstimatePropertyTest {

    private static final String CLUSTER = "dev cluster 127.0.0.1:9042";
    private static final String DATE = "2026-11-25T07:00Z";

    @Test
    void should_move_a_measured_table_toward_its_measurement_and_not_past_it() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(300).check(seed -> {
            Random random = new Random(seed);
            Project project = GeneratedTables.project(random, 1);
            TableRef ref = project.allTables().get(0);
            double uncalibrated = bytes(project, ref);
            double ratio = 0.3 + random.nextDouble() * 2.7;
            long measured = Math.max(1, Math.round(uncalibrated * ratio));

            Project calibrated = calibrate(project, Map.of(ref.table().id(), measured));
            double estimate = bytes(calibrated, ref);

            String what =
                    ref.table() + ": formula " + uncalibrated + ", measured " + measured + ", calibrated " + estimate;
            assertThat((estimate - uncalibrated) * (measured - uncalibrated))
                    .as(what)
                    .isGreaterThanOrEqualTo(0);
            assertThat(Math.abs(estimate - measured))
                    .as(what)
                    .isLessThanOrEqualTo(Math.abs(uncalibrated - measured) * 1.001 + 1);
            if (measured > uncalibrated * 1.01) {
                assertThat(estimate).as(what).isGreaterThan(uncalibrated);
            }
            if (measured < uncalibrated * 0.99) {
                assertThat(estimate).as(what).isLessThan(uncalibrated);
            }
        });
    }

    @Test
    void should_meet_measurements_that_follow_one_set_of_storage_costs() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(200).check(seed -> {
            Random random = new Random(seed);
            Project project = GeneratedTables.project(random, 1 + random.nextInt(5));
            ProjectSizing sizing = ProjectSizing.of(project);
            Map<String, Double> overhead = new TreeMap<>();
            Map<ElementId, Long> measured = new TreeMap<>();
            for (TableRef ref : project.allTables()) {
                ref.table().columns().forEach(c -> overhead.putIfAbsent(c.type().asCql(), random.nextInt(30) + 0.0));
            }
            StorageCosts hidden = new StorageCosts(random.nextInt(60), random.nextInt(20), overhead);
            for (TableRef ref : project.allTables()) {
                ValueCounts counts = counts(project, sizing, ref);
                measured.put(ref.table().id(), Math.round(CalibratedSizing.partitionBytes(counts, hidden)));
            }

            Project calibrated = calibrate(project, measured);

            for (TableRef ref : project.allTables()) {
                double want = measured.get(ref.table().id());
                assertThat(bytes(calibrated, ref))
                        .as("%s measured %s under %s", ref.table(), want, hidden)
                        .isCloseTo(want, within(want * 0.01 + 1));
            }
        });
    }

    @Test
    void should_size_the_table_from_the_calibrated_bytes_and_name_the_calibration() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(100).check(seed -> {
            Random random = new Random(seed);
            Project project = GeneratedTables.project(random, 1 + random.nextInt(3));
            TableRef measured = project.allTables().get(0);
            Project calibrated = calibrate(project, Map.of(measured.table().id(), 1L + random.nextInt(1_000_000)));

            for (TableRef ref : project.allTables()) {
                TableSizing sizing = ProjectSizing.of(calibrated).size(ref);
                TableSizing formula = ProjectSizing.of(project).size(ref);
                int replicas =
                        ref.keyspace().replication().totalReplicationFactor().getAsInt();
                for (ToDoubleFunction<TableSizing> figure : List.<ToDoubleFunction<TableSizing>>of(
                        s -> s.average().partitionBytes().getAsDouble()
                                        * s.average().partitions().getAsLong()
                                        * replicas
                                - s.average().tableBytes().getAsDouble(),
                        s -> s.worstCase().partitionBytes().getAsDouble()
                                        * s.worstCase().partitions().getAsLong()
                                        * replicas
                                - s.worstCase().tableBytes().getAsDouble())) {
                    assertThat(figure.applyAsDouble(sizing))
                            .isCloseTo(0, within(1e-6 * sizing.tableBytes().getAsDouble()));
                }
                assertThat(sizing.values()).isEqualTo(formula.values());
                assertThat(sizing.rowsPerPartition()).isEqualTo(formula.rowsPerPartition());
                assertThat(sizing.partitions()).isEqualTo(formula.partitions());
                assertThat(sizing.basis()).anySatisfy(b -> assertThat(b)
                        .startsWith("bytes per partition: calibration of " + CLUSTER + " at " + DATE));
            }
        });
    }

    @Test
    void should_leave_the_figures_to_the_formula_when_the_calibration_holds_no_storage_costs() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(50).check(seed -> {
            Project project = GeneratedTables.project(new Random(seed), 2);
            TableRef ref = project.allTables().get(0);
            Calibration measuredOnly =
                    new Calibration(CLUSTER, DATE, Map.of(ref.table().id(), new Calibration.Measured(10, 1_000)));
            Project old = project.withAnalysis(project.analysis().withCalibration(Optional.of(measuredOnly)));

            TableSizing sizing = ProjectSizing.of(old).size(ref);

            assertThat(sizing.average())
                    .isEqualTo(ProjectSizing.of(project).size(ref).average());
            assertThat(sizing.basis().get(sizing.basis().size() - 1))
                    .contains("calibration of " + CLUSTER)
                    .contains("not used by the estimate");
        });
    }

    private static double bytes(Project project, TableRef ref) {
        return ProjectSizing.of(project).size(ref).partitionBytes().getAsDouble();
    }

    /** The calibration a proof would store for these measured partition sizes. */
    static Project calibrate(Project project, Map<ElementId, Long> measuredBytes) {
        ProjectSizing sizing = ProjectSizing.of(project);
        List<StorageCostFit.Observation> observations = new ArrayList<>();
        Map<ElementId, Calibration.Measured> tables = new TreeMap<>();
        for (TableRef ref : project.allTables()) {
            Long bytes = measuredBytes.get(ref.table().id());
            if (bytes != null) {
                observations.add(new StorageCostFit.Observation(counts(project, sizing, ref), bytes));
                tables.put(ref.table().id(), new Calibration.Measured(1, bytes));
            }
        }
        Calibration calibration = new Calibration(CLUSTER, DATE, tables, Optional.of(StorageCostFit.fit(observations)));
        return project.withAnalysis(project.analysis().withCalibration(Optional.of(calibration)));
    }

    private static ValueCounts counts(Project project, ProjectSizing sizing, TableRef ref) {
        return ValueCounts.of(
                        ref.table(),
                        sizing.size(ref).rowsPerPartition().getAsDouble(),
                        sizing.assumptionsOf(ref.table().id()),
                        project.analysis().sizeDefaults().collectionElements())
                .orElseThrow();
    }
}
