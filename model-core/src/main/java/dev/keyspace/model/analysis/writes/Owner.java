package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;

/** An entity or a relationship as writes see it: its attributes and, for a relationship, the entities it joins. */
record Owner(ElementId id, String name, List<Attribute> attributes, List<ElementId> participants) {

    Owner {
        attributes = List.copyOf(attributes);
        participants = List.copyOf(participants);
    }

    static List<Owner> all(ConceptualModel conceptual) {
        List<Owner> owners = new ArrayList<>();
        conceptual.entities().forEach(e -> owners.add(new Owner(e.id(), e.name(), e.attributes(), List.of())));
        for (Relationship r : conceptual.relationships()) {
            List<ElementId> joined = r.participants().stream()
                    .map(Relationship.Participant::entity)
                    .distinct()
                    .toList();
            owners.add(new Owner(r.id(), r.name(), r.attributes(), joined));
        }
        return List.copyOf(owners);
    }

    boolean isRelationship() {
        return !participants.isEmpty();
    }

    AttributeRef ref(Attribute attribute) {
        return new AttributeRef(id, attribute.name());
    }

    boolean isKey(AttributeRef ref) {
        return ref.owner().equals(id)
                && attributes.stream().anyMatch(a -> a.key() && a.name().equals(ref.attribute()));
    }

    boolean isNonKey(AttributeRef ref) {
        return ref.owner().equals(id)
                && attributes.stream().anyMatch(a -> !a.key() && a.name().equals(ref.attribute()));
    }
}
