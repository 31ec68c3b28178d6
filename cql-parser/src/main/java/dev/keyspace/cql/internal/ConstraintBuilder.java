package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.messages.Cassandra60Messages;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Builds a column's constraints (Cassandra 6.0's CHECK, and NOT NULL written after the type). */
final class ConstraintBuilder {

    private ConstraintBuilder() {}

    /**
     * The constraints of a column, as CreateTableStatement.Raw.addColumn gathers them: those of CHECK in the order
     * written, then a NOT NULL written after the type (refused when CHECK has one too).
     */
    static List<ColumnConstraint> of(CqlParser.ColumnConstraintsContext checks, Identifier column, boolean notNull) {
        List<ColumnConstraint> checked = of(checks, column);
        if (!notNull) {
            return checked; // as almost every column: no copy to make
        }
        if (checked.stream().anyMatch(ColumnConstraint::isNotNull)) {
            throw new InvalidStatementException(Cassandra60Messages.DUPLICATE_NOT_NULL);
        }
        List<ColumnConstraint> constraints = new ArrayList<>(checked);
        constraints.add(ColumnConstraint.notNull());
        return constraints;
    }

    /**
     * The constraints of CHECK on {@code column}, as 6.0's parser and ColumnConstraints.Raw.prepare build them: a
     * function's arguments must be strings, the function one 6.0 has for its form (NOT_NULL and JSON alone, LENGTH,
     * OCTET_LENGTH and REGEXP compared), none takes arguments, and a comparison names the column it is on.
     */
    static List<ColumnConstraint> of(CqlParser.ColumnConstraintsContext checks, Identifier column) {
        if (checks == null) {
            return List.of();
        }
        return checks.columnConstraint().stream()
                .map(c -> constraint(c, column))
                .toList();
    }

    private static ColumnConstraint constraint(CqlParser.ColumnConstraintContext ctx, Identifier column) {
        if (ctx instanceof CqlParser.NotNullConstraintContext) {
            return ColumnConstraint.notNull();
        }
        if (ctx instanceof CqlParser.ComparisonConstraintContext comparison) {
            Identifier named = Names.of(comparison.column);
            String operator = comparison.comparison().getText();
            String value = TokenText.of(comparison.constraintValue());
            if (!named.equals(column)) {
                throw new InvalidStatementException(String.format(
                        Cassandra60Messages.CONSTRAINT_ON_OTHER_COLUMN,
                        named.internal() + " " + operator + " " + value,
                        column.asCql(),
                        named.internal()));
            }
            return ColumnConstraint.comparing(operator, value);
        }
        if (ctx instanceof CqlParser.FunctionConstraintContext function) {
            if (function.constraintArgument().stream().anyMatch(a -> a.identifier() != null)) {
                throw new InvalidStatementException(Cassandra60Messages.CONSTRAINT_ARGUMENTS_NOT_STRINGS);
            }
            String name = Names.of(function.function).internal().toUpperCase(Locale.ROOT);
            List<String> arguments =
                    function.constraintArgument().stream().map(TokenText::of).toList();
            boolean compared = function.comparison() != null;
            known(name, compared);
            if (!arguments.isEmpty()) {
                throw new InvalidStatementException(
                        String.format(Cassandra60Messages.CONSTRAINT_TAKES_NO_ARGUMENTS, name));
            }
            return compared
                    ? ColumnConstraint.function(
                            name, arguments, function.comparison().getText(), TokenText.of(function.constraintValue()))
                    : ColumnConstraint.unary(name, arguments);
        }
        CqlParser.UnaryConstraintContext unary = (CqlParser.UnaryConstraintContext) ctx;
        String name = Names.of(unary.function).internal().toUpperCase(Locale.ROOT);
        known(name, false);
        return ColumnConstraint.unary(name, List.of());
    }

    /** ConstraintResolver: the functions written alone and those compared are two lists. */
    private static void known(String name, boolean compared) {
        if (!(compared ? ColumnConstraint.COMPARED_FUNCTIONS : ColumnConstraint.UNARY_FUNCTIONS).contains(name)) {
            throw new InvalidStatementException(
                    String.format(Cassandra60Messages.UNRECOGNIZED_CONSTRAINT_FUNCTION, name));
        }
    }
}
