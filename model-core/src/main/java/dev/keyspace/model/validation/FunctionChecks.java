package dev.keyspace.model.validation;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What CREATE FUNCTION and CREATE AGGREGATE refuse about a keyspace's functions as a project file holds them
 * (a file is not read through the statements' checks): a signature declared twice, and an aggregate whose
 * state or final function the keyspace does not have, in Cassandra's words.
 */
final class FunctionChecks {

    private FunctionChecks() {}

    static void check(Keyspace keyspace, List<Problem> out) {
        Set<String> signatures = new HashSet<>();
        for (UserFunction function : keyspace.functions()) {
            if (!signatures.add(key(function.name(), function.argumentTypes()))) {
                out.add(Problem.error(
                        ElementPaths.of(keyspace.name(), function.name()),
                        "Function '" + function.name().internal() + "' already exists"));
            }
        }
        for (UserAggregate aggregate : keyspace.aggregates()) {
            String element = ElementPaths.of(keyspace.name(), aggregate.name());
            if (!signatures.add(key(aggregate.name(), aggregate.argumentTypes()))) {
                out.add(Problem.error(element, "Aggregate '" + aggregate.name().internal() + "' already exists"));
            }
            if (keyspace.function(aggregate.stateFunction(), aggregate.stateFunctionArguments())
                    .isEmpty()) {
                out.add(Problem.error(
                        element,
                        "State function "
                                + call(keyspace, aggregate.stateFunction(), aggregate.stateFunctionArguments())
                                + " doesn't exist"));
            }
            aggregate
                    .finalFunction()
                    .filter(f ->
                            keyspace.function(f, List.of(aggregate.stateType())).isEmpty())
                    .ifPresent(f -> out.add(Problem.error(
                            element,
                            "Final function " + call(keyspace, f, List.of(aggregate.stateType())) + " doesn't exist")));
        }
    }

    private static String key(Identifier name, List<CqlType> types) {
        return name.internal()
                + types.stream()
                        .map(FunctionSignature::unfrozen)
                        .map(CqlType::asCql)
                        .toList();
    }

    private static String call(Keyspace keyspace, Identifier function, List<CqlType> types) {
        return keyspace.name().internal() + "." + function.internal()
                + types.stream().map(CqlType::asCql).collect(Collectors.joining(", ", "(", ")"));
    }
}
