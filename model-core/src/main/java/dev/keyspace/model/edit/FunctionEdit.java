package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.KeyspaceMembers.AGGREGATES;
import static dev.keyspace.model.edit.KeyspaceMembers.FUNCTIONS;
import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.List;
import java.util.Optional;

/**
 * Edits of user-defined functions and aggregates, addressed by keyspace and signature (name and argument
 * types), the way Cassandra tells overloads apart.
 */
public sealed interface FunctionEdit extends Edit {

    /** Adds a function, or replaces the one with the same signature (CREATE OR REPLACE). */
    record PutFunction(Identifier keyspace, UserFunction function) implements FunctionEdit {
        public PutFunction {
            Required.all("keyspace", keyspace, "function", function);
        }

        @Override
        public String label() {
            return "Define function " + function.signature();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.put(
                    project,
                    keyspace,
                    FUNCTIONS,
                    function,
                    target -> AGGREGATES.requireAbsent(
                            target, MemberKey.aggregate(function.name(), function.argumentTypes())));
        }
    }

    /** Removes a function that no aggregate uses. */
    record RemoveFunction(Identifier keyspace, Identifier name, List<CqlType> argumentTypes) implements FunctionEdit {
        public RemoveFunction {
            Required.all("keyspace", keyspace, "name", name);
            argumentTypes = List.copyOf(argumentTypes);
        }

        @Override
        public String label() {
            return "Remove function " + FunctionSignature.text(name, argumentTypes);
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.remove(
                    project,
                    keyspace,
                    FUNCTIONS,
                    MemberKey.function(name, argumentTypes),
                    (target, found) -> requireUnused(target, name, argumentTypes),
                    p -> p);
        }
    }

    /** Adds an aggregate, or replaces the one with the same signature (CREATE OR REPLACE). */
    record PutAggregate(Identifier keyspace, UserAggregate aggregate) implements FunctionEdit {
        public PutAggregate {
            Required.all("keyspace", keyspace, "aggregate", aggregate);
        }

        @Override
        public String label() {
            return "Define aggregate " + aggregate.signature();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.put(project, keyspace, AGGREGATES, aggregate, target -> {
                FUNCTIONS.requireAbsent(target, MemberKey.function(aggregate.name(), aggregate.argumentTypes()));
                requireStateFunction(target, aggregate);
            });
        }
    }

    record RemoveAggregate(Identifier keyspace, Identifier name, List<CqlType> argumentTypes) implements FunctionEdit {
        public RemoveAggregate {
            Required.all("keyspace", keyspace, "name", name);
            argumentTypes = List.copyOf(argumentTypes);
        }

        @Override
        public String label() {
            return "Remove aggregate " + FunctionSignature.text(name, argumentTypes);
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.remove(project, keyspace, AGGREGATES, MemberKey.aggregate(name, argumentTypes), p -> p);
        }
    }

    private static void requireUnused(Keyspace target, Identifier name, List<CqlType> argumentTypes) {
        Optional<UserAggregate> user = target.aggregates().stream()
                .filter(a -> uses(a, name, argumentTypes))
                .findFirst();
        if (user.isPresent()) {
            throw rejected(
                    "function %s is still used by aggregate %s",
                    FunctionSignature.text(name, argumentTypes), user.get().signature());
        }
    }

    private static void requireStateFunction(Keyspace target, UserAggregate aggregate) {
        if (target.function(aggregate.stateFunction(), aggregate.stateFunctionArguments())
                .isEmpty()) {
            throw rejected(
                    "keyspace %s has no state function %s",
                    target.name().asCql(),
                    FunctionSignature.text(aggregate.stateFunction(), aggregate.stateFunctionArguments()));
        }
    }

    /** True when the aggregate calls this function as its state or final function. */
    static boolean uses(UserAggregate aggregate, Identifier function, List<CqlType> argumentTypes) {
        boolean state = MemberKey.sameSignature(
                aggregate.stateFunction(), aggregate.stateFunctionArguments(), function, argumentTypes);
        boolean last = aggregate.finalFunction().isPresent()
                && MemberKey.sameSignature(
                        aggregate.finalFunction().get(), List.of(aggregate.stateType()), function, argumentTypes);
        return state || last;
    }
}
