package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
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
        return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
    }

    public List<Attribute> keyAttributes() {
        return attributes.stream().filter(Attribute::key).toList();
    }

    public Entity withName(String newName) {
        return new Entity(id, newName, attributes);
    }

    public Entity withAttributes(List<Attribute> newAttributes) {
        return new Entity(id, name, newAttributes);
    }
}
