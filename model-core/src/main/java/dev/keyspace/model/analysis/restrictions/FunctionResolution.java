package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.analysis.restrictions.NativeSignatures.Signature;
import dev.keyspace.model.analysis.restrictions.SelectionLiterals.Fit;
import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.validation.TargetRules;
import dev.keyspace.model.validation.TypeCompatibility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Cassandra's FunctionResolver for a call in a selection (no receiver type): one candidate is checked argument by
 * argument; among several, an exact match wins, else exactly one weakly assignable signature, else the call is
 * refused as matching none or as ambiguous. Cassandra lists the signatures in the order of a hash set keyed by
 * identity hash codes, so that order varies between nodes; we list them in registration order.
 */
final class FunctionResolution {

    private FunctionResolution() {}

    /**
     * The signature the call resolves to; empty when an argument's fit to some signature is not known here (the call
     * is then not judged).
     *
     * @param displayName the function's name as Cassandra's messages print it
     */
    static Optional<Signature> resolve(
            String displayName,
            List<Signature> candidates,
            List<Selector> arguments,
            List<CqlType> argumentTypes,
            TargetRules.Querying querying) {
        if (candidates.size() == 1) {
            return checkOnly(candidates.get(0), arguments, argumentTypes, querying);
        }
        List<Signature> compatibles = new ArrayList<>();
        for (Signature candidate : candidates) {
            Fit fit = fit(candidate, arguments, argumentTypes, querying);
            if (fit == Fit.UNKNOWN) {
                return Optional.empty();
            }
            if (fit == Fit.EXACT) {
                return Optional.of(candidate);
            }
            if (fit == Fit.WEAK) {
                compatibles.add(candidate);
            }
        }
        if (compatibles.isEmpty()) {
            throw InvalidQuery.of(CassandraQueryMessages.FUNCTION_NO_SIGNATURE, displayName, list(candidates));
        }
        if (compatibles.size() > 1) {
            throw InvalidQuery.of(CassandraQueryMessages.FUNCTION_AMBIGUOUS, displayName, list(compatibles));
        }
        return Optional.of(compatibles.get(0));
    }

    private static Optional<Signature> checkOnly(
            Signature only, List<Selector> arguments, List<CqlType> types, TargetRules.Querying querying) {
        if (arguments.size() != only.arguments().size()) {
            throw InvalidQuery.of(
                    CassandraQueryMessages.FUNCTION_ARITY,
                    "system." + only.name(),
                    only.arguments().size(),
                    arguments.size());
        }
        for (int i = 0; i < arguments.size(); i++) {
            Fit fit = fit(arguments.get(i), types.get(i), only.arguments().get(i), querying);
            if (fit == Fit.UNKNOWN) {
                return Optional.empty();
            }
            if (fit == Fit.NONE && arguments.get(i) instanceof Selector.ColumnRef ref) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.FUNCTION_TYPE_ERROR,
                        ref.column().internal(),
                        i,
                        "system." + only.name(),
                        only.arguments().get(i).cqlName());
            }
            if (fit == Fit.NONE) {
                return Optional.empty();
            }
        }
        return Optional.of(only);
    }

    private static Fit fit(
            Signature candidate, List<Selector> arguments, List<CqlType> types, TargetRules.Querying querying) {
        if (arguments.size() != candidate.arguments().size()) {
            return Fit.NONE;
        }
        Fit result = Fit.EXACT;
        for (int i = 0; i < arguments.size(); i++) {
            Fit fit = fit(arguments.get(i), types.get(i), candidate.arguments().get(i), querying);
            if (fit == Fit.NONE || fit == Fit.UNKNOWN) {
                return fit;
            }
            if (fit == Fit.WEAK) {
                result = Fit.WEAK;
            }
        }
        return result;
    }

    /** AbstractType.testAssignment for a typed argument, the literal's rules for a constant or marker. */
    private static Fit fit(Selector argument, CqlType type, NativeType receiver, TargetRules.Querying querying) {
        if (type == null) {
            return argument instanceof Selector.Value value
                    ? SelectionLiterals.fit(value, receiver, querying.typedConstants())
                    : Fit.UNKNOWN;
        }
        if (type instanceof CqlType.Native n
                && SelectionLiterals.canonical(n.type()) == SelectionLiterals.canonical(receiver)) {
            return Fit.EXACT;
        }
        return TypeCompatibility.valueCompatible(CqlType.of(receiver), type) ? Fit.WEAK : Fit.NONE;
    }

    private static String list(List<Signature> signatures) {
        return signatures.stream().map(Signature::asCassandra).collect(Collectors.joining(", "));
    }
}
