package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The attributes a column holds, found as query matching finds them (a recorded link, else the naming
 * conventions); what a rename must link to the new name so that the column keeps holding them.
 */
public final class HeldAttributes {

    private HeldAttributes() {}

    /** Links from each attribute {@code column} of {@code table} holds to the column's new name. */
    public static List<ColumnLink> relinked(ConceptualModel conceptual, Table table, Identifier column, Identifier to) {
        ColumnMatcher matcher = new ColumnMatcher(conceptual);
        List<ColumnLink> links = new ArrayList<>();
        for (AttributeRef ref : attributes(conceptual)) {
            boolean held = matcher.column(ref, table)
                    .filter(c -> c.name().equals(column))
                    .isPresent();
            if (held) {
                links.add(new ColumnLink(table.id(), to.internal(), ref.owner(), ref.attribute()));
            }
        }
        return List.copyOf(links);
    }

    private static List<AttributeRef> attributes(ConceptualModel conceptual) {
        List<AttributeRef> refs = new ArrayList<>();
        conceptual.entities().forEach(e -> add(refs, e.id(), e.attributes()));
        conceptual.relationships().forEach(r -> add(refs, r.id(), r.attributes()));
        return refs;
    }

    private static void add(List<AttributeRef> refs, ElementId owner, List<Attribute> attributes) {
        attributes.forEach(a -> refs.add(new AttributeRef(owner, a.name())));
    }
}
