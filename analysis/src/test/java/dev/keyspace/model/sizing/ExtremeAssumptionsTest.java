package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThatCode;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.HotelTables;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.TableHints;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Sizing and every rule that uses it answer, never throw, for any assumption a project may hold. */
class ExtremeAssumptionsTest {

    private static final List<Double> ROWS =
            List.of(0.0, Double.MIN_VALUE, 1e-320, 1e-9, 0.5, 1.0, 146_000.0, 1e15, 1e300, Double.MAX_VALUE);
    private static final List<Long> PARTITIONS = List.of(0L, 1L, 1_000L, Long.MAX_VALUE);
    private static final List<Optional<Double>> ROWS_PER_DAY =
            List.of(Optional.empty(), Optional.of(0.0), Optional.of(1e-320), Optional.of(200.0), Optional.of(1e300));

    @Test
    void should_check_a_project_whatever_its_rows_partitions_and_rates() {
        for (double average : ROWS) {
            for (double worst : ROWS) {
                for (long partitions : PARTITIONS) {
                    for (Optional<Double> rowsPerDay : ROWS_PER_DAY) {
                        Project project = project(average, worst, partitions, rowsPerDay);
                        assertThatCode(() -> Checker.check(project, project.analysis()))
                                .as(
                                        "rows %s, worst %s, partitions %s, rows per day %s",
                                        average, worst, partitions, rowsPerDay)
                                .doesNotThrowAnyException();
                    }
                }
            }
        }
    }

    private static Project project(double average, double worst, long partitions, Optional<Double> rowsPerDay) {
        SizingAssumptions assumptions = new SizingAssumptions(
                Optional.of(average), Optional.of(worst), Optional.of(partitions), Map.of("hotel_id", 5));
        TableHints hints = TableHints.NONE.withDistinctValues("date", 730).withRowsPerDay(rowsPerDay);
        Project project = HotelTables.project().withSizing(Map.of(HotelTables.AVAILABLE_ROOMS, assumptions));
        return project.withAnalysis(AnalysisSettings.DEFAULTS.withHints(HotelTables.AVAILABLE_ROOMS, hints));
    }
}
