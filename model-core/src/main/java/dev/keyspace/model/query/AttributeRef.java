package dev.keyspace.model.query;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
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

    /** Every attribute of a model: key attributes of entities first, then their others, then relationships'. */
    public static List<AttributeRef> everyIn(ConceptualModel conceptual) {
        List<AttributeRef> keys = new ArrayList<>();
        List<AttributeRef> others = new ArrayList<>();
        conceptual.entities().forEach(e -> e.attributes()
                .forEach(a -> (a.key() ? keys : others).add(new AttributeRef(e.id(), a.name()))));
        conceptual.relationships().forEach(r -> r.attributes()
                .forEach(a -> others.add(new AttributeRef(r.id(), a.name()))));
        keys.addAll(others);
        return keys;
    }
}
