package dev.keyspace.model.conceptual;

import java.util.Objects;

/**
 * An attribute of an entity or relationship in the Chen model. {@code type} is a free-form domain type
 * (often a CQL type name, but the conceptual model does not require one).
 */
public record Attribute(String name, String type, boolean key, boolean multiValued) {

    public Attribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (name.isBlank()) {
            throw new IllegalArgumentException("an attribute needs a name");
        }
    }

    public static Attribute of(String name, String type) {
        return new Attribute(name, type, false, false);
    }

    public static Attribute key(String name, String type) {
        return new Attribute(name, type, true, false);
    }

    public static Attribute multiValued(String name, String type) {
        return new Attribute(name, type, false, true);
    }

    public Attribute withName(String newName) {
        return new Attribute(newName, type, key, multiValued);
    }
}
