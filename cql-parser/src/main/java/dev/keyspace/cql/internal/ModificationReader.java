package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ModificationValidator;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads an UPDATE's or DELETE's columns and WHERE clause for {@link ModificationValidator}. A column written as
 * anything but a plain column, an element or a field of one (a function, arithmetic) is left to the node.
 */
final class ModificationReader {

    private ModificationReader() {}

    static Optional<String> update(
            CqlParser.UpdateStatementContext update, Project project, Optional<Identifier> current)
            throws SchemaProblem {
        List<ModificationValidator.Target> targets = new ArrayList<>();
        for (CqlParser.AssignmentContext assignment : update.assignment()) {
            Optional<Identifier> base = baseColumn(assignment.expression(0));
            if (base.isEmpty()) {
                return Optional.empty();
            }
            targets.add(new ModificationValidator.Target(base.get(), assignedValue(assignment)));
        }
        return refusal(
                ModificationValidator.Kind.UPDATE,
                update.qualifiedName(),
                targets,
                update.whereClause(),
                project,
                current);
    }

    static Optional<String> delete(
            CqlParser.DeleteStatementContext delete, Project project, Optional<Identifier> current)
            throws SchemaProblem {
        List<ModificationValidator.Target> targets = new ArrayList<>();
        for (CqlParser.ExpressionContext column : delete.expression()) {
            Optional<Identifier> base = baseColumn(column);
            if (base.isEmpty()) {
                return Optional.empty();
            }
            targets.add(ModificationValidator.Target.deleted(base.get()));
        }
        return refusal(
                ModificationValidator.Kind.DELETE,
                delete.qualifiedName(),
                targets,
                delete.whereClause(),
                project,
                current);
    }

    private static Optional<String> refusal(
            ModificationValidator.Kind kind,
            CqlParser.QualifiedNameContext name,
            List<ModificationValidator.Target> targets,
            CqlParser.WhereClauseContext where,
            Project project,
            Optional<Identifier> current)
            throws SchemaProblem {
        QualifiedName qualified = Names.of(name);
        Table table = DmlChecks.table(qualified, project, current);
        List<Relation> relations = new ArrayList<>();
        where.relation().forEach(r -> relations.add(RelationBuilder.relation(r)));
        String qualifiedTable = Scope.keyspaceOf(qualified, current).internal() + "."
                + table.name().internal();
        Optional<String> refused =
                ModificationValidator.refusal(kind, table, qualifiedTable, targets, relations, project.target());
        if (refused.isEmpty()) {
            DmlChecks.refuseAView(qualified, project, current);
        }
        return refused;
    }

    /**
     * The value of {@code column = value}, read as the validator reads values; empty for an element or a field
     * ({@code m['k'] = v}), for {@code +=} and {@code -=}, and for a value only the node can evaluate ({@code c + 1}).
     */
    private static Optional<Term> assignedValue(CqlParser.AssignmentContext assignment) {
        if (assignment.EQ() == null || !(assignment.expression(0) instanceof CqlParser.ColumnExpressionContext)) {
            return Optional.empty();
        }
        try {
            return Optional.of(TermBuilder.term(assignment.expression(1)));
        } catch (UnreadableSelectException onlyTheNodeCanTell) {
            return Optional.empty();
        }
    }

    private static Optional<Identifier> baseColumn(CqlParser.ExpressionContext expression) {
        if (expression instanceof CqlParser.ColumnExpressionContext column) {
            return Optional.of(Names.of(column.identifier()));
        }
        if (expression instanceof CqlParser.ElementExpressionContext element) {
            return baseColumn(element.expression());
        }
        if (expression instanceof CqlParser.FieldExpressionContext field) {
            return baseColumn(field.expression());
        }
        return Optional.empty();
    }
}
