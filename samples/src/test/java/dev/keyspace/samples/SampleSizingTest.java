package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.sizing.TableSizing;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every table of every sample gets every sizing figure from the model, and the hotel sample keeps the book's
 * worked figures for available_rooms_by_hotel_date.
 */
class SampleSizingTest {

    static List<SampleCatalog.Sample> samples() {
        return SampleCatalog.all();
    }

    private static TableSizing sizing(Project project, String table) {
        return ProjectSizing.of(project).sizeAll().stream()
                .filter(s -> s.table().equals(table))
                .findFirst()
                .orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_give_every_table_of_the_committed_sample_every_figure(SampleCatalog.Sample sample) throws Exception {
        Project project = ProjectFiles.load(Path.of("..", "samples", sample.name(), sample.fileName()));

        List<TableSizing> sizings = ProjectSizing.of(project).sizeAll();

        assertThat(sizings).hasSize(project.allTables().size());
        for (TableSizing s : sizings) {
            assertThat(s.missingAssumptions()).as(s.table()).isEmpty();
            assertThat(s.average().partitionBytes()).as(s.table()).isPresent();
            assertThat(s.average().tableBytes()).as(s.table()).isPresent();
            assertThat(s.worstCase().partitionBytes()).as(s.table()).isPresent();
            assertThat(s.basis()).as(s.table()).anyMatch(b -> b.startsWith("partitions: "));
        }
    }

    /**
     * Each sample sets its own counts and cardinalities, so rows and partitions never rest on the defaults
     * (1,000 per entity, 10 per end, 10 per unmatched clustering column); only the column sizes may, and every
     * table holds at least one partition and one row.
     */
    @ParameterizedTest
    @MethodSource("samples")
    void should_count_rows_and_partitions_from_the_samples_own_population(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();

        for (TableSizing s : ProjectSizing.of(project).sizeAll()) {
            assertThat(s.basis())
                    .as(s.table())
                    .filteredOn(b -> !b.startsWith("column sizes: "))
                    .noneMatch(b -> b.contains("[default]"));
            assertThat(s.rowsPerPartition().getAsDouble()).as(s.table()).isGreaterThanOrEqualTo(1);
            assertThat(s.partitions().getAsLong()).as(s.table()).isGreaterThanOrEqualTo(1);
        }
    }

    @Test
    void should_keep_the_book_figures_of_available_rooms_by_hotel_date() {
        TableSizing rooms = sizing(HotelSample.build(), "hotel.available_rooms_by_hotel_date");

        assertThat(rooms.rowsPerPartition().getAsDouble()).isEqualTo(73_000);
        assertThat(rooms.values().getAsDouble()).isEqualTo(73_000);
        assertThat(rooms.partitionBytes().getAsDouble()).isEqualTo(1_095_005);
    }

    @Test
    void should_derive_the_same_book_figures_from_the_model_when_the_table_sets_none() {
        Project project = HotelSample.build();
        Project derivedOnly = project.withSizing(java.util.Map.of());

        TableSizing rooms = sizing(derivedOnly, "hotel.available_rooms_by_hotel_date");

        assertThat(rooms.rowsPerPartition().getAsDouble()).isEqualTo(73_000);
        assertThat(rooms.values().getAsDouble()).isEqualTo(73_000);
        assertThat(rooms.worstCase().rowsPerPartition().getAsDouble()).isEqualTo(146_000);
        assertThat(rooms.partitions().getAsLong()).isEqualTo(1_000);
        assertThat(rooms.basis())
                .contains(
                        "rows per partition: Room per Hotel in Has 100 (max 200), Availability per Room in Available"
                                + " 730 (max 730)",
                        "partitions: count of Hotel 1000");
    }

    @Test
    void should_derive_partitions_through_a_key_entity_and_mark_defaulted_sizes() {
        TableSizing amenities = sizing(HotelSample.build(), "hotel.amenities_by_room");

        assertThat(amenities.rowsPerPartition().getAsDouble()).isEqualTo(8);
        assertThat(amenities.partitions().getAsLong()).isEqualTo(100_000);
        assertThat(amenities.basis())
                .contains("partitions: count of Hotel 1000 x Room per Hotel in Has 100 (max 200)")
                .anyMatch(b -> b.startsWith("column sizes: hotel_id 16 B (text 16 B)") && b.endsWith("[default]"));
    }
}
