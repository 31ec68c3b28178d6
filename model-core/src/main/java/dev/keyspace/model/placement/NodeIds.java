package dev.keyspace.model.placement;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;

/**
 * The ids of diagram nodes whose element has no id of its own: the workflow's start, a keyspace's frame and a
 * user type. Every other node is placed by its element's id. The diagrams draw, the layout edits store and the
 * loader checks places by the same ids ({@link dev.keyspace.model.Project#nodeIds()}), so whatever the designer
 * saves, it can open.
 */
public final class NodeIds {

    public static final ElementId WORKFLOW_START = ElementId.of("workflow:start");

    private static final String KEYSPACE = "keyspace:";
    private static final String TYPE = "type:";

    private NodeIds() {}

    /** A keyspace's frame, by its internal name. */
    public static ElementId keyspaceFrame(Identifier keyspace) {
        return ElementId.of(KEYSPACE + keyspace.internal());
    }

    /** A user type's box, by its keyspace's and its own internal names. */
    public static ElementId type(Identifier keyspace, Identifier type) {
        return ElementId.of(TYPE + keyspace.internal() + "." + type.internal());
    }

    /**
     * True for an id derived from a keyspace's or a type's name: before version 0.1 kept such places in step
     * with renames and removals, a file could be saved with one that names nothing any more.
     */
    public static boolean isDerivedFromName(ElementId id) {
        return id.value().startsWith(KEYSPACE) || id.value().startsWith(TYPE);
    }
}
