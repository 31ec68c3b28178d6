package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;

/**
 * A user-defined function as CREATE FUNCTION declares it, its body kept exactly as written. Cassandra tells
 * overloads apart by name and argument types ({@link #argumentTypes()}), as {@code system_schema.functions}
 * keys them.
 */
public record UserFunction(
        Identifier name,
        List<Argument> arguments,
        boolean calledOnNullInput,
        CqlType returnType,
        String language,
        String body) {

    /** One declared argument: its name and type. */
    public record Argument(Identifier name, CqlType type) {
        public Argument {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }
    }

    public UserFunction {
        Objects.requireNonNull(name, "name");
        arguments = List.copyOf(arguments);
        Objects.requireNonNull(returnType, "returnType");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(body, "body");
    }

    public List<CqlType> argumentTypes() {
        return arguments.stream().map(Argument::type).toList();
    }

    /** {@code name(int, text)}, as Cassandra names one overload in its messages. */
    public String signature() {
        return FunctionSignature.text(name, argumentTypes());
    }
}
