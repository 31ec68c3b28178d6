package dev.keyspace.model.edit;

/** How the history names an arrangement of nodes, in one of the four diagrams or in a diagram of a part. */
final class ArrangeLabel {

    private ArrangeLabel() {}

    /** "Arrange 3 nodes of the logical diagram": {@code diagram} names the diagram, with its article. */
    static String of(int nodes, String diagram) {
        return "Arrange " + nodes + (nodes == 1 ? " node" : " nodes") + " of " + diagram;
    }
}
