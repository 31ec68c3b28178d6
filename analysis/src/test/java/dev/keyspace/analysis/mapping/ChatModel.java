package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.List;
import java.util.Optional;

/** A small hand-made chat domain for the mapping rules' unit tests: users post messages in conversations. */
public final class ChatModel {

    public static final ElementId USER = ElementId.of("entity:user");
    public static final ElementId CONVERSATION = ElementId.of("entity:conversation");
    public static final ElementId MESSAGE = ElementId.of("entity:message");
    public static final ElementId QUERY = ElementId.of("query:q1");

    private ChatModel() {}

    public static ConceptualModel conceptual() {
        return new ConceptualModel(
                List.of(
                        new Entity(
                                USER,
                                "User",
                                List.of(
                                        Attribute.key("user_id", "uuid"),
                                        Attribute.of("name", "text"),
                                        Attribute.of("home", "address"))),
                        new Entity(
                                CONVERSATION,
                                "Conversation",
                                List.of(Attribute.key("id", "uuid"), Attribute.of("title", "text"))),
                        new Entity(
                                MESSAGE,
                                "ChatMessage",
                                List.of(
                                        Attribute.key("id", "timeuuid"),
                                        Attribute.of("body", "text"),
                                        Attribute.of("sent_at", "timestamp"),
                                        Attribute.multiValued("tags", "text"),
                                        Attribute.of("mood", "list<")))),
                List.of(new Relationship(
                        ElementId.of("relationship:in"),
                        "In",
                        List.of(
                                Relationship.Participant.of(CONVERSATION, Cardinality.ONE),
                                Relationship.Participant.of(MESSAGE, Cardinality.N)),
                        List.of())));
    }

    public static AttributeRef ref(ElementId owner, String attribute) {
        return new AttributeRef(owner, attribute);
    }

    public static Ordering order(ElementId owner, String attribute, ClusteringOrder direction) {
        return new Ordering(ref(owner, attribute), direction);
    }

    public static AccessPattern pattern(
            List<AttributeRef> equality,
            List<AttributeRef> range,
            List<Ordering> ordering,
            List<AttributeRef> returned) {
        return new AccessPattern(equality, range, ordering, returned);
    }

    /** Messages of a conversation, newest first, with the conversation's title. */
    public static AccessPattern messagesOfConversation() {
        return pattern(
                List.of(ref(CONVERSATION, "id")),
                List.of(),
                List.of(order(MESSAGE, "sent_at", ClusteringOrder.DESC)),
                List.of(
                        ref(MESSAGE, "body"),
                        ref(MESSAGE, "sent_at"),
                        ref(MESSAGE, "tags"),
                        ref(CONVERSATION, "title")));
    }

    /** Q2: messages found by their body, with when each was sent; a single equality an index can serve. */
    public static Query messagesByBody(ElementId id) {
        return new Query(
                id,
                "Q2",
                "Find messages by body",
                pattern(List.of(ref(MESSAGE, "body")), List.of(), List.of(), List.of(ref(MESSAGE, "sent_at"))),
                Optional.empty());
    }

    public static Project project(AccessPattern pattern) {
        Query query = new Query(QUERY, "Q1", "Find messages", pattern, Optional.empty());
        return Project.empty("chat")
                .withConceptual(conceptual())
                .withQueries(List.of(query))
                .withKeyspaces(List.of(Keyspace.of("chat", Replication.simple(3))));
    }
}
