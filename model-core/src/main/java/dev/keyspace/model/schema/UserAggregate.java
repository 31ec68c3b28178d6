package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A user-defined aggregate as CREATE AGGREGATE declares it: the state function (named, found by the state
 * type and the argument types), the state type, an optional final function and initial condition (kept as
 * the CQL literal written).
 */
public record UserAggregate(
        Identifier name,
        List<CqlType> argumentTypes,
        Identifier stateFunction,
        CqlType stateType,
        Optional<Identifier> finalFunction,
        Optional<String> initialCondition) {

    public UserAggregate {
        Objects.requireNonNull(name, "name");
        argumentTypes = List.copyOf(argumentTypes);
        Objects.requireNonNull(stateFunction, "stateFunction");
        Objects.requireNonNull(stateType, "stateType");
        Objects.requireNonNull(finalFunction, "finalFunction");
        Objects.requireNonNull(initialCondition, "initialCondition");
    }

    /** The state function's arguments: the state type first, then the aggregate's. */
    public List<CqlType> stateFunctionArguments() {
        return FunctionSignature.prepend(stateType, argumentTypes);
    }

    public String signature() {
        return FunctionSignature.text(name, argumentTypes);
    }
}
