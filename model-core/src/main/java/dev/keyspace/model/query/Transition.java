package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An arrow of the workflow, labelled with the queries it runs. An empty {@code from} is an entry point
 * (the arrow that starts the application, such as Q1 in the hotel example).
 */
public record Transition(ElementId id, Optional<ElementId> from, ElementId to, List<ElementId> queries) {

    public Transition {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        queries = List.copyOf(queries);
    }
}
