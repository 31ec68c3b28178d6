package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import java.util.Objects;
import java.util.Optional;

/**
 * The value one marker of a write statement binds: the column, the attribute it holds (empty when no attribute
 * of the model holds it), and whether it is the value before the write (the old key of a row that moves).
 */
public record BoundValue(Column column, Optional<AttributeRef> attribute, boolean previous) {

    public BoundValue {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(attribute, "attribute");
    }
}
