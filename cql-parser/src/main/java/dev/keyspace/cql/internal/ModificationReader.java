package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ModificationValidator;
import dev.keyspace.model.analysis.restrictions.Relation;
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

    static Optional<String> refusal(
            ModificationValidator.Kind kind,
            CqlParser.QualifiedNameContext name,
            List<CqlParser.ExpressionContext> columns,
            CqlParser.WhereClauseContext where,
            Project project,
            Optional<Identifier> current)
            throws SchemaProblem {
        QualifiedName qualified = Names.of(name);
        Table table = DmlChecks.table(qualified, project, current);
        List<Identifier> modified = new ArrayList<>();
        for (CqlParser.ExpressionContext column : columns) {
            Optional<Identifier> base = baseColumn(column);
            if (base.isEmpty()) {
                return Optional.empty();
            }
            modified.add(base.get());
        }
        List<Relation> relations = new ArrayList<>();
        where.relation().forEach(r -> relations.add(RelationBuilder.relation(r)));
        String qualifiedTable = Scope.keyspaceOf(qualified, current).internal() + "."
                + table.name().internal();
        return ModificationValidator.refusal(kind, table, qualifiedTable, modified, relations);
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
