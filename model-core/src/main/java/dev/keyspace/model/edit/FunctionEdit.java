package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Edits of user-defined functions and aggregates, addressed by keyspace and signature (name and argument
 * types), the way Cassandra tells overloads apart.
 */
public sealed interface FunctionEdit extends Edit {

    /** Adds a function, or replaces the one with the same signature (CREATE OR REPLACE). */
    record PutFunction(Identifier keyspace, UserFunction function) implements FunctionEdit {
        public PutFunction {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(function, "function");
        }

        @Override
        public String label() {
            return "Define function " + function.signature();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            if (target.aggregate(function.name(), function.argumentTypes()).isPresent()) {
                throw rejected("keyspace %s already has an aggregate %s", keyspace.asCql(), function.signature());
            }
            List<UserFunction> functions = new ArrayList<>(target.functions());
            functions.removeIf(
                    f -> sameSignature(f.name(), f.argumentTypes(), function.name(), function.argumentTypes()));
            functions.add(function);
            return project.mapKeyspace(keyspace, k -> k.withFunctions(functions));
        }
    }

    /** Removes a function that no aggregate uses. */
    record RemoveFunction(Identifier keyspace, Identifier name, List<CqlType> argumentTypes) implements FunctionEdit {
        public RemoveFunction {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(name, "name");
            argumentTypes = List.copyOf(argumentTypes);
        }

        @Override
        public String label() {
            return "Remove function " + FunctionSignature.text(name, argumentTypes);
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            if (target.function(name, argumentTypes).isEmpty()) {
                throw rejected(
                        "keyspace %s has no function %s",
                        keyspace.asCql(), FunctionSignature.text(name, argumentTypes));
            }
            Optional<UserAggregate> user = target.aggregates().stream()
                    .filter(a -> uses(a, name, argumentTypes))
                    .findFirst();
            if (user.isPresent()) {
                throw rejected(
                        "function %s is still used by aggregate %s",
                        FunctionSignature.text(name, argumentTypes), user.get().signature());
            }
            return project.mapKeyspace(
                    keyspace,
                    k -> k.withFunctions(k.functions().stream()
                            .filter(f -> !sameSignature(f.name(), f.argumentTypes(), name, argumentTypes))
                            .toList()));
        }
    }

    /** Adds an aggregate, or replaces the one with the same signature (CREATE OR REPLACE). */
    record PutAggregate(Identifier keyspace, UserAggregate aggregate) implements FunctionEdit {
        public PutAggregate {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(aggregate, "aggregate");
        }

        @Override
        public String label() {
            return "Define aggregate " + aggregate.signature();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            if (target.function(aggregate.name(), aggregate.argumentTypes()).isPresent()) {
                throw rejected("keyspace %s already has a function %s", keyspace.asCql(), aggregate.signature());
            }
            if (target.function(aggregate.stateFunction(), aggregate.stateFunctionArguments())
                    .isEmpty()) {
                throw rejected(
                        "keyspace %s has no state function %s",
                        keyspace.asCql(),
                        FunctionSignature.text(aggregate.stateFunction(), aggregate.stateFunctionArguments()));
            }
            List<UserAggregate> aggregates = new ArrayList<>(target.aggregates());
            aggregates.removeIf(
                    a -> sameSignature(a.name(), a.argumentTypes(), aggregate.name(), aggregate.argumentTypes()));
            aggregates.add(aggregate);
            return project.mapKeyspace(keyspace, k -> k.withAggregates(aggregates));
        }
    }

    record RemoveAggregate(Identifier keyspace, Identifier name, List<CqlType> argumentTypes) implements FunctionEdit {
        public RemoveAggregate {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(name, "name");
            argumentTypes = List.copyOf(argumentTypes);
        }

        @Override
        public String label() {
            return "Remove aggregate " + FunctionSignature.text(name, argumentTypes);
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            if (target.aggregate(name, argumentTypes).isEmpty()) {
                throw rejected(
                        "keyspace %s has no aggregate %s",
                        keyspace.asCql(), FunctionSignature.text(name, argumentTypes));
            }
            return project.mapKeyspace(
                    keyspace,
                    k -> k.withAggregates(k.aggregates().stream()
                            .filter(a -> !sameSignature(a.name(), a.argumentTypes(), name, argumentTypes))
                            .toList()));
        }
    }

    private static boolean sameSignature(
            Identifier name, List<CqlType> types, Identifier otherName, List<CqlType> otherTypes) {
        return name.equals(otherName) && FunctionSignature.matches(types, otherTypes);
    }

    /** True when the aggregate calls this function as its state or final function. */
    static boolean uses(UserAggregate aggregate, Identifier function, List<CqlType> argumentTypes) {
        boolean state =
                sameSignature(aggregate.stateFunction(), aggregate.stateFunctionArguments(), function, argumentTypes);
        boolean last = aggregate.finalFunction().isPresent()
                && sameSignature(
                        aggregate.finalFunction().get(), List.of(aggregate.stateType()), function, argumentTypes);
        return state || last;
    }
}
