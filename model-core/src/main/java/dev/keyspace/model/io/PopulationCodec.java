package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Writes and reads the conceptual model's {@code population}: {@code {"entityCounts": {"entity:hotel": 1000},
 * "relationshipEnds": {"relationship:has_room": [{"average": 1, "maximum": 1}, {"average": 100, "maximum":
 * 500}]}}}, one list item per participant, {@code null} where none is given. Only elements of the model are
 * written; a file without the object loads with none.
 */
final class PopulationCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private PopulationCodec() {}

    /** The population object, or empty when there is nothing to write. */
    static Optional<ObjectNode> encode(ConceptualModel model) {
        Population population = model.population();
        ObjectNode counts = JSON.objectNode();
        model.entities().forEach(e -> population.count(e.id()).ifPresent(c -> counts.put(e.id().value(), c)));
        ObjectNode ends = JSON.objectNode();
        for (Relationship relationship : model.relationships()) {
            ArrayNode list = JSON.arrayNode();
            boolean any = false;
            for (int i = 0; i < relationship.participants().size(); i++) {
                Optional<EndCardinality> end = population.end(relationship.id(), i);
                any |= end.isPresent();
                end.ifPresentOrElse(c -> list.add(end(c)), list::addNull);
            }
            if (any) {
                ends.set(relationship.id().value(), list);
            }
        }
        if (counts.isEmpty() && ends.isEmpty()) {
            return Optional.empty();
        }
        ObjectNode json = JSON.objectNode();
        json.set("entityCounts", counts);
        json.set("relationshipEnds", ends);
        return Optional.of(json);
    }

    private static ObjectNode end(EndCardinality cardinality) {
        ObjectNode json = JSON.objectNode();
        json.put("average", cardinality.average());
        json.put("maximum", cardinality.maximum());
        return json;
    }

    static Population decode(JsonCursor json) {
        json.object("entityCounts", "relationshipEnds");
        Map<ElementId, Long> counts = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry : json.field("entityCounts").entries()) {
            JsonCursor value = entry.getValue();
            long count = value.asLong();
            if (count < 0) {
                throw value.problem("an expected count must be a whole number, not negative");
            }
            counts.put(value.build(() -> ElementId.of(entry.getKey())), count);
        }
        Map<RelationshipEnd, EndCardinality> ends = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry :
                json.field("relationshipEnds").entries()) {
            JsonCursor value = entry.getValue();
            ElementId relationship = value.build(() -> ElementId.of(entry.getKey()));
            List<Optional<EndCardinality>> list = value.asList(PopulationCodec::end);
            for (int i = 0; i < list.size(); i++) {
                int participant = i;
                list.get(i).ifPresent(c -> ends.put(new RelationshipEnd(relationship, participant), c));
            }
        }
        return json.build(() -> new Population(counts, ends));
    }

    private static Optional<EndCardinality> end(JsonCursor json) {
        if (json.isNull()) {
            return Optional.empty();
        }
        json.object("average", "maximum");
        double average = json.field("average").asDouble();
        long maximum = json.field("maximum").asLong();
        return Optional.of(json.build(() -> new EndCardinality(average, maximum)));
    }
}
