package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.HotelTables;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PartitionSizerTest {

    private final PartitionSizer sizer = new PartitionSizer();

    @Test
    void should_size_available_rooms_exactly_as_the_method_worked_example() {
        Project hotel = HotelTables.project();
        TableSizing sizing = sizer.sizeAll(hotel.allTables(), hotel::sizingOf).get(0);

        assertThat(sizing.table()).isEqualTo("hotel.available_rooms_by_hotel_date");
        assertThat(sizing.rowsPerPartition()).hasValue(73_000.0);
        assertThat(sizing.values()).hasValue(73_000.0);
        assertThat(sizing.partitionBytes()).hasValue(1_095_005.0);
        assertThat(sizing.partitions()).hasValue(1_000L);
        assertThat(sizing.tableBytes()).hasValue(1_095_005.0 * 1_000 * 3);
        assertThat(sizing.missingAssumptions()).isEmpty();
    }

    @Test
    void should_size_the_worst_case_from_the_worst_case_rows() {
        Project hotel = HotelTables.project();
        TableSizing sizing = sizer.sizeAll(hotel.allTables(), hotel::sizingOf).get(0);

        assertThat(sizing.worstCase().rowsPerPartition()).hasValue(146_000.0);
        assertThat(sizing.worstCase().values()).hasValue(146_000.0);
        assertThat(sizing.worstCase().partitionBytes()).hasValue(5 + 146_000.0 * 7 + 146_000.0 * 8);
    }

    @Test
    void should_name_the_missing_average_size_and_not_invent_a_figure() {
        Project project = HotelTables.project()
                .withSizing(Map.of(
                        HotelTables.AVAILABLE_ROOMS,
                        new SizingAssumptions(Optional.of(73_000.0), Optional.empty(), Optional.empty(), Map.of())));

        TableSizing sizing =
                sizer.sizeAll(project.allTables(), project::sizingOf).get(0);

        assertThat(sizing.values()).hasValue(73_000.0);
        assertThat(sizing.partitionBytes()).isEmpty();
        assertThat(sizing.tableBytes()).isEmpty();
        assertThat(sizing.worstCase().values()).isEmpty();
        assertThat(sizing.missingAssumptions())
                .containsExactly(
                        "no worst-case rows per partition for hotel.available_rooms_by_hotel_date",
                        "no partition count for hotel.available_rooms_by_hotel_date",
                        "no average size for column hotel.available_rooms_by_hotel_date.hotel_id (text)");
    }

    @Test
    void should_count_one_row_and_static_values_once_per_partition() {
        Table table = Table.of(
                ElementId.of("table:hotel.t"),
                "t",
                List.of(
                        Column.partitionKey("k", CqlType.of(NativeType.INT), 0),
                        Column.clustering(
                                "c", CqlType.of(NativeType.INT), 0, dev.keyspace.model.schema.ClusteringOrder.ASC),
                        Column.staticColumn("s", CqlType.of(NativeType.BIGINT)),
                        Column.regular("v", CqlType.of(NativeType.DOUBLE))));
        SizingAssumptions assumptions =
                new SizingAssumptions(Optional.of(10.0), Optional.of(10.0), Optional.of(2L), Map.of());

        TableSizing sizing = sizer.size(new TableRef(HotelTables.hotelKeyspace(table), table), assumptions);

        // Nv = 10 * (4 - 2 - 1) + 1; St = 4 + 8 + 10 * (8 + 4) + 11 * 8
        assertThat(sizing.values()).hasValue(11.0);
        assertThat(sizing.partitionBytes()).hasValue(4 + 8 + 120 + 88.0);
    }
}
