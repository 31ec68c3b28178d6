package dev.keyspace.app.views.spec;

import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;

/**
 * Ids for diagram nodes whose model element has no id of its own (types, keyspaces and the workflow start, as
 * the model places them by {@link NodeIds}; attributes), and the CSS id of a node: its element id with ':' replaced by '-', so the table with id
 * {@code table:hotel.hotels_by_poi} is the node {@code table-hotel.hotels_by_poi}.
 */
public final class DiagramIds {

    public static final ElementId WORKFLOW_START = NodeIds.WORKFLOW_START;

    private DiagramIds() {}

    public static ElementId forType(Keyspace keyspace, UserType type) {
        return NodeIds.type(keyspace.name(), type.name());
    }

    public static ElementId forKeyspace(Keyspace keyspace) {
        return NodeIds.keyspaceFrame(keyspace.name());
    }

    /** An attribute oval: its owner's id, a slash and the attribute's name. */
    public static ElementId forAttribute(ElementId owner, String attribute) {
        return ElementId.of(owner.value() + "/" + attribute);
    }

    public static String cssId(ElementId id) {
        return id.value().replace(':', '-');
    }
}
