package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.*;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Conversations and their messages, newest first. Messages expire after 30 days (a table TTL), which
 * keeps each conversation's partition bounded without a time bucket.
 */
public final class MessagingSample {

    public static final ElementId USER = ElementId.of("entity:user");
    public static final ElementId CONVERSATION = ElementId.of("entity:conversation");
    public static final ElementId MESSAGE = ElementId.of("entity:message");

    /** Thirty days, in seconds. */
    public static final int MESSAGE_TTL_SECONDS = 30 * 24 * 3600;

    private static final String KS = "messaging";

    private MessagingSample() {}

    public static Project build() {
        Table messages = table(
                KS,
                "messages_by_conversation",
                "Q2. Find the messages of a conversation",
                List.of(
                        pk("conversation_id", UUID, 0),
                        desc("message_id", TIMEUUID, 0),
                        col("sender_id", UUID),
                        col("body", TEXT),
                        col("attachments", new CqlType.ListType(TEXT, false))));
        messages = messages.withOptions(
                messages.options().with("default_time_to_live", OptionValue.number(MESSAGE_TTL_SECONDS)));
        Project project = Project.empty("Messaging")
                .withConceptual(new ConceptualModel(
                        List.of(
                                new Entity(
                                        USER,
                                        "User",
                                        List.of(
                                                Attribute.key("user_id", "uuid"),
                                                Attribute.of("display_name", "text"))),
                                new Entity(
                                        CONVERSATION,
                                        "Conversation",
                                        List.of(
                                                Attribute.key("conversation_id", "uuid"),
                                                Attribute.of("title", "text"),
                                                Attribute.of("last_message_at", "timestamp"))),
                                new Entity(
                                        MESSAGE,
                                        "Message",
                                        List.of(
                                                Attribute.key("message_id", "timeuuid"),
                                                Attribute.of("body", "text"),
                                                Attribute.multiValued("attachments", "text")))),
                        List.of(
                                new Relationship(
                                        ElementId.of("relationship:participates"),
                                        "ParticipatesIn",
                                        List.of(
                                                Participant.of(USER, Cardinality.M),
                                                Participant.of(CONVERSATION, Cardinality.N)),
                                        List.of()),
                                new Relationship(
                                        ElementId.of("relationship:contains"),
                                        "Contains",
                                        List.of(
                                                Participant.of(CONVERSATION, Cardinality.ONE),
                                                Participant.of(MESSAGE, Cardinality.N)),
                                        List.of()),
                                new Relationship(
                                        ElementId.of("relationship:sends"),
                                        "Sends",
                                        List.of(
                                                Participant.of(USER, Cardinality.ONE),
                                                Participant.of(MESSAGE, Cardinality.N)),
                                        List.of()))))
                .withQueries(List.of(
                        query(
                                1,
                                "Find a user's conversations",
                                pattern(
                                        List.of(ref(USER, "user_id")),
                                        List.of(),
                                        List.of(ordering(CONVERSATION, "conversation_id", ClusteringOrder.ASC)),
                                        List.of(
                                                ref(CONVERSATION, "conversation_id"),
                                                ref(CONVERSATION, "title"),
                                                ref(CONVERSATION, "last_message_at"))),
                                tableId(KS, "conversations_by_user")),
                        query(
                                2,
                                "Find the messages of a conversation, newest first",
                                pattern(
                                        List.of(ref(CONVERSATION, "conversation_id")),
                                        List.of(),
                                        List.of(ordering(MESSAGE, "message_id", ClusteringOrder.DESC)),
                                        List.of(
                                                ref(MESSAGE, "message_id"),
                                                ref(USER, "user_id"),
                                                ref(MESSAGE, "body"),
                                                ref(MESSAGE, "attachments"))),
                                tableId(KS, "messages_by_conversation"))))
                .withWorkflow(new Workflow(
                        List.of(task("inbox", "Open the inbox"), task("conversation", "Read a conversation")),
                        List.of(transition("t1", null, "inbox", 1), transition("t2", "inbox", "conversation", 2))))
                .withKeyspaces(List.of(Keyspace.of(KS, Replication.networkTopology(Map.of("dc1", 3)))
                        .withTables(List.of(
                                table(
                                        KS,
                                        "conversations_by_user",
                                        "Q1. Find a user's conversations",
                                        List.of(
                                                pk("user_id", UUID, 0),
                                                asc("conversation_id", UUID, 0),
                                                col("title", TEXT),
                                                col("last_message_at", TIMESTAMP))),
                                messages))))
                .withSizing(Map.of(
                        tableId(KS, "messages_by_conversation"),
                        new SizingAssumptions(
                                Optional.of(500.0),
                                Optional.of(20_000.0),
                                Optional.of(1_000_000L),
                                Map.of("body", 120, "attachments", 40))))
                .withAnalysis(AnalysisSettings.DEFAULTS.withSuppression(new Suppression(
                        "query-not-served",
                        "Q2",
                        "sender_id holds the sending user's user_id: the column is named for the user's role")));
        return project.withConceptual(project.conceptual().withPopulation(population()));
    }

    /**
     * A million users in eight conversations each on average (a thousand at most), eight members per
     * conversation, and 500 messages per conversation as messages_by_conversation assumes (20,000 at most).
     */
    private static Population population() {
        return new SamplePopulation()
                .count(USER, 1_000_000)
                .count(CONVERSATION, 1_000_000)
                .count(MESSAGE, 500_000_000)
                .end("participates", 0, 8, 500)
                .end("participates", 1, 8, 1_000)
                .end("contains", 0, 1, 1)
                .end("contains", 1, 500, 20_000)
                .end("sends", 0, 1, 1)
                .end("sends", 1, 500, 100_000)
                .build();
    }
}
