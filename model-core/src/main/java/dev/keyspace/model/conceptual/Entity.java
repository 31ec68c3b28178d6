package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** An entity type of the conceptual model: a rectangle with its attribute ovals. */
public record Entity(ElementId id, String name, List<Attribute> attributes) {

    public Entity {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        attributes = List.copyOf(attributes);
    }

    public Optional<Attribute> attribute(String attributeName) {
        for (Attribute attribute : attributes) { // a loop, not a stream: the analysis asks this very often
            if (attribute.name().equals(attributeName)) {
                return Optional.of(attribute);
            }
        }
        return Optional.empty();
    }

    public List<Attribute> keyAttributes() {
        List<Attribute> keys = new ArrayList<>();
        for (Attribute attribute : attributes) {
            if (attribute.key()) {
                keys.add(attribute);
            }
        }
        return Collections.unmodifiableList(keys);
    }

    public Entity withName(String newName) {
        return new Entity(id, newName, attributes);
    }

    public Entity withAttributes(List<Attribute> newAttributes) {
        return new Entity(id, name, newAttributes);
    }
}
