package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.messages.Cassandra60Messages;
import dev.keyspace.model.schema.ColumnConstraint;
import java.util.ArrayList;
import java.util.List;

/** Builds a column's constraints (Cassandra 6.0's CHECK, and NOT NULL written after the type). */
final class ConstraintBuilder {

    private ConstraintBuilder() {}

    /**
     * The constraints of a column, as CreateTableStatement.Raw.addColumn gathers them: those of CHECK in the order
     * written, then a NOT NULL written after the type (refused when CHECK has one too).
     */
    static List<ColumnConstraint> of(CqlParser.ColumnConstraintsContext checks, boolean notNull) {
        List<ColumnConstraint> constraints = new ArrayList<>(of(checks));
        if (notNull) {
            if (constraints.stream().anyMatch(ColumnConstraint::isNotNull)) {
                throw new InvalidStatementException(Cassandra60Messages.DUPLICATE_NOT_NULL);
            }
            constraints.add(ColumnConstraint.notNull());
        }
        return constraints;
    }

    static List<ColumnConstraint> of(CqlParser.ColumnConstraintsContext checks) {
        if (checks == null) {
            return List.of();
        }
        return checks.columnConstraint().stream()
                .map(ConstraintBuilder::constraint)
                .toList();
    }

    private static ColumnConstraint constraint(CqlParser.ColumnConstraintContext ctx) {
        if (ctx instanceof CqlParser.NotNullConstraintContext) {
            return ColumnConstraint.notNull();
        }
        if (ctx instanceof CqlParser.ComparisonConstraintContext comparison) {
            return ColumnConstraint.comparing(
                    comparison.comparison().getText(), TokenText.of(comparison.constraintValue()));
        }
        if (ctx instanceof CqlParser.FunctionConstraintContext function) {
            String name = Names.of(function.function).internal();
            List<String> arguments =
                    function.constraintArgument().stream().map(TokenText::of).toList();
            return function.comparison() == null
                    ? ColumnConstraint.unary(name, arguments)
                    : ColumnConstraint.function(
                            name, arguments, function.comparison().getText(), TokenText.of(function.constraintValue()));
        }
        CqlParser.UnaryConstraintContext unary = (CqlParser.UnaryConstraintContext) ctx;
        return ColumnConstraint.unary(Names.of(unary.function).internal(), List.of());
    }
}
