package dev.keyspace.app.views;

import javafx.geometry.Bounds;

/** A diagram node that edges attach to: the outline they end on, in the diagram's coordinates. */
public interface Anchored {

    /**
     * The outline's bounds in the coordinates of the node's parent (the diagram). Computed from the node's
     * position and preferred sizes, not from its last layout pass, so edges are right before it is laid out.
     */
    Bounds anchorBounds();

    AnchorShape anchorShape();
}
