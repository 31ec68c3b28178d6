package dev.keyspace.model.analysis.serving;

import static dev.keyspace.analysis.mapping.ChatModel.CONVERSATION;
import static dev.keyspace.analysis.mapping.ChatModel.MESSAGE;
import static dev.keyspace.analysis.mapping.ChatModel.order;
import static dev.keyspace.analysis.mapping.ChatModel.pattern;
import static dev.keyspace.analysis.mapping.ChatModel.ref;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.mapping.ChatModel;
import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ServingCheckTest {

    private final MappingAssistant assistant = new MappingAssistant();
    private final ServingCheck check = new ServingCheck();

    /** The chat project with the method's table for messages of a conversation accepted and linked. */
    private Project linked() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal proposal = assistant.propose(project, ChatModel.QUERY).get(0);
        return assistant.accept(project, ChatModel.QUERY, proposal).apply(project);
    }

    private List<ServingGap> gapsAfter(AccessPattern changed) {
        Project project = new QueryEdit.SetAccessPattern(ChatModel.QUERY, changed).apply(linked());
        return check.check(project).get(0).gaps();
    }

    @Test
    void should_find_the_generated_table_serving_its_query() {
        assertThat(check.check(linked())).singleElement().satisfies(r -> {
            assertThat(r.serves()).isTrue();
            assertThat(r.table()).isEqualTo("chat.cms_by_conversation");
        });
    }

    @Test
    void should_name_a_partition_key_column_the_query_no_longer_restricts() {
        List<ServingGap> gaps =
                gapsAfter(pattern(List.of(ref(MESSAGE, "body")), List.of(), List.of(), List.of(ref(MESSAGE, "body"))));

        assertThat(gaps)
                .extracting(ServingGap::kind)
                .contains(ServingGap.Kind.PARTITION_KEY_NOT_RESTRICTED, ServingGap.Kind.EQUALITY_NOT_IN_PRIMARY_KEY);
        assertThat(gaps)
                .extracting(ServingGap::message)
                .contains("partition-key column conversation_id of chat.cms_by_conversation is not restricted by Q1,"
                        + " which cannot name a partition");
    }

    @Test
    void should_name_a_clustering_order_that_does_not_match_the_ordering() {
        List<ServingGap> gaps = gapsAfter(pattern(
                List.of(ref(CONVERSATION, "id")),
                List.of(),
                List.of(order(MESSAGE, "body", ClusteringOrder.ASC)),
                List.of(ref(MESSAGE, "body"))));

        assertThat(gaps).singleElement().satisfies(g -> {
            assertThat(g.kind()).isEqualTo(ServingGap.Kind.ORDERING_MISMATCH);
            assertThat(g.message()).endsWith("body is not a clustering column");
        });
    }

    @Test
    void should_accept_the_exact_reverse_of_the_clustering_order() {
        assertThat(gapsAfter(pattern(
                        List.of(ref(CONVERSATION, "id")),
                        List.of(),
                        List.of(order(MESSAGE, "sent_at", ClusteringOrder.ASC)),
                        List.of(ref(MESSAGE, "body")))))
                .isEmpty();
    }

    @Test
    void should_name_a_returned_attribute_with_no_column() {
        List<ServingGap> gaps = gapsAfter(
                pattern(List.of(ref(CONVERSATION, "id")), List.of(), List.of(), List.of(ref(ChatModel.USER, "name"))));

        assertThat(gaps).singleElement().satisfies(g -> {
            assertThat(g.kind()).isEqualTo(ServingGap.Kind.RETURNED_ATTRIBUTE_WITHOUT_COLUMN);
            assertThat(g.message()).isEqualTo("Q1 returns User.name, which has no column in chat.cms_by_conversation");
        });
    }

    @Test
    void should_name_a_range_on_a_column_that_is_not_clustering_and_an_unrestricted_clustering_prefix() {
        List<ServingGap> gaps = gapsAfter(pattern(
                List.of(ref(CONVERSATION, "id")),
                List.of(ref(MESSAGE, "body"), ref(MESSAGE, "id")),
                List.of(),
                List.of(ref(MESSAGE, "body"))));

        assertThat(gaps)
                .extracting(ServingGap::kind)
                .contains(ServingGap.Kind.RANGE_NOT_ON_CLUSTERING, ServingGap.Kind.CLUSTERING_PREFIX_NOT_RESTRICTED);
    }

    @Test
    void should_report_a_link_to_a_table_that_does_not_exist() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());
        Project dangling = project.withQueries(
                List.of(project.queries().get(0).withServedBy(Optional.of(ElementId.of("table:chat.gone")))));

        assertThat(check.check(dangling).get(0).gaps())
                .extracting(ServingGap::kind)
                .containsExactly(ServingGap.Kind.NO_SUCH_TABLE);
    }
}
