package dev.keyspace.app.export;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.app.views.spec.TypeRef;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;

/**
 * The name a person (or a link) knows a diagram node by: a table, view or type by its qualified CQL name ({@code
 * ks.t}), a keyspace by its CQL name, a query by its label, an entity, relationship or task by its name.
 */
final class DiagramElementNames {

    /** The workflow's start marker, which stands for no element of its own. */
    static final String START = "start";

    private DiagramElementNames() {}

    static String of(SpecNode node) {
        Object element = node.element();
        if (element instanceof TableRef table) {
            return table.qualifiedName();
        }
        if (element instanceof ViewRef view) {
            return view.qualifiedName();
        }
        if (element instanceof TypeRef type) {
            return Identifier.qualified(type.keyspace().name(), type.type().name());
        }
        if (element instanceof Keyspace keyspace) {
            return keyspace.name().asCql();
        }
        if (element instanceof Query query) {
            return query.label();
        }
        if (element instanceof Entity entity) {
            return entity.name();
        }
        if (element instanceof Relationship relationship) {
            return relationship.name();
        }
        if (element instanceof Task task) {
            return task.name();
        }
        return START;
    }
}
