package dev.keyspace.analysis.mapping;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.query.AttributeRef;
import java.util.Objects;

/**
 * An attribute a query names, with what the conceptual model says of it: its owner's display name and short
 * name (the column prefix), whether the owner is an entity, and the attribute itself.
 */
record ResolvedAttribute(
        AttributeRef ref, String ownerName, String ownerShortName, boolean entity, Attribute attribute) {

    ResolvedAttribute {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(ownerName, "ownerName");
        Objects.requireNonNull(ownerShortName, "ownerShortName");
        Objects.requireNonNull(attribute, "attribute");
    }

    /** {@code Hotel.id}: how rationales name the attribute. */
    String display() {
        return ownerName + "." + attribute.name();
    }
}
