package dev.keyspace.analysis.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The assistant's index alternative is one the project's target has: SAI under 5.0 and 6.0, a legacy secondary index
 * under 4.1 (which has no storage-attached indexes), and either way one the target's rules accept once created.
 */
class IndexAlternativeTargetTest {

    private static final ElementId BY_BODY = ElementId.of("query:q2");

    private final MappingAssistant assistant = new MappingAssistant();

    @Test
    void eachTargetIsOfferedTheIndexItHas() {
        for (CassandraVersion target : CassandraVersion.values()) {
            Project project = withMessagesTable(target);

            TableProposal index = assistant.propose(project, BY_BODY).stream()
                    .filter(p -> p.kind() == TableProposal.Kind.INDEX)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no index alternative under " + target));

            IndexKind expected = target == CassandraVersion.V4_1 ? IndexKind.LEGACY : IndexKind.SAI;
            assertThat(index.index().orElseThrow().kind())
                    .as("under %s", target)
                    .isEqualTo(expected);
            assertThat(index.title())
                    .isEqualTo((expected == IndexKind.SAI ? "SAI index on " : "Secondary index on ")
                            + "cms_by_conversation");
            Project accepted = assistant.accept(project, BY_BODY, index).apply(project);
            assertThat(SchemaValidator.errors(accepted)).as("under %s", target).isEmpty();
        }
    }

    @Test
    void aViewAlternativeNamesTheTargetWhereViewsAreExperimental() {
        Project project = withMessagesTable(CassandraVersion.V4_1);

        assertThat(assistant.propose(project, BY_BODY))
                .filteredOn(p -> p.kind() == TableProposal.Kind.MATERIALIZED_VIEW)
                .isNotEmpty()
                .allSatisfy(view ->
                        assertThat(view.rationale()).anyMatch(line -> line.contains("experimental in Cassandra 4.1")));
    }

    /** The chat model's messages table made for Q1, and Q2: messages found by their body, which it does not serve. */
    private Project withMessagesTable(CassandraVersion target) {
        Project chat = ChatModel.project(ChatModel.messagesOfConversation()).withTarget(target);
        TableProposal table = assistant.propose(chat, ChatModel.QUERY).get(0);
        Project withTable = assistant.accept(chat, ChatModel.QUERY, table).apply(chat);
        Query byBody = ChatModel.messagesByBody(BY_BODY);
        List<Query> queries = new ArrayList<>(withTable.queries());
        queries.add(byBody);
        return withTable.withQueries(queries);
    }
}
