package dev.keyspace.analysis.retarget;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.mapping.ChatModel;
import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A SAI index lost to 4.1 names, in each fix, the queries that fix would leave unserved. */
class IndexLossQueriesTest {

    private static final ElementId BY_BODY = ElementId.of("query:q2");

    private final MappingAssistant assistant = new MappingAssistant();

    @Test
    void eachFixNamesTheQueriesItLeavesUnserved() {
        Project project = messagesFoundByBodyThroughSai();
        assertThat(new ServingCheck().check(project))
                .as("before: Q1 by its table, Q2 through the SAI index")
                .allMatch(ServingReport::serves);

        TargetLoss loss = TargetChange.of(project, CassandraVersion.V4_1).losses().stream()
                .filter(l -> l.problem().startsWith("SAI index on cms_by_conversation"))
                .findFirst()
                .orElseThrow();

        TargetFix legacy = fix(loss, "Legacy index");
        TargetFix drop = fix(loss, "Drop the index");
        assertThat(legacy.text()).as("a legacy index serves an equality search").doesNotContain("no longer served");
        assertThat(drop.text()).endsWith("; then Q2 is no longer served: give it a table of its own");
        Project dropped = TargetChange.of(project, CassandraVersion.V4_1)
                .edit(List.of(drop))
                .apply(project);
        assertThat(new ServingCheck().check(dropped))
                .filteredOn(report -> !report.serves())
                .extracting(ServingReport::queryLabel)
                .containsExactly("Q2");
    }

    private static TargetFix fix(TargetLoss loss, String name) {
        return loss.fixes().stream()
                .filter(f -> f.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    /** The chat model's messages table for Q1, and Q2 (messages by body) served by an SAI index on it. */
    private Project messagesFoundByBodyThroughSai() {
        Project chat = ChatModel.project(ChatModel.messagesOfConversation());
        TableProposal table = assistant.propose(chat, ChatModel.QUERY).get(0);
        Project withTable = assistant.accept(chat, ChatModel.QUERY, table).apply(chat);
        List<Query> queries = new ArrayList<>(withTable.queries());
        queries.add(ChatModel.messagesByBody(BY_BODY));
        Project withQuery = withTable.withQueries(queries);
        TableProposal index = assistant.propose(withQuery, BY_BODY).stream()
                .filter(p -> p.kind() == TableProposal.Kind.INDEX)
                .findFirst()
                .orElseThrow();
        return assistant.accept(withQuery, BY_BODY, index).apply(withQuery);
    }
}
