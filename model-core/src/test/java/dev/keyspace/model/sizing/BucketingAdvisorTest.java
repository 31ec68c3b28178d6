package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.analysis.HotelTables;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BucketingAdvisorTest {

    private final BucketingAdvisor advisor = new BucketingAdvisor(Thresholds.DEFAULTS);
    private final TableRef rooms =
            new TableRef(HotelTables.hotelKeyspace(HotelTables.availableRooms()), HotelTables.availableRooms());

    @Test
    void should_propose_moving_date_into_the_partition_key_with_resulting_sizes() {
        TableHints hints = TableHints.NONE.withDistinctValues("date", 730);

        List<BucketProposal> proposals = advisor.advise(rooms, HotelTables.availableRoomsAssumptions(), hints);

        BucketProposal moveDate = proposals.get(0);
        assertThat(keyNames(moveDate.proposed().partitionKey())).containsExactly("hotel_id", "date");
        assertThat(keyNames(moveDate.proposed().clustering())).containsExactly("room_number");
        TableSizing after = moveDate.resulting().orElseThrow();
        assertThat(after.rowsPerPartition()).hasValue(100.0);
        assertThat(after.worstCase().values()).hasValue(200.0);
        assertThat(after.partitions()).hasValue(730_000L);
        assertThat(after.partitionBytes()).hasValue(5 + 4 + 100 * 3 + 100 * 8.0);
        assertThat(moveDate.fitsLimits()).isTrue();
    }

    @Test
    void should_size_day_week_and_month_buckets_from_the_rows_per_day_it_derives() {
        TableHints hints = TableHints.NONE.withDistinctValues("date", 730).withDistinctValues("room_number", 100);

        List<BucketProposal> proposals = advisor.advise(rooms, HotelTables.availableRoomsAssumptions(), hints);

        assertThat(proposals)
                .extracting(p -> p.resulting().orElseThrow().rowsPerPartition().getAsDouble())
                .containsExactly(100.0, 730.0, 100.0, 700.0, 3_000.0);
        assertThat(keyNames(proposals.get(2).proposed().partitionKey())).containsExactly("hotel_id", "day_bucket");
        assertThat(keyNames(proposals.get(2).proposed().clustering())).containsExactly("date", "room_number");
        assertThat(proposals.get(2).resulting().orElseThrow().partitions()).hasValue(730_000L);
    }

    @Test
    void should_say_what_the_user_must_supply_when_no_rate_is_derivable() {
        List<BucketProposal> proposals =
                advisor.advise(rooms, HotelTables.availableRoomsAssumptions(), TableHints.NONE);

        assertThat(proposals.get(0).resulting()).isEmpty();
        assertThat(proposals.get(0).needs())
                .containsExactly("the number of distinct date values per partition of"
                        + " hotel.available_rooms_by_hotel_date (table hint distinctValuesPerPartition.date)");
        assertThat(proposals.get(2).needs())
                .containsExactly("the rows a partition of hotel.available_rooms_by_hotel_date gains per day"
                        + " (table hint rowsPerDay)");
    }

    @Test
    void should_propose_nothing_for_partitions_within_the_limits() {
        var small =
                HotelTables.availableRoomsAssumptions().withRowsPerPartition(Optional.of(100.0), Optional.of(200.0));

        assertThat(advisor.advise(rooms, small, TableHints.NONE)).isEmpty();
    }

    private static List<String> keyNames(List<Column> columns) {
        return columns.stream().map(c -> c.name().internal()).toList();
    }
}
