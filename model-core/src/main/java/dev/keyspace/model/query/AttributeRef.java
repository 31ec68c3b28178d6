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

    /*
     * Written out, with the values a record's generated methods give: a check looks attributes up by this key
     * hundreds of thousands of times, and the generated methods did not inline into those lookups.
     */
    @Override
    public int hashCode() {
        return 31 * owner.hashCode() + attribute.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || other instanceof AttributeRef ref && owner.equals(ref.owner) && attribute.equals(ref.attribute);
    }
}
