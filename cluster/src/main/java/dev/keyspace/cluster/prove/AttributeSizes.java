package dev.keyspace.cluster.prove;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The attribute each column of a project's tables holds ({@link ColumnAttributes}), and the one size the values
 * of an attribute take in every table (else one hotel's key would read differently in two tables): the size the
 * first table to set one for a column holding it sets.
 */
final class AttributeSizes {

    /** A column size a table sets for an attribute: the bytes, and the column that sets them. */
    private record SetSize(int bytes, String setBy) {}

    private final Map<ElementId, Map<Identifier, AttributeRef>> held = new HashMap<>();
    private final Map<AttributeRef, SetSize> sizes = new HashMap<>();

    private AttributeSizes() {}

    static AttributeSizes of(Project project) {
        AttributeSizes found = new AttributeSizes();
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(project.conceptual()));
        for (TableRef ref : project.allTables()) {
            Map<Identifier, AttributeRef> columns = ColumnAttributes.of(project, matcher, ref.table());
            found.held.put(ref.table().id(), columns);
            Map<String, Integer> own = project.sizingOf(ref.table().id()).averageColumnBytes();
            for (Column column : ref.table().columns()) {
                AttributeRef attribute = columns.get(column.name());
                Integer bytes = own.get(column.name().internal());
                if (attribute != null && bytes != null) {
                    found.sizes.putIfAbsent(attribute, new SetSize(bytes, ref.qualifiedName(column)));
                }
            }
        }
        return found;
    }

    /** The attribute each column of a table holds, by column name (columns no attribute matches are left out). */
    Map<Identifier, AttributeRef> held(TableRef ref) {
        return held.getOrDefault(ref.table().id(), Map.of());
    }

    /**
     * A table's assumptions with the column sizes its values are written with; each size that differs from the
     * table's own adds a note to {@code notes}.
     */
    SizingAssumptions written(TableRef ref, SizingAssumptions assumptions, List<String> notes) {
        SizingAssumptions written = assumptions;
        Map<Identifier, AttributeRef> columns = held(ref);
        for (Column column : ref.table().columns()) {
            AttributeRef attribute = columns.get(column.name());
            SetSize size = attribute == null ? null : sizes.get(attribute);
            String name = column.name().internal();
            if (size != null && !written.averageBytes(name).equals(Optional.of(size.bytes()))) {
                notes.add(ref.qualifiedName(column) + ": written " + size.bytes()
                        + " bytes long, as " + size.setBy() + " (the same attribute has the same values in every"
                        + " table), and compared with the estimate for that size");
                written = written.withColumnBytes(name, Optional.of(size.bytes()));
            }
        }
        return written;
    }
}
