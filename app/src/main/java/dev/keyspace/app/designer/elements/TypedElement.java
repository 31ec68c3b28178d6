package dev.keyspace.app.designer.elements;

import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import java.util.Optional;

/**
 * An element that has a CQL type (a table's column, a user type's field): its type, the keyspace whose user
 * types it may use, and the edit that changes it, the same from the inspector, the column grid and the diagram.
 */
public record TypedElement(CqlType type, Keyspace keyspace, Element element) {

    public static Optional<TypedElement> of(Element element) {
        if (element instanceof Element.OfColumn c) {
            return Optional.of(new TypedElement(c.column().type(), c.table().keyspace(), element));
        }
        if (element instanceof Element.OfField f) {
            return Optional.of(new TypedElement(f.field().type(), f.keyspace(), element));
        }
        return Optional.empty();
    }

    public Edit change(CqlType to) {
        if (element instanceof Element.OfColumn c) {
            return new ColumnEdit.ChangeType(c.table().table().id(), c.column().name(), to);
        }
        Element.OfField f = (Element.OfField) element;
        return new TypeEdit.ChangeFieldType(
                f.keyspace().name(), f.type().name(), f.field().name(), to);
    }
}
