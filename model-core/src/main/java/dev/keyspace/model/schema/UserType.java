package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A user-defined type: named fields, each of any CQL type (other UDTs included). With Cassandra 6.0, the type and each
 * field may carry a comment ({@code COMMENT ON TYPE}, {@code COMMENT ON FIELD}).
 */
public record UserType(Identifier name, List<Field> fields, Optional<String> comment) {

    public UserType {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(comment, "comment");
        fields = List.copyOf(fields);
    }

    /** A type without comments. */
    public UserType(Identifier name, List<Field> fields) {
        this(name, fields, Optional.empty());
    }

    public record Field(Identifier name, CqlType type, Optional<String> comment) {
        public Field {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(comment, "comment");
        }

        /** A field without a comment. */
        public Field(Identifier name, CqlType type) {
            this(name, type, Optional.empty());
        }

        public static Field of(String name, CqlType type) {
            return new Field(Identifier.of(name), type);
        }

        public Field withName(Identifier newName) {
            return new Field(newName, type, comment);
        }

        public Field withType(CqlType newType) {
            return new Field(name, newType, comment);
        }

        public Field withComment(Optional<String> newComment) {
            return new Field(name, type, newComment);
        }
    }

    public Optional<Field> field(Identifier fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }

    public UserType withName(Identifier newName) {
        return new UserType(newName, fields, comment);
    }

    public UserType withFields(List<Field> newFields) {
        return new UserType(name, newFields, comment);
    }

    public UserType withComment(Optional<String> newComment) {
        return new UserType(name, fields, newComment);
    }
}
