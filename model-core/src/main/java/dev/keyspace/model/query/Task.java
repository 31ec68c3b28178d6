package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;

/** A step of the application workflow: a box in the workflow diagram. */
public record Task(ElementId id, String name) {

    public Task {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
    }

    public Task withName(String newName) {
        return new Task(id, newName);
    }
}
