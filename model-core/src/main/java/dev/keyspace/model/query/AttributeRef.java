package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;

/** An attribute of an entity or relationship of the conceptual model, named by its owner's id. */
public record AttributeRef(ElementId owner, String attribute) {

    public AttributeRef {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(attribute, "attribute");
    }

    public static AttributeRef of(String owner, String attribute) {
        return new AttributeRef(ElementId.of(owner), attribute);
    }
}
