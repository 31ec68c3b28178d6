package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.MASK_ARGUMENT_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.MASK_RETURN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.MASK_TYPE_ERROR;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.NativeValueText;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a built-in masking function fits the column it masks, as Cassandra 5.0.9 resolves it: mask_inner and
 * mask_outer take a text column and int lengths (FunctionParameter.fixed), their padding and mask_hash's algorithm
 * are text, mask_replace's replacement must be assignable to the column type (FunctionResolver.validateTypes), and
 * the function must return the column's type (ColumnMask.Raw): mask_hash returns blob.
 */
final class MaskTypeRules {

    private static final Set<NativeType> STRINGS = EnumSet.of(NativeType.TEXT, NativeType.VARCHAR, NativeType.ASCII);
    private static final String STRING_PARAMETER = "[text|varchar|ascii]";

    private MaskTypeRules() {}

    static Optional<String> firstViolation(ColumnMask mask, Column column) {
        String function = "system." + mask.function().internal();
        List<String> arguments = mask.arguments();
        CqlType type = column.type();
        switch (mask.function().internal()) {
            case "mask_inner", "mask_outer" -> {
                if (!(type instanceof CqlType.Native n && STRINGS.contains(n.type()))) {
                    return Optional.of(String.format(
                            MASK_ARGUMENT_TYPE, function, STRING_PARAMETER, MarshalNames.of(type), type.asCql()));
                }
                for (int i = 0; i < arguments.size(); i++) {
                    Optional<String> wrong = i < 2
                            ? wrongArgument(function, arguments.get(i), NativeType.INT, "int")
                            : wrongArgument(function, arguments.get(i), NativeType.TEXT, "text");
                    if (wrong.isPresent()) {
                        return wrong;
                    }
                }
                return Optional.empty();
            }
            case "mask_hash" -> {
                if (!arguments.isEmpty()) {
                    Optional<String> wrong = wrongArgument(function, arguments.get(0), NativeType.TEXT, "text");
                    if (wrong.isPresent()) {
                        return wrong;
                    }
                }
                boolean blob = type instanceof CqlType.Native n && n.type() == NativeType.BLOB;
                return blob
                        ? Optional.empty()
                        : Optional.of(String.format(
                                MASK_RETURN_TYPE,
                                mask.describe(),
                                "blob",
                                column.name().internal(),
                                type.asCql()));
            }
            case "mask_replace" -> {
                CqlLiteral replacement = CqlLiteral.of(arguments.get(0));
                if (!replacement.assignableTo(type)) {
                    return Optional.of(String.format(MASK_TYPE_ERROR, replacement.text(), 1, function, type.asCql()));
                }
                return unreadable(replacement, type);
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /** A replacement of the right kind is then read as a value of the column's type, which may refuse it. */
    private static Optional<String> unreadable(CqlLiteral replacement, CqlType type) {
        boolean readByType =
                switch (replacement.kind()) {
                    case STRING, INTEGER, FLOAT, UUID, BOOLEAN, DURATION -> true;
                    default -> false;
                };
        if (!readByType || !(type instanceof CqlType.Native column)) {
            return Optional.empty();
        }
        return NativeValueText.refusal(column.type(), replacement.value());
    }

    /** A literal passed where Cassandra wants {@code wanted}: refused unless its own type reads as that type. */
    private static Optional<String> wrongArgument(String function, String argument, NativeType wanted, String shown) {
        CqlLiteral literal = CqlLiteral.of(argument);
        Optional<NativeType> own = literal.preferredType();
        if (own.isEmpty() || ValueCompatibility.readsAs(wanted, own.get())) {
            return Optional.empty();
        }
        return Optional.of(String.format(
                MASK_ARGUMENT_TYPE, function, shown, literal.text(), own.get().cqlName()));
    }
}
