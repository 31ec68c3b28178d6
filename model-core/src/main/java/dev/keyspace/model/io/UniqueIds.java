package dev.keyspace.model.io;

import dev.keyspace.model.schema.ElementId;
import java.util.HashMap;
import java.util.Map;

/** Element ids seen so far while reading a file: an id must name one element only in the whole project. */
final class UniqueIds {

    private final Map<ElementId, JsonPath> seen = new HashMap<>();

    /** Reads the field {@code id} of the element at {@code cursor} and records where it was declared. */
    ElementId declare(JsonCursor element) {
        JsonCursor field = element.field("id");
        ElementId id = IdCodec.elementId(field);
        JsonPath earlier = seen.putIfAbsent(id, field.path());
        if (earlier != null) {
            throw field.problem("the id '" + id.value() + "' is already used at " + earlier);
        }
        return id;
    }
}
