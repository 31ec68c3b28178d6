package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.CanonicalFunctions;
import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserFunction;
import java.util.List;

/**
 * User-defined functions and aggregates of one keyspace against their live versions, matched by signature: a
 * missing one is created, a changed one replaced (CREATE OR REPLACE) where Cassandra allows it, one the
 * project no longer has is dropped.
 */
final class FunctionDiff {

    private final CqlWriter writer = new CqlWriter();
    private final CqlChangeWriter changes = new CqlChangeWriter();

    /** Everything the keyspace declares, for a keyspace created whole. */
    void create(Keyspace wanted, PlanBuilder plan) {
        wanted.functions()
                .forEach(f -> plan.add(
                        Phase.FUNCTION,
                        PlannedStatement.create(writer.createFunction(wanted, f), ElementNames.function(wanted, f))));
        wanted.aggregates()
                .forEach(a -> plan.add(
                        Phase.AGGREGATE,
                        PlannedStatement.create(writer.createAggregate(wanted, a), ElementNames.aggregate(wanted, a))));
    }

    void compare(Keyspace project, Keyspace live, PlanBuilder plan) {
        Keyspace wanted = CanonicalFunctions.of(project);
        OldNewDiff.compare(
                wanted.functions(),
                live.functions(),
                f -> key(f.name(), f.argumentTypes()),
                added -> plan.add(
                        Phase.FUNCTION,
                        PlannedStatement.create(
                                writer.createFunction(wanted, added), ElementNames.function(wanted, added))),
                (function, current) -> {
                    if (!current.equals(function)) {
                        replace(wanted, function, current, ElementNames.function(wanted, function), plan);
                    }
                },
                removed -> plan.add(
                        Phase.DROP_FUNCTION,
                        PlannedStatement.drop(
                                changes.dropFunction(live, removed), ElementNames.function(live, removed))));
        OldNewDiff.compare(
                wanted.aggregates(),
                live.aggregates(),
                a -> key(a.name(), a.argumentTypes()),
                added -> plan.add(
                        Phase.AGGREGATE,
                        PlannedStatement.create(
                                writer.createAggregate(wanted, added), ElementNames.aggregate(wanted, added))),
                (aggregate, current) -> {
                    if (!current.equals(aggregate)) {
                        plan.add(
                                Phase.AGGREGATE,
                                PlannedStatement.alter(
                                        changes.replaceAggregate(wanted, aggregate),
                                        ElementNames.aggregate(wanted, aggregate),
                                        "replaced: its definition changes"));
                    }
                },
                removed -> plan.add(
                        Phase.DROP_AGGREGATE,
                        PlannedStatement.drop(
                                changes.dropAggregate(live, removed), ElementNames.aggregate(live, removed))));
    }

    /** Cassandra replaces a function in place unless its null handling or return type changes. */
    private void replace(
            Keyspace wanted, UserFunction function, UserFunction current, String element, PlanBuilder plan) {
        if (current.calledOnNullInput() == function.calledOnNullInput()
                && current.returnType().equals(function.returnType())) {
            plan.add(
                    Phase.FUNCTION,
                    PlannedStatement.alter(
                            changes.replaceFunction(wanted, function),
                            element,
                            "replaced: its body or language changes"));
            return;
        }
        plan.manual(new ManualChange(
                element,
                "the function's null handling or return type changes; Cassandra cannot replace a function so",
                List.of(
                        "drop the aggregates that use it, then the function: " + changes.dropFunction(wanted, current),
                        "deploy again: the function and its aggregates are created as the project has them")));
    }

    /** A function or aggregate is found by its name and argument types, a {@code frozen<>} of their own aside. */
    private static List<Object> key(Identifier name, List<CqlType> argumentTypes) {
        return List.of(
                name, argumentTypes.stream().map(FunctionSignature::unfrozen).toList());
    }
}
