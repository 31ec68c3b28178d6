package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.HeldAttributes;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnLinkEdit;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;

/**
 * A column rename that keeps the column holding its attributes: the rename, then a link from each attribute the
 * column held to its new name (one history entry). Without the links, the naming conventions that match queries
 * to columns would no longer find the column, and its queries would read as not served.
 */
public final class ColumnRename {

    private ColumnRename() {}

    public static Edit keepingAttributes(Project project, ElementId table, Identifier from, Identifier to) {
        Edit rename = new ColumnEdit.Rename(table, from, to);
        List<ColumnLink> links = project.table(table)
                .map(ref -> HeldAttributes.relinked(project.conceptual(), ref.table(), from, to))
                .orElse(List.of());
        return links.isEmpty() || from.equals(to)
                ? rename
                : CompositeEdit.of(rename.label(), rename, new ColumnLinkEdit(links));
    }
}
