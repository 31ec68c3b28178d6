package dev.keyspace.app.views;

/** The outline an edge is clipped against where it meets a node. */
public enum AnchorShape {
    RECTANGLE,
    DIAMOND,
    ELLIPSE
}
