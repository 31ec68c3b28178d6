package dev.keyspace.app.views.spec;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;

/**
 * One edge of a diagram, directed as the auto-layout should flow (left to right). For a Chen connector
 * the entity end is the one that carries the cardinality label.
 */
public record SpecEdge(ElementId source, ElementId target, String label, EdgeKind kind) {

    public SpecEdge {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(kind, "kind");
    }
}
