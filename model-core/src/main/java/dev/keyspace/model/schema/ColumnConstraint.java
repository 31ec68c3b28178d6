package dev.keyspace.model.schema;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One condition of a column's {@code CHECK} (Cassandra 6.0, CEP-42), as 6.0's grammar reads it: a comparison of the
 * column's value ({@code price > 0}: no function), a function of the column compared ({@code LENGTH() < 100}),
 * or a function alone ({@code NOT NULL}, {@code JSON}). Function names are case-insensitive in Cassandra and kept
 * upper case; arguments and the compared value are kept as the CQL text written.
 */
public record ColumnConstraint(
        Optional<String> function, List<String> arguments, Optional<String> operator, Optional<String> value) {

    /** The function a {@code NOT NULL} constraint is in 6.0 (UnaryFunctions.NOT_NULL). */
    public static final String NOT_NULL = "NOT_NULL";

    /** 6.0's ConstraintResolver.UnaryFunctions: the functions written alone. */
    public static final Set<String> UNARY_FUNCTIONS = Set.of(NOT_NULL, "JSON");

    /** 6.0's ConstraintResolver.Functions: the functions written compared, {@code LENGTH() < 100}. */
    public static final Set<String> COMPARED_FUNCTIONS = Set.of("LENGTH", "OCTET_LENGTH", "REGEXP");

    /** The comparisons 6.0's relationType allows in a constraint. */
    public static final Set<String> OPERATORS = Set.of("=", "!=", "<", "<=", ">", ">=");

    public ColumnConstraint {
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(value, "value");
        function = function.map(f -> f.toUpperCase(Locale.ROOT));
        arguments = List.copyOf(arguments);
        if (operator.isPresent() != value.isPresent()) {
            throw new IllegalArgumentException("a constraint compares with an operator and a value, or not at all");
        }
        operator.ifPresent(op -> {
            if (!OPERATORS.contains(op)) {
                throw new IllegalArgumentException("not a constraint operator: " + op);
            }
        });
        if (function.isEmpty() && (operator.isEmpty() || !arguments.isEmpty())) {
            throw new IllegalArgumentException("a constraint without a function compares the column's value");
        }
    }

    /** {@code NOT NULL}. */
    public static ColumnConstraint notNull() {
        return new ColumnConstraint(Optional.of(NOT_NULL), List.of(), Optional.empty(), Optional.empty());
    }

    /** The column's value compared: {@code column operator value}. */
    public static ColumnConstraint comparing(String operator, String value) {
        return new ColumnConstraint(Optional.empty(), List.of(), Optional.of(operator), Optional.of(value));
    }

    /** A function of the column, compared: {@code function(arguments) operator value}. */
    public static ColumnConstraint function(String function, List<String> arguments, String operator, String value) {
        return new ColumnConstraint(Optional.of(function), arguments, Optional.of(operator), Optional.of(value));
    }

    /** A function alone: {@code JSON}, {@code function(arguments)}. */
    public static ColumnConstraint unary(String function, List<String> arguments) {
        return new ColumnConstraint(Optional.of(function), arguments, Optional.empty(), Optional.empty());
    }

    public boolean isNotNull() {
        return function.filter(NOT_NULL::equals).isPresent() && operator.isEmpty();
    }
}
