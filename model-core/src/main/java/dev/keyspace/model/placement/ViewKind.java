package dev.keyspace.model.placement;

/** The four diagrams of the method, each with its own layout. */
public enum ViewKind {
    CONCEPTUAL,
    WORKFLOW,
    LOGICAL,
    PHYSICAL
}
