package dev.keyspace.app.designer.elements;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.Optional;

/** The selection ids of elements that have no stable id of their own, shaped like the diagrams' ids. */
public final class ElementKeys {

    private ElementKeys() {}

    public static ElementId keyspace(Keyspace keyspace) {
        return DiagramIds.forKeyspace(keyspace);
    }

    public static ElementId type(Keyspace keyspace, UserType type) {
        return DiagramIds.forType(keyspace, type);
    }

    public static ElementId index(Keyspace keyspace, Index index) {
        return ElementId.of(
                "index:" + keyspace.name().internal() + "." + index.name().internal());
    }

    /** A line inside a box: an attribute of an entity, a column of a table, a field of a type. */
    public static ElementId part(ElementId owner, String name) {
        return DiagramIds.forAttribute(owner, name);
    }

    /** The box a part belongs to: {@code table:hotel.hotels} for {@code table:hotel.hotels/id}. */
    public static Optional<ElementId> owner(ElementId part) {
        int slash = part.value().indexOf('/');
        return slash > 0 ? Optional.of(ElementId.of(part.value().substring(0, slash))) : Optional.empty();
    }
}
