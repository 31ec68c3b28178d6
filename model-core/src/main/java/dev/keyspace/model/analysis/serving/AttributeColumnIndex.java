package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The attributes of a model indexed by the column names a {@link ColumnMatcher} looks for them under, so that
 * matching every attribute against a table costs the table's columns and the attributes that share their names,
 * not the whole model. An attribute whose owner-specific names (recorded link, generated name, owner or initials
 * prefix) name no column of the table can only be found by its bare name, so it is matched by a lookup; the others
 * go through the matcher. Names are folded as {@link String#equalsIgnoreCase} compares their characters.
 */
public final class AttributeColumnIndex {

    private final ColumnMatcher matcher;
    private final List<AttributeRef> attributes = new ArrayList<>();
    private final List<ColumnMatcher.Names> names = new ArrayList<>();
    private final List<String> bareNames = new ArrayList<>();
    private final Map<String, List<Integer>> bySpecificName = new HashMap<>();
    private final Map<String, List<Integer>> byBareName = new HashMap<>();
    private final Map<ElementId, List<Integer>> linkedByTable = new HashMap<>();

    public AttributeColumnIndex(List<AttributeRef> attributes, ColumnMatcher matcher, ConceptualModel conceptual) {
        this.matcher = matcher;
        Map<AttributeRef, Integer> positions = new HashMap<>();
        for (AttributeRef ref : attributes) {
            if (positions.putIfAbsent(ref, this.attributes.size()) != null) {
                continue;
            }
            int position = this.attributes.size();
            ColumnMatcher.Names refNames = matcher.names(ref);
            this.attributes.add(ref);
            names.add(refNames);
            List<String> conventions = refNames.conventions();
            // the conventions end with the bare name; the names before it say the owner
            String bare = fold(conventions.get(conventions.size() - 1));
            bareNames.add(bare);
            byBareName.computeIfAbsent(bare, k -> new ArrayList<>()).add(position);
            List<String> specific = new ArrayList<>(conventions.subList(0, conventions.size() - 1));
            refNames.generated().ifPresent(specific::add);
            specific.stream().map(AttributeColumnIndex::fold).distinct().forEach(name -> bySpecificName
                    .computeIfAbsent(name, k -> new ArrayList<>())
                    .add(position));
        }
        for (ColumnLink link : conceptual.columnLinks()) {
            Integer position = positions.get(new AttributeRef(link.owner(), link.attribute()));
            if (position != null) {
                linkedByTable
                        .computeIfAbsent(link.table(), k -> new ArrayList<>())
                        .add(position);
            }
        }
    }

    /** Every indexed attribute the matcher finds a column of {@code table} for, with that column. */
    public Map<AttributeRef, Column> matches(Table table) {
        Map<String, Column> byFoldedName = new HashMap<>();
        BitSet specific = new BitSet(attributes.size());
        for (Column column : table.columns()) {
            String name = fold(column.name().internal());
            byFoldedName.putIfAbsent(name, column);
            bySpecificName.getOrDefault(name, List.of()).forEach(specific::set);
        }
        linkedByTable.getOrDefault(table.id(), List.of()).forEach(specific::set);
        Map<AttributeRef, Column> matches = new LinkedHashMap<>();
        specific.stream().forEach(i -> matcher.column(attributes.get(i), names.get(i), table)
                .ifPresent(column -> matches.put(attributes.get(i), column)));
        byFoldedName.forEach((name, column) -> {
            for (int i : byBareName.getOrDefault(name, List.of())) {
                if (!specific.get(i)) {
                    matches.put(attributes.get(i), column);
                }
            }
        });
        return matches;
    }

    private static String fold(String name) {
        StringBuilder folded = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            folded.append(Character.toLowerCase(Character.toUpperCase(name.charAt(i))));
        }
        return folded.toString();
    }
}
