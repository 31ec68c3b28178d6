package dev.keyspace.cluster;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;

/**
 * A keyspace's functions and aggregates with their types as Cassandra reports them ({@link CanonicalTypes}),
 * so a project's {@code varchar} argument and the live {@code text} one are the same signature, and {@code
 * INITCOND null} as no initial condition, as Cassandra stores it.
 */
public final class CanonicalFunctions {

    private CanonicalFunctions() {}

    public static Keyspace of(Keyspace keyspace) {
        Identifier name = keyspace.name();
        return keyspace.withFunctions(keyspace.functions().stream()
                        .map(f -> new UserFunction(
                                f.name(),
                                f.arguments().stream()
                                        .map(a -> new UserFunction.Argument(a.name(), local(a.type(), name)))
                                        .toList(),
                                f.calledOnNullInput(),
                                local(f.returnType(), name),
                                f.language(),
                                f.body()))
                        .toList())
                .withAggregates(keyspace.aggregates().stream()
                        .map(a -> new UserAggregate(
                                a.name(),
                                a.argumentTypes().stream()
                                        .map(t -> local(t, name))
                                        .toList(),
                                a.stateFunction(),
                                local(a.stateType(), name),
                                a.finalFunction(),
                                a.initialCondition().filter(c -> !isNull(c))))
                        .toList());
    }

    /** {@code INITCOND null} is no initial condition: Cassandra stores none for it. */
    private static boolean isNull(String initialCondition) {
        return initialCondition.strip().equalsIgnoreCase("null");
    }

    private static CqlType local(CqlType type, Identifier keyspace) {
        return CanonicalTypes.local(type, keyspace);
    }
}
