package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.NativeType;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How a constant or bind marker of a selection fits a function's argument type, as Cassandra's
 * AssignmentTestable decides it: a constant is an exact match for its preferred type and weakly assignable to the
 * types its kind accepts; a bind marker is weakly assignable to anything; NULL to anything but a counter.
 */
final class SelectionLiterals {

    /** The outcome of Cassandra's AssignmentTestable.testAssignment; {@code UNKNOWN} where it is not reproduced. */
    enum Fit {
        EXACT,
        WEAK,
        NONE,
        UNKNOWN
    }

    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern FLOAT =
            Pattern.compile("-?(\\d+\\.\\d*|\\.\\d+|\\d+)([eE][+-]?\\d+)?|NaN|Infinity|-Infinity");
    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]*");

    private static final Map<LiteralKind, NativeType> PREFERRED = Map.of(
            LiteralKind.INTEGER, NativeType.INT,
            LiteralKind.STRING, NativeType.TEXT,
            LiteralKind.FLOAT, NativeType.DOUBLE,
            LiteralKind.UUID, NativeType.UUID,
            LiteralKind.BOOLEAN, NativeType.BOOLEAN);

    /** The constants that have a type of their own in every release; 5.0 gave UUIDs and booleans one. */
    private static final Set<LiteralKind> ALWAYS_TYPED =
            EnumSet.of(LiteralKind.INTEGER, LiteralKind.STRING, LiteralKind.FLOAT);

    private SelectionLiterals() {}

    static boolean isMarker(Selector.Value value) {
        return value.cql().startsWith("?") || value.cql().startsWith(":");
    }

    static boolean isNull(Selector.Value value) {
        return value.cql().equalsIgnoreCase("null");
    }

    /**
     * The kind of a constant (not NULL, not a bind marker), empty for collections, tuples and durations, and for blobs
     * where constants are typed ({@code typedConstants}, 5.0).
     */
    static Optional<LiteralKind> kind(Selector.Value value, boolean typedConstants) {
        String text = value.cql();
        if (text.startsWith("'") || text.startsWith("$$")) {
            return Optional.of(LiteralKind.STRING);
        }
        if (INTEGER.matcher(text).matches()) {
            return Optional.of(LiteralKind.INTEGER);
        }
        if (FLOAT.matcher(text).matches()) {
            return Optional.of(LiteralKind.FLOAT);
        }
        if (UUID.matcher(text).matches()) {
            return Optional.of(LiteralKind.UUID);
        }
        if (HEX.matcher(text).matches()) {
            // Cassandra 5.0.9 accepts a blob constant where a number is expected in a selection: not judged there
            return typedConstants ? Optional.empty() : Optional.of(LiteralKind.HEX);
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("true") || lower.equals("false")) {
            return Optional.of(LiteralKind.BOOLEAN);
        }
        return Optional.empty();
    }

    static Fit fit(Selector.Value value, NativeType receiver, boolean typedConstants) {
        if (isMarker(value)) {
            return Fit.WEAK;
        }
        if (isNull(value)) {
            return receiver == NativeType.COUNTER ? Fit.NONE : Fit.WEAK;
        }
        return kind(value, typedConstants)
                .map(kind ->
                        (typedConstants || ALWAYS_TYPED.contains(kind)) && PREFERRED.get(kind) == canonical(receiver)
                                ? Fit.EXACT
                                : LiteralTypes.accepts(kind, receiver) ? Fit.WEAK : Fit.NONE)
                .orElse(Fit.UNKNOWN);
    }

    static NativeType canonical(NativeType type) {
        return type == NativeType.VARCHAR ? NativeType.TEXT : type;
    }
}
