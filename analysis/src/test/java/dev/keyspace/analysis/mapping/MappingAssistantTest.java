package dev.keyspace.analysis.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MappingAssistantTest {

    private final MappingAssistant assistant = new MappingAssistant();

    @Test
    void should_accept_a_proposal_as_one_undoable_edit_that_links_the_query() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal proposal = assistant.propose(project, ChatModel.QUERY).get(0);
        History history = new History(project);

        Edit edit = assistant.accept(project, ChatModel.QUERY, proposal);
        history.apply(edit);

        assertThat(edit).isInstanceOf(CompositeEdit.class);
        assertThat(edit.label()).isEqualTo("Generate table cms_by_conversation for Q1");
        assertThat(history.undoDepth()).isEqualTo(1);
        Project after = history.project();
        assertThat(after.table("chat", "cms_by_conversation")).isPresent();
        assertThat(after.query(ChatModel.QUERY).orElseThrow().servedBy())
                .contains(proposal.table().id());
        assertThat(new ServingCheck().check(after)).singleElement().satisfies(r -> assertThat(r.serves())
                .isTrue());

        history.undo();

        assertThat(history.project()).isEqualTo(project);
    }

    @Test
    void should_refuse_to_accept_into_a_keyspace_that_does_not_exist() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal proposal = assistant
                .propose(project, ChatModel.QUERY, Identifier.of("missing"))
                .get(0);

        Edit edit = assistant.accept(project, ChatModel.QUERY, proposal);

        assertThatThrownBy(() -> edit.apply(project)).isInstanceOf(EditRejectedException.class);
    }

    @Test
    void should_copy_a_user_defined_type_the_keyspace_lacks_from_another_keyspace() {
        UserType address = new UserType(Identifier.of("address"), List.of());
        Project project = ChatModel.project(ChatModel.pattern(
                        List.of(ChatModel.ref(ChatModel.USER, "user_id")),
                        List.of(),
                        List.of(),
                        List.of(ChatModel.ref(ChatModel.USER, "home"))))
                .withKeyspaces(List.of(
                        Keyspace.of("chat", Replication.simple(3)),
                        Keyspace.of("people", Replication.simple(3)).withTypes(List.of(address))));
        TableProposal proposal = assistant.propose(project, ChatModel.QUERY).get(0);

        Project after = assistant.accept(project, ChatModel.QUERY, proposal).apply(project);

        assertThat(proposal.rationale()).anyMatch(l -> l.startsWith("Type: address is copied into keyspace chat"));
        assertThat(after.keyspace("chat").orElseThrow().type(Identifier.of("address")))
                .contains(address);
    }

    @Test
    void should_name_the_assumptions_missing_for_sizing() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());

        TableProposal proposal = assistant.propose(project, ChatModel.QUERY).get(0);

        assertThat(proposal.sizing().missingAssumptions())
                .contains("no rows per partition for chat.cms_by_conversation")
                .anyMatch(m -> m.startsWith("no average size for column chat.cms_by_conversation.body"));
    }

    @Test
    void should_offer_a_bucketed_alternative_sized_with_the_current_assumptions_when_partitions_are_too_large() {
        Project plain = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal method = assistant.propose(plain, ChatModel.QUERY).get(0);
        Project project = plain.withSizing(Map.of(
                method.table().id(),
                new SizingAssumptions(
                        Optional.of(500_000.0),
                        Optional.of(1_000_000.0),
                        Optional.of(100L),
                        Map.of("title", 20, "body", 200, "tags", 30))));

        List<TableProposal> proposals = assistant.propose(project, ChatModel.QUERY);

        assertThat(proposals.get(0).sizing().values().getAsDouble()).isEqualTo(1_000_001.0);
        TableProposal bucketed = proposals.stream()
                .filter(p -> p.title().equals("Bucketed partition key"))
                .findFirst()
                .orElseThrow();
        assertThat(bucketed.table().partitionKey())
                .extracting(c -> c.name().internal())
                .containsExactly("conversation_id", "bucket");
        assertThat(bucketed.rationale()).anyMatch(l -> l.contains("the number of buckets a partition is split into"));
    }

    @Test
    void should_offer_ordering_left_to_the_application_as_an_alternative() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());

        List<TableProposal> proposals = assistant.propose(project, ChatModel.QUERY);

        assertThat(proposals).extracting(TableProposal::title).contains("Ordering left to the application");
        TableProposal unordered = proposals.stream()
                .filter(p -> p.title().equals("Ordering left to the application"))
                .findFirst()
                .orElseThrow();
        assertThat(unordered.table().column("sent_at").orElseThrow().isPrimaryKey())
                .isFalse();
    }

    @Test
    void should_rename_a_proposal_with_its_id_following() {
        Project project = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal renamed =
                assistant.propose(project, ChatModel.QUERY).get(0).withName(Identifier.of("messages_by_conversation"));

        Project after = assistant.accept(project, ChatModel.QUERY, renamed).apply(project);

        assertThat(after.table("chat", "messages_by_conversation")).isPresent();
        assertThat(after.query(ChatModel.QUERY)
                        .orElseThrow()
                        .servedBy()
                        .orElseThrow()
                        .value())
                .isEqualTo("table:chat.messages_by_conversation");
    }
}
