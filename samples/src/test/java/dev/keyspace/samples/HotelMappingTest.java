package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof of the mapping assistant: from the hotel sample's conceptual model and Q1-Q9 it proposes the
 * primary keys of the Definitive Guide's logical model (method.md section 4), column for column.
 */
class HotelMappingTest {

    private final Project hotel = HotelSample.build();
    private final MappingAssistant assistant = new MappingAssistant();

    static Stream<Arguments> logicalModel() {
        return Stream.of(
                Arguments.of(1, List.of("poi_name K", "hotel_id C↑")),
                Arguments.of(2, List.of("id K")),
                Arguments.of(3, List.of("hotel_id K", "poi_name C↑")),
                Arguments.of(4, List.of("hotel_id K", "date C↑", "room_number C↑")),
                Arguments.of(5, List.of("hotel_id K", "room_number K", "amenity_name C↑")),
                Arguments.of(6, List.of("confirm_number K")),
                Arguments.of(7, List.of("hotel_id K", "start_date K", "room_number C↑")),
                Arguments.of(8, List.of("guest_last_name K", "hotel_id C↑")),
                Arguments.of(9, List.of("guest_id K")));
    }

    @ParameterizedTest(name = "Q{0}: {1}")
    @MethodSource("logicalModel")
    void should_propose_the_definitive_guides_primary_key(int query, List<String> primaryKey) {
        TableProposal method =
                assistant.propose(hotel, SampleBuilder.queryId(query)).get(0);

        assertThat(method.kind()).isEqualTo(TableProposal.Kind.TABLE);
        assertThat(chebotko(method.table())).containsExactlyElementsOf(primaryKey);
    }

    @Test
    void should_name_the_tables_after_their_rows_and_search_attributes() {
        assertThat(tableName(1)).isEqualTo("hotels_by_poi");
        assertThat(tableName(2)).isEqualTo("hotels");
        assertThat(tableName(3)).isEqualTo("pois_by_hotel");
        assertThat(tableName(9)).isEqualTo("guests");
    }

    @Test
    void should_propose_the_regular_columns_of_the_logical_model() {
        assertThat(regular(1)).containsExactly("name", "phone", "address");
        assertThat(regular(4)).containsExactly("is_available");
        assertThat(regular(7)).containsExactly("end_date", "confirm_number", "guest_id");
        assertThat(regular(8)).containsExactly("start_date", "end_date", "room_number", "confirm_number", "guest_id");
        assertThat(regular(9))
                .containsExactly(
                        "first_name", "last_name", "title", "emails", "phone_numbers", "addresses", "confirm_number");
    }

    @Test
    void should_offer_the_books_materialized_view_for_q6() {
        List<TableProposal> proposals = assistant.propose(hotel, SampleBuilder.queryId(6));

        TableProposal view = proposals.stream()
                .filter(p -> p.kind() == TableProposal.Kind.MATERIALIZED_VIEW)
                .findFirst()
                .orElseThrow();
        assertThat(view.view().orElseThrow().baseTable().internal()).isEqualTo("reservations_by_hotel_date");
        assertThat(chebotko(view.table()))
                .containsExactly("confirm_number K", "hotel_id C↑", "start_date C↑", "room_number C↑");
    }

    @Test
    void should_find_every_linked_table_of_the_sample_serving_its_query() {
        List<ServingReport> reports = new ServingCheck().check(hotel);

        assertThat(reports).hasSize(9);
        assertThat(reports)
                .allSatisfy(r -> assertThat(r.gaps()).as(r.queryLabel()).isEmpty());
    }

    private String tableName(int query) {
        return assistant
                .propose(hotel, SampleBuilder.queryId(query))
                .get(0)
                .table()
                .name()
                .internal();
    }

    private List<String> regular(int query) {
        return assistant.propose(hotel, SampleBuilder.queryId(query)).get(0).table().regularColumns().stream()
                .map(c -> c.name().internal())
                .toList();
    }

    /** The primary key in Chebotko notation: name, then K, C↑ or C↓. */
    static List<String> chebotko(Table table) {
        return table.primaryKey().stream().map(HotelMappingTest::marker).toList();
    }

    private static String marker(Column column) {
        String kind =
                switch (column.kind()) {
                    case PARTITION_KEY -> "K";
                    case CLUSTERING -> column.order() == dev.keyspace.model.schema.ClusteringOrder.ASC ? "C↑" : "C↓";
                    default -> "?";
                };
        return column.name().internal() + " " + kind;
    }
}
