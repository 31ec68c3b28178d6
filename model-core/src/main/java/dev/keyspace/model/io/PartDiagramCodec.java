package dev.keyspace.model.io;

import static dev.keyspace.model.io.IdCodec.elementId;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.placement.PartDiagram;

/**
 * A diagram of a part in the project file: {@code {id, name, view, keyspace, tables, nodes}}, {@code keyspace}
 * null for a subject area, {@code nodes} its own layout as a layout view writes it.
 */
final class PartDiagramCodec {

    private PartDiagramCodec() {}

    static ObjectNode encode(PartDiagram diagram) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("id", diagram.id().value());
        json.put("name", diagram.name());
        json.put("view", diagram.view().name());
        diagram.keyspace().ifPresentOrElse(k -> json.put("keyspace", k), () -> json.putNull("keyspace"));
        ArrayNode tables = json.putArray("tables");
        diagram.tables().forEach(t -> tables.add(t.value()));
        json.set("nodes", ProjectEncoder.nodes(diagram.nodes()));
        return json;
    }

    static PartDiagram decode(JsonCursor json) {
        json.object("id", "name", "view", "keyspace", "tables", "nodes");
        return json.build(() -> new PartDiagram(
                elementId(json, "id"),
                json.string("name"),
                ProjectDecoder.viewKind(json.field("view").asString(), json.field("view")),
                json.optionalString("keyspace"),
                json.list("tables", IdCodec::elementId),
                ProjectDecoder.nodes(json.field("nodes"))));
    }
}
