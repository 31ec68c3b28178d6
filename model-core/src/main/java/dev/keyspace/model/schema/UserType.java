package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A user-defined type: named fields, each of any CQL type (other UDTs included). */
public record UserType(Identifier name, List<Field> fields) {

    public UserType {
        Objects.requireNonNull(name, "name");
        fields = List.copyOf(fields);
    }

    public record Field(Identifier name, CqlType type) {
        public Field {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }

        public static Field of(String name, CqlType type) {
            return new Field(Identifier.of(name), type);
        }
    }

    public Optional<Field> field(Identifier fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }

    public UserType withName(Identifier newName) {
        return new UserType(newName, fields);
    }

    public UserType withFields(List<Field> newFields) {
        return new UserType(name, newFields);
    }
}
