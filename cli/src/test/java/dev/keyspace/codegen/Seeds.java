package dev.keyspace.codegen;

import dev.keyspace.model.analysis.writes.BoundValue;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import java.util.Optional;

/**
 * The seed of each value a test binds: the attribute it holds (or its column), and for the one attribute an update
 * changes, a suffix for the value after the write and one for the value before.
 */
record Seeds(Optional<AttributeRef> changed, String after, String before) {

    static final Seeds ORIGINAL = new Seeds(Optional.empty(), "", "");

    static Seeds changing(AttributeRef attribute, String after, String before) {
        return new Seeds(Optional.of(attribute), after, before);
    }

    String of(BoundValue value) {
        return of(value.column(), value.attribute(), value.previous());
    }

    String of(Column column, Optional<AttributeRef> attribute, boolean previous) {
        if (attribute.isEmpty()) {
            return "column:" + column.name().internal();
        }
        String base = attribute.get().owner().value() + "." + attribute.get().attribute();
        if (changed.filter(attribute.get()::equals).isEmpty()) {
            return base;
        }
        return base + (previous ? before : after);
    }
}
