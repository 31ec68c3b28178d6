package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;

/**
 * The edits that turn a project's schema into the schema of a CQL text (the CQL pane's, an imported file's),
 * as one undoable step (ADR 0020). Every element the text keeps keeps its identity: a table or view its id,
 * and so its sizing assumptions, the queries it serves, its layout and its suppressions. The steps, each made
 * by the model's own edits with their cascades:
 *
 * <ol>
 *   <li>renames ({@link SchemaRenames}): an element whose name is gone is the element of a new name that has
 *       exactly its shape (everything but name and id), when no other gone or new element shares that shape;
 *   <li>removals ({@link SchemaRemovals}) of what the text no longer holds;
 *   <li>additions and changes ({@link SchemaAdditions}, {@link TableAlterations});
 *   <li>the text's order ({@link ReorderSchemaEdit}).
 * </ol>
 *
 * <p>A rename that also changes the element (a table renamed with a column added) is not recognised: the old
 * element is removed and the new one added, as Cassandra would do it. Functions and aggregates have no rename
 * (Cassandra has none); they carry nothing that a removal would lose.
 */
public final class SchemaReconciliation {

    private SchemaReconciliation() {}

    /**
     * The edits, in order, that make {@code current}'s keyspaces those of {@code wanted} (read from the text).
     *
     * @throws EditRejectedException when the model refuses one of them (a type still used by a table the text
     *     leaves in another keyspace)
     */
    public static CompositeEdit plan(String label, Project current, List<Keyspace> wanted) {
        PlanSteps steps = new PlanSteps(current);
        SchemaRenames.apply(steps, wanted);
        SchemaRemovals.apply(steps, wanted);
        SchemaAdditions.apply(steps, wanted);
        ReorderSchemaEdit order = new ReorderSchemaEdit("Order the schema as the text does", wanted);
        if (!order.apply(steps.project()).keyspaces().equals(steps.project().keyspaces())) {
            steps.apply(order);
        }
        return new CompositeEdit(label, steps.edits());
    }
}
