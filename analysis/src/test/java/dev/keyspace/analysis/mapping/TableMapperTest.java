package dev.keyspace.analysis.mapping;

import static dev.keyspace.analysis.mapping.ChatModel.CONVERSATION;
import static dev.keyspace.analysis.mapping.ChatModel.MESSAGE;
import static dev.keyspace.analysis.mapping.ChatModel.USER;
import static dev.keyspace.analysis.mapping.ChatModel.order;
import static dev.keyspace.analysis.mapping.ChatModel.pattern;
import static dev.keyspace.analysis.mapping.ChatModel.ref;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TableMapperTest {

    private final TableMapper mapper = new TableMapper(ChatModel.conceptual());

    private MappedTable map(AccessPattern pattern) {
        return mapper.map(query(pattern), MappingOptions.METHOD);
    }

    private static Query query(AccessPattern pattern) {
        return new Query(ChatModel.QUERY, "Q1", "Find messages", pattern, Optional.empty());
    }

    private static List<String> key(Table table) {
        return table.primaryKey().stream()
                .map(c -> c.name().internal() + " "
                        + (c.kind() == ColumnKind.PARTITION_KEY ? "K" : c.order() == ClusteringOrder.ASC ? "C↑" : "C↓"))
                .toList();
    }

    private static Column column(MappedTable mapped, String name) {
        return mapped.table().column(name).orElseThrow(() -> new AssertionError("no column " + name));
    }

    @Test
    void should_make_every_equality_attribute_a_partition_key_column_in_order_MR2() {
        MappedTable mapped = map(pattern(
                List.of(ref(USER, "user_id"), ref(CONVERSATION, "id")),
                List.of(),
                List.of(),
                List.of(ref(MESSAGE, "body"))));

        assertThat(mapped.table().partitionKey())
                .extracting(c -> c.name().internal())
                .containsExactly("user_id", "conversation_id");
    }

    @Test
    void should_put_range_attributes_after_the_equality_ones_as_clustering_columns_MR3() {
        MappedTable mapped = map(pattern(
                List.of(ref(CONVERSATION, "id")),
                List.of(ref(MESSAGE, "sent_at")),
                List.of(),
                List.of(ref(MESSAGE, "body"))));

        assertThat(key(mapped.table())).containsExactly("conversation_id K", "sent_at C↑", "cm_id C↑");
        assertThat(mapped.rationale()).anyMatch(l -> l.startsWith("MR3: sent_at is a clustering column"));
    }

    @Test
    void should_give_a_range_attribute_the_direction_of_its_ordering() {
        MappedTable mapped = map(pattern(
                List.of(ref(CONVERSATION, "id")),
                List.of(ref(MESSAGE, "sent_at")),
                List.of(order(MESSAGE, "sent_at", ClusteringOrder.DESC)),
                List.of(ref(MESSAGE, "body"))));

        assertThat(column(mapped, "sent_at").order()).isEqualTo(ClusteringOrder.DESC);
    }

    @Test
    void should_cluster_by_the_ordering_attributes_with_their_direction_MR4() {
        MappedTable mapped = map(ChatModel.messagesOfConversation());

        assertThat(key(mapped.table())).startsWith("conversation_id K", "sent_at C↓");
    }

    @Test
    void should_add_the_returned_entitys_key_so_rows_are_unique_MR5() {
        MappedTable mapped = map(ChatModel.messagesOfConversation());

        assertThat(key(mapped.table())).containsExactly("conversation_id K", "sent_at C↓", "cm_id C↑");
        assertThat(mapped.uniqueEntity()).contains(MESSAGE);
        assertThat(mapped.rationale()).anyMatch(l -> l.startsWith("MR5: cm_id is a clustering column"));
    }

    @Test
    void should_not_add_a_key_already_in_the_primary_key() {
        MappedTable mapped =
                map(pattern(List.of(ref(USER, "user_id")), List.of(), List.of(), List.of(ref(USER, "name"))));

        assertThat(key(mapped.table())).containsExactly("user_id K");
        assertThat(mapped.rationale())
                .contains("MR5: rows are unique per User: its key (user_id) is in the primary key");
    }

    @Test
    void should_make_attributes_of_the_partitions_entity_static() {
        MappedTable mapped = map(ChatModel.messagesOfConversation());

        assertThat(column(mapped, "title").kind()).isEqualTo(ColumnKind.STATIC);
        assertThat(column(mapped, "body").kind()).isEqualTo(ColumnKind.REGULAR);
    }

    @Test
    void should_not_make_static_columns_in_a_table_without_clustering_columns() {
        MappedTable mapped = map(
                pattern(List.of(ref(CONVERSATION, "id")), List.of(), List.of(), List.of(ref(CONVERSATION, "title"))));

        assertThat(mapped.table().staticColumns()).isEmpty();
    }

    @Test
    void should_propose_a_bucket_when_the_query_has_no_equality_attribute() {
        MappedTable mapped =
                map(pattern(List.of(), List.of(ref(MESSAGE, "sent_at")), List.of(), List.of(ref(MESSAGE, "body"))));

        assertThat(key(mapped.table())).containsExactly("bucket K", "sent_at C↑", "id C↑");
        assertThat(mapped.rationale()).anyMatch(l -> l.startsWith("No equality search attribute: Q1"));
        assertThat(mapped.table().name().internal()).isEqualTo("cms_by_sent_at");
    }

    @Test
    void should_type_columns_from_the_attribute_types() {
        MappedTable mapped =
                map(pattern(List.of(ref(USER, "user_id")), List.of(), List.of(), List.of(ref(USER, "home"))));
        MappedTable messages = map(ChatModel.messagesOfConversation());

        assertThat(column(mapped, "user_id").type().asCql()).isEqualTo("uuid");
        assertThat(column(mapped, "home").type().asCql()).isEqualTo("frozen<address>");
        assertThat(column(messages, "tags").type().asCql()).isEqualTo("set<text>");
    }

    @Test
    void should_fall_back_to_text_for_a_type_that_is_not_cql_and_say_so() {
        MappedTable mapped =
                map(pattern(List.of(ref(CONVERSATION, "id")), List.of(), List.of(), List.of(ref(MESSAGE, "mood"))));

        assertThat(column(mapped, "mood").type().asCql()).isEqualTo("text");
        assertThat(mapped.rationale()).anyMatch(l -> l.contains("'list<' of ChatMessage.mood is not a CQL type"));
    }

    @Test
    void should_prefix_key_columns_of_other_entities_and_generic_names() {
        MappedTable mapped = map(ChatModel.messagesOfConversation());

        assertThat(mapped.table().columns())
                .extracting(c -> c.name().internal())
                .containsExactly("conversation_id", "sent_at", "cm_id", "title", "body", "tags");
    }

    @Test
    void should_keep_bare_names_in_a_table_of_one_entity() {
        MappedTable mapped = map(
                pattern(List.of(ref(CONVERSATION, "id")), List.of(), List.of(), List.of(ref(CONVERSATION, "title"))));

        assertThat(mapped.table().columns())
                .extracting(c -> c.name().internal())
                .containsExactly("id", "title");
        assertThat(mapped.table().name().internal()).isEqualTo("conversations");
    }

    @Test
    void should_name_the_table_after_its_rows_and_search_attributes() {
        assertThat(map(ChatModel.messagesOfConversation()).table().name().internal())
                .isEqualTo("cms_by_conversation");
    }

    @Test
    void should_refuse_an_empty_access_pattern() {
        assertThatThrownBy(() -> map(AccessPattern.EMPTY))
                .isInstanceOf(MappingException.class)
                .hasMessageContaining("query Q1 has an empty access pattern");
    }

    @Test
    void should_refuse_an_attribute_the_conceptual_model_does_not_have() {
        assertThatThrownBy(() -> map(pattern(List.of(ref(USER, "age")), List.of(), List.of(), List.of())))
                .isInstanceOf(MappingException.class)
                .hasMessage("query Q1 refers to User.age, which is not an attribute of User");
    }
}
