package dev.keyspace.app.views.spec;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;
import java.util.Optional;

/**
 * One node of a diagram: its id (the key of its position in the project's layout), what it draws, the
 * model element it stands for ({@link DiagramSpec} lists which record each kind carries) and the frame
 * that contains it, if any.
 */
public record SpecNode(ElementId id, NodeKind kind, Object element, Optional<ElementId> parent) {

    public SpecNode {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(parent, "parent");
    }

    public static SpecNode of(ElementId id, NodeKind kind, Object element) {
        return new SpecNode(id, kind, element, Optional.empty());
    }

    /** Keyspace frames contain other nodes; they are sized from their members, never placed on their own. */
    public boolean isFrame() {
        return kind == NodeKind.KEYSPACE;
    }
}
