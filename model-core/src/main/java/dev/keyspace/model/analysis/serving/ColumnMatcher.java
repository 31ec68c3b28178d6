package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import java.util.Optional;

/**
 * Finds the column of an existing table that holds an attribute: the name {@link ColumnNaming} would give it
 * with its owner's prefix, else the conventions the query validator uses (owner name or initials as prefix,
 * then the bare name).
 */
public final class ColumnMatcher {

    private final OwnerNames owners;

    public ColumnMatcher(ConceptualModel conceptual) {
        this(OwnerNames.scanning(conceptual));
    }

    ColumnMatcher(OwnerNames owners) {
        this.owners = owners;
    }

    /** {@code Hotel.id}, or the owner's id when the conceptual model no longer has it. */
    public String describe(AttributeRef ref) {
        return ownerName(ref).orElse(ref.owner().value()) + "." + ref.attribute();
    }

    private Optional<String> ownerName(AttributeRef ref) {
        return owners.nameOf(ref.owner());
    }

    public Optional<Column> column(AttributeRef ref, Table table) {
        Optional<String> owner = ownerName(ref);
        Optional<Column> linked =
                owners.linkedColumn(table.id(), ref.owner(), ref.attribute()).flatMap(table::column);
        if (linked.isPresent()) {
            return linked;
        }
        if (owner.isPresent()) {
            String attribute = ColumnNames.snakeCase(ref.attribute());
            String prefix = ColumnNames.ownerPrefix(owner.get()) + "_";
            String prefixed = attribute.startsWith(prefix) ? attribute : prefix + attribute;
            Optional<Column> column = table.column(prefixed);
            if (column.isPresent()) {
                return column;
            }
        }
        return AccessPatternQueries.matchColumn(owners, ref, table);
    }
}
