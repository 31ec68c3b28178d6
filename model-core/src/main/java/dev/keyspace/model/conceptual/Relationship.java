package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;

/**
 * A relationship type: a diamond connecting two or more entities, each connector labelled with its
 * cardinality, possibly with attributes of its own (a reservation's start and end dates).
 */
public record Relationship(ElementId id, String name, List<Participant> participants, List<Attribute> attributes) {

    /** One connector of the diamond: which entity, with which cardinality, optionally in which role. */
    public record Participant(ElementId entity, Cardinality cardinality, String role) {
        public Participant {
            Objects.requireNonNull(entity, "entity");
            Objects.requireNonNull(cardinality, "cardinality");
            Objects.requireNonNull(role, "role");
        }

        public static Participant of(ElementId entity, Cardinality cardinality) {
            return new Participant(entity, cardinality, "");
        }
    }

    public Relationship {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        participants = List.copyOf(participants);
        attributes = List.copyOf(attributes);
    }

    public Relationship withName(String newName) {
        return new Relationship(id, newName, participants, attributes);
    }

    public Relationship withParticipants(List<Participant> newParticipants) {
        return new Relationship(id, name, newParticipants, attributes);
    }

    public Relationship withAttributes(List<Attribute> newAttributes) {
        return new Relationship(id, name, participants, newAttributes);
    }
}
