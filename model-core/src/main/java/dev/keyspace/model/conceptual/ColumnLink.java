package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.Objects;

/**
 * The column of a table that holds an attribute, recorded when a rename moves the column away from the name the
 * naming conventions would find it by. Matching a query to its table reads these links first, so renaming a
 * column keeps the query served.
 */
public record ColumnLink(ElementId table, String column, ElementId owner, String attribute) {

    public ColumnLink {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(attribute, "attribute");
    }

    public boolean holds(ElementId tableId, ElementId attributeOwner, String attributeName) {
        return table.equals(tableId) && owner.equals(attributeOwner) && attribute.equals(attributeName);
    }
}
