package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.MASKING_DISABLED;
import static dev.keyspace.model.messages.CassandraMessages.MASK_ARITY;
import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_MASKING_FUNCTION;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Dynamic data masks ({@code MASKED WITH fn(args)}), which Cassandra resolves when the table is created. The model
 * holds no user-defined functions, so only the 5.0 built-ins can be found. Masking is off by default in 5.0
 * (dynamic_data_masking_enabled: false), which is reported as a warning on each masked column.
 */
final class MaskChecks {

    /** Arguments each built-in takes after the masked value (at least, at most) and its parameters as Cassandra lists them. */
    private record Arity(int min, int max, String parameters) {
        boolean accepts(int count) {
            return count >= min && count <= max;
        }
    }

    private static final Map<String, Arity> BUILT_INS = Map.of(
            "mask_null", new Arity(0, 0, "any"),
            "mask_default", new Arity(0, 0, "any"),
            "mask_replace", new Arity(1, 1, "any, any"),
            "mask_inner", new Arity(2, 3, "[text|varchar|ascii], int, int, [text]"),
            "mask_outer", new Arity(2, 3, "[text|varchar|ascii], int, int, [text]"),
            "mask_hash", new Arity(0, 1, "any, [text]"));

    private MaskChecks() {}

    static void check(Keyspace keyspace, Table table, List<Problem> out) {
        for (Column column : table.columns()) {
            column.mask()
                    .ifPresent(
                            mask -> checkMask(mask, column, TableChecks.columnElement(keyspace, table, column), out));
        }
    }

    private static void checkMask(ColumnMask mask, Column column, String element, List<Problem> out) {
        out.add(Problem.warning(element, MASKING_DISABLED));
        Optional<Arity> arity = builtIn(mask);
        if (arity.isEmpty()) {
            String message =
                    String.format(UNKNOWN_MASKING_FUNCTION, column.name().internal(), mask.describe());
            out.add(Problem.error(element, message));
        } else if (!arity.get().accepts(mask.arguments().size())) {
            String signature =
                    "system." + mask.function().internal() + "(" + arity.get().parameters() + ")";
            out.add(Problem.error(element, String.format(MASK_ARITY, signature)));
        } else {
            MaskTypeRules.firstViolation(mask, column).ifPresent(message -> out.add(Problem.error(element, message)));
        }
    }

    private static Optional<Arity> builtIn(ColumnMask mask) {
        boolean systemFunction =
                mask.keyspace().isEmpty() || mask.keyspace().get().internal().equals("system");
        return systemFunction
                ? Optional.ofNullable(BUILT_INS.get(mask.function().internal()))
                : Optional.empty();
    }
}
