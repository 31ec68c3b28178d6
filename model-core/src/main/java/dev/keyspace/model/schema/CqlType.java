package dev.keyspace.model.schema;

import dev.keyspace.model.messages.DesignerSyntaxMessages;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A CQL type: native, collection, tuple, vector or a reference to a user-defined type, nested in any
 * combination. {@code frozen} is a property of the collections and UDT references that can be multi-cell;
 * tuples and vectors are always frozen in Cassandra and carry no flag.
 */
public sealed interface CqlType {

    /**
     * How many collections, tuples and vectors a type may nest inside each other ({@code frozen<>} is no level):
     * the one limit for every reader and writer of types (CQL files, project files, the designer's type field),
     * far beyond real schemas and low enough that no recursive walk of a type can exhaust the stack.
     */
    int MAX_NESTING = 64;

    /** What a reader says about a type nested deeper than {@link #MAX_NESTING}. */
    String TOO_DEEP = String.format(DesignerSyntaxMessages.TYPE_TOO_DEEP, MAX_NESTING);

    /** The type in CQL syntax, as it would be written in a CREATE TABLE statement (see {@link CqlTypePrinter}). */
    default String asCql() {
        return CqlTypePrinter.print(this);
    }

    /** True when Cassandra stores values of this type as several cells (a non-frozen collection or UDT). */
    default boolean isMultiCell() {
        return false;
    }

    /** The types directly inside this one. */
    default List<CqlType> children() {
        return List.of();
    }

    /** How deeply collections, tuples and vectors nest in this type: 0 for {@code int}, 1 for {@code list<int>}. */
    default int nesting() {
        List<CqlType> children = children();
        int deepest = -1;
        for (int i = 0; i < children.size(); i++) { // no iterator: asked of every type an import builds
            deepest = Math.max(deepest, children.get(i).nesting());
        }
        return deepest + 1;
    }

    /** This type with the frozen flag set, where the type has one. */
    default CqlType frozen() {
        return this;
    }

    default boolean isCounter() {
        return this instanceof Native n && n.type() == NativeType.COUNTER;
    }

    default boolean isCollection() {
        return this instanceof ListType || this instanceof SetType || this instanceof MapType;
    }

    /** Every UDT reference in this type, however deep. */
    default List<UserTypeRef> userTypes() {
        if (this instanceof UserTypeRef ref) {
            return List.of(ref);
        }
        List<CqlType> children = children();
        if (children.isEmpty()) {
            return List.of(); // most columns are native: no stream per column
        }
        List<UserTypeRef> refs = new ArrayList<>();
        for (CqlType child : children) {
            refs.addAll(child.userTypes());
        }
        return Collections.unmodifiableList(refs);
    }

    /** True when this type or any type inside it satisfies the test. */
    default boolean anyMatch(java.util.function.Predicate<CqlType> test) {
        if (test.test(this)) {
            return true;
        }
        List<CqlType> children = children();
        for (int i = 0; i < children.size(); i++) {
            if (children.get(i).anyMatch(test)) {
                return true;
            }
        }
        return false;
    }

    static Native of(NativeType type) {
        return new Native(type);
    }

    record Native(NativeType type) implements CqlType {
        public Native {
            Objects.requireNonNull(type, "type");
        }
    }

    record ListType(CqlType element, boolean isFrozen) implements CqlType {
        public ListType {
            Objects.requireNonNull(element, "element");
        }

        @Override
        public boolean isMultiCell() {
            return !isFrozen;
        }

        @Override
        public List<CqlType> children() {
            return List.of(element);
        }

        @Override
        public CqlType frozen() {
            return new ListType(element, true);
        }
    }

    record SetType(CqlType element, boolean isFrozen) implements CqlType {
        public SetType {
            Objects.requireNonNull(element, "element");
        }

        @Override
        public boolean isMultiCell() {
            return !isFrozen;
        }

        @Override
        public List<CqlType> children() {
            return List.of(element);
        }

        @Override
        public CqlType frozen() {
            return new SetType(element, true);
        }
    }

    record MapType(CqlType key, CqlType value, boolean isFrozen) implements CqlType {
        public MapType {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }

        @Override
        public boolean isMultiCell() {
            return !isFrozen;
        }

        @Override
        public List<CqlType> children() {
            return List.of(key, value);
        }

        @Override
        public CqlType frozen() {
            return new MapType(key, value, true);
        }
    }

    record TupleType(List<CqlType> elements) implements CqlType {
        public TupleType {
            elements = List.copyOf(elements);
            if (elements.isEmpty()) {
                throw new IllegalArgumentException("a tuple needs at least one element type");
            }
        }

        @Override
        public List<CqlType> children() {
            return elements;
        }
    }

    record VectorType(CqlType element, int dimension) implements CqlType {
        public VectorType {
            Objects.requireNonNull(element, "element");
        }

        @Override
        public List<CqlType> children() {
            return List.of(element);
        }
    }

    /** A reference to a user-defined type, optionally qualified with its keyspace. */
    record UserTypeRef(Optional<Identifier> keyspace, Identifier name, boolean isFrozen) implements CqlType {
        public UserTypeRef {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(name, "name");
        }

        public static UserTypeRef named(String name, boolean frozen) {
            return new UserTypeRef(Optional.empty(), Identifier.of(name), frozen);
        }

        @Override
        public boolean isMultiCell() {
            return !isFrozen;
        }

        @Override
        public CqlType frozen() {
            return new UserTypeRef(keyspace, name, true);
        }
    }

    /** A custom type named by its Java class, written as a string literal in CQL. */
    record CustomType(String className) implements CqlType {
        public CustomType {
            Objects.requireNonNull(className, "className");
        }
    }
}
