package dev.keyspace.analysis.mapping;

import dev.keyspace.model.query.AttributeRef;
import java.util.Objects;
import java.util.Optional;

/**
 * One line of a proposal's rationale, written before the columns have their names: {@code {column}} in the
 * text stands for the column the attribute became.
 */
record Reason(Optional<AttributeRef> attribute, String text) {

    static final String COLUMN = "{column}";

    Reason {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(text, "text");
    }

    static Reason of(AttributeRef attribute, String text) {
        return new Reason(Optional.of(attribute), text);
    }

    static Reason general(String text) {
        return new Reason(Optional.empty(), text);
    }

    String render(java.util.function.Function<AttributeRef, String> columnName) {
        return attribute.map(a -> text.replace(COLUMN, columnName.apply(a))).orElse(text);
    }
}
