package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** The recorded column-to-attribute links follow a renamed column and go with a dropped column or table. */
final class ColumnLinks {

    private ColumnLinks() {}

    static Project rename(Project project, ElementId table, Identifier from, Identifier to) {
        return map(
                project,
                l -> l.table().equals(table) && l.column().equals(from.internal())
                        ? new ColumnLink(table, to.internal(), l.owner(), l.attribute())
                        : l);
    }

    static Project forgetColumn(Project project, ElementId table, Identifier column) {
        return keep(project, l -> !(l.table().equals(table) && l.column().equals(column.internal())));
    }

    static Project forgetTables(Project project, Collection<ElementId> tables) {
        return keep(project, l -> !tables.contains(l.table()));
    }

    private static Project keep(Project project, Predicate<ColumnLink> kept) {
        ConceptualModel conceptual = project.conceptual();
        List<ColumnLink> links = conceptual.columnLinks().stream().filter(kept).toList();
        return links.size() == conceptual.columnLinks().size()
                ? project
                : project.withConceptual(conceptual.withColumnLinks(links));
    }

    private static Project map(Project project, UnaryOperator<ColumnLink> change) {
        ConceptualModel conceptual = project.conceptual();
        List<ColumnLink> links = conceptual.columnLinks().stream().map(change).toList();
        return links.equals(conceptual.columnLinks())
                ? project
                : project.withConceptual(conceptual.withColumnLinks(links));
    }
}
