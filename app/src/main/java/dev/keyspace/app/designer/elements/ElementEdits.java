package dev.keyspace.app.designer.elements;

import dev.keyspace.analysis.mapping.ColumnRename;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.EntityEdit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.RelationshipEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.schema.Identifier;

/** The catalogue edit that renames or removes an element of any kind. */
public final class ElementEdits {

    private ElementEdits() {}

    /** The rename to what the user typed; schema names are read as CQL ({@code "Mixed"} keeps its case). */
    public static Edit rename(Project project, Element element, String typed) {
        String text = typed.strip();
        if (element instanceof Element.OfEntity e) {
            return new EntityEdit.Rename(e.id(), e.entity().name(), text);
        }
        if (element instanceof Element.OfRelationship r) {
            return new RelationshipEdit.Rename(r.id(), r.relationship().name(), text);
        }
        if (element instanceof Element.OfAttribute a) {
            return new AttributeEdit.Rename(a.owner(), a.attribute().name(), text);
        }
        if (element instanceof Element.OfQuery q) {
            return new QueryEdit.Relabel(q.id(), q.query().label(), text);
        }
        if (element instanceof Element.OfTask t) {
            return new WorkflowEdit.RenameTask(t.id(), t.task().name(), text);
        }
        if (element instanceof Element.OfTransition) {
            throw new EditRejectedException(Transitions.NO_NAME);
        }
        if (element instanceof Element.OfKeyspace k) {
            return new KeyspaceEdit.Rename(k.keyspace().name(), cql(text));
        }
        if (element instanceof Element.OfTable t) {
            return new TableEdit.Rename(t.id(), t.ref().table().name(), cql(text));
        }
        if (element instanceof Element.OfColumn c) {
            return ColumnRename.keepingAttributes(
                    project, c.table().table().id(), c.column().name(), cql(text));
        }
        if (element instanceof Element.OfType t) {
            return new TypeEdit.Rename(t.keyspace().name(), t.type().name(), cql(text));
        }
        if (element instanceof Element.OfField f) {
            return new TypeEdit.RenameField(
                    f.keyspace().name(), f.type().name(), f.field().name(), cql(text));
        }
        if (element instanceof Element.OfIndex i) {
            return new IndexEdit.Rename(i.keyspace().name(), i.index().name(), cql(text));
        }
        if (element instanceof Element.OfView v) {
            return new ViewEdit.Rename(v.id(), v.ref().view().name(), cql(text));
        }
        throw new IllegalArgumentException("cannot rename " + element);
    }

    public static Edit remove(Element element) {
        if (element instanceof Element.OfEntity e) {
            return new EntityEdit.Remove(e.id(), e.name());
        }
        if (element instanceof Element.OfRelationship r) {
            return new RelationshipEdit.Remove(r.id(), r.name());
        }
        if (element instanceof Element.OfAttribute a) {
            return new AttributeEdit.Remove(a.owner(), a.name());
        }
        if (element instanceof Element.OfQuery q) {
            return new QueryEdit.Remove(q.id(), q.name());
        }
        if (element instanceof Element.OfTask t) {
            return new WorkflowEdit.RemoveTask(t.id(), t.name());
        }
        if (element instanceof Element.OfTransition t) {
            return new WorkflowEdit.RemoveTransition(t.id());
        }
        if (element instanceof Element.OfKeyspace k) {
            return new KeyspaceEdit.Remove(k.keyspace().name());
        }
        if (element instanceof Element.OfTable t) {
            return new TableEdit.Remove(t.id(), t.ref().table().name());
        }
        if (element instanceof Element.OfColumn c) {
            return new ColumnEdit.Remove(c.table().table().id(), c.column().name());
        }
        if (element instanceof Element.OfType t) {
            return new TypeEdit.Remove(t.keyspace().name(), t.type().name());
        }
        if (element instanceof Element.OfField f) {
            return new TypeEdit.RemoveField(
                    f.keyspace().name(), f.type().name(), f.field().name());
        }
        if (element instanceof Element.OfIndex i) {
            return new IndexEdit.Remove(i.keyspace().name(), i.index().name());
        }
        if (element instanceof Element.OfView v) {
            return new ViewEdit.Remove(v.id(), v.ref().view().name());
        }
        throw new IllegalArgumentException("cannot remove " + element);
    }

    /** A CQL name as typed; a blank or malformed one is a user error, not a crash. */
    public static Identifier cql(String text) {
        if (text.isBlank()) {
            throw new EditRejectedException("a name cannot be empty");
        }
        try {
            return Identifier.fromCql(text);
        } catch (IllegalArgumentException e) {
            throw new EditRejectedException("'" + text + "' is not a valid name: " + e.getMessage());
        }
    }
}
