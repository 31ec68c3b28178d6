package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ColumnLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Records which column of a table holds an attribute, replacing what was recorded for that attribute in that
 * table. A column rename in the designer adds these for the attributes the column held, so its queries stay served.
 */
public record ColumnLinkEdit(List<ColumnLink> links) implements Edit {

    public ColumnLinkEdit {
        links = List.copyOf(Objects.requireNonNull(links, "links"));
    }

    @Override
    public String label() {
        return "Link columns to attributes";
    }

    @Override
    public Project apply(Project project) {
        List<ColumnLink> all = new ArrayList<>(project.conceptual().columnLinks());
        for (ColumnLink link : links) {
            Lookup.table(project, link.table());
            all.removeIf(l -> l.holds(link.table(), link.owner(), link.attribute()));
            all.add(link);
        }
        return project.withConceptual(project.conceptual().withColumnLinks(all));
    }
}
