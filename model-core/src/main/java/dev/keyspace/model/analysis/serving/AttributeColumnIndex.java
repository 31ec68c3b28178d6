package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.Arrays;
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

    private static final int[] NONE = new int[0];

    private final ColumnMatcher matcher;
    private final List<AttributeRef> attributes = new ArrayList<>();
    private final List<ColumnMatcher.Names> names = new ArrayList<>();
    private final Map<String, Positions> bySpecificName;
    private final Map<String, int[]> byBareName = new HashMap<>();
    private final Map<ElementId, List<Integer>> linkedByTable = new HashMap<>();
    private final Map<AttributeRef, Integer> positions;

    public AttributeColumnIndex(List<AttributeRef> attributes, ColumnMatcher matcher, ConceptualModel conceptual) {
        this.matcher = matcher;
        // sized for the model up front: tens of thousands of names, which growing maps would rehash many times
        positions = new HashMap<>(capacity(attributes.size()));
        bySpecificName = new HashMap<>(capacity(attributes.size() * 3));
        Map<String, Positions> bare = new HashMap<>();
        for (AttributeRef ref : attributes) {
            int position = this.attributes.size();
            if (positions.putIfAbsent(ref, position) != null) {
                continue;
            }
            ColumnMatcher.Names refNames = matcher.namesOf(ref);
            this.attributes.add(ref);
            names.add(refNames);
            List<String> folded = refNames.foldedConventions();
            // the conventions end with the bare name; the names before it, and the generated one, say the owner
            bare.computeIfAbsent(folded.get(folded.size() - 1), k -> new Positions())
                    .add(position);
            for (int i = 0; i < folded.size() - 1; i++) {
                bySpecificName
                        .computeIfAbsent(folded.get(i), k -> new Positions())
                        .add(position);
            }
            refNames.generated().ifPresent(generated -> bySpecificName
                    .computeIfAbsent(Identifier.foldCase(generated), k -> new Positions())
                    .add(position));
        }
        bare.forEach((name, list) -> byBareName.put(name, list.toArray()));
        for (ColumnLink link : conceptual.columnLinks()) {
            Integer position = positions.get(new AttributeRef(link.owner(), link.attribute()));
            if (position != null) {
                linkedByTable
                        .computeIfAbsent(link.table(), k -> new ArrayList<>())
                        .add(position);
            }
        }
    }

    /**
     * What the matcher finds in one table: the attributes whose owner-specific names name a column of it, each
     * with the column the matcher gives; and, per column, the positions of the attributes found by their bare name
     * alone (on a large model many owners share a bare name, so these are kept as positions, not as a map).
     */
    public record Matches(Map<AttributeRef, Column> specific, Map<Column, int[]> bareOnly, List<AttributeRef> index) {

        /** Every match as one map, attribute to column. */
        public Map<AttributeRef, Column> asMap() {
            Map<AttributeRef, Column> all = new LinkedHashMap<>(specific);
            bareOnly.forEach((column, positions) -> {
                for (int position : positions) {
                    all.put(index.get(position), column);
                }
            });
            return all;
        }
    }

    public Matches matches(Table table) {
        Map<String, Column> byFoldedName = new LinkedHashMap<>();
        BitSet specific = new BitSet(); // grows only as far as a set position: most tables set none
        for (Column column : table.columns()) {
            String name = Identifier.foldCase(column.name().internal());
            byFoldedName.putIfAbsent(name, column);
            Positions named = bySpecificName.get(name);
            if (named != null) {
                named.setIn(specific);
            }
        }
        linkedByTable.getOrDefault(table.id(), List.of()).forEach(specific::set);
        Map<AttributeRef, Column> specificMatches = new LinkedHashMap<>();
        for (int i = specific.nextSetBit(0); i >= 0; i = specific.nextSetBit(i + 1)) {
            AttributeRef attribute = attributes.get(i);
            matcher.column(attribute, names.get(i), table).ifPresent(column -> specificMatches.put(attribute, column));
        }
        Map<Column, int[]> bareOnly = new LinkedHashMap<>();
        byFoldedName.forEach((name, column) -> {
            int[] positions = without(byBareName.getOrDefault(name, NONE), specific);
            if (positions.length > 0) {
                bareOnly.put(column, positions);
            }
        });
        return new Matches(specificMatches, bareOnly, attributes);
    }

    /**
     * {@code positions} less those in {@code left}; the very array when none is (the common case on a large model,
     * where a bare name is shared by hundreds of owners: no copy per table). Position arrays are never written to.
     */
    private static int[] without(int[] positions, BitSet left) {
        int kept = 0;
        for (int position : positions) {
            if (!left.get(position)) {
                kept++;
            }
        }
        if (kept == positions.length) {
            return positions;
        }
        int[] remaining = new int[kept];
        int next = 0;
        for (int position : positions) {
            if (!left.get(position)) {
                remaining[next++] = position;
            }
        }
        return remaining;
    }

    /** The attribute at {@code position}, as {@link Matches#bareOnly} names them. */
    public AttributeRef attribute(int position) {
        return attributes.get(position);
    }

    /** The position of an indexed attribute, or -1. */
    public int position(AttributeRef ref) {
        return positions.getOrDefault(ref, -1);
    }

    public int size() {
        return attributes.size();
    }

    private static int capacity(int entries) {
        return Math.max(16, (int) (entries / 0.75f) + 1);
    }

    /**
     * The positions of the attributes that take one name, in increasing order, each once (an attribute whose
     * names fold alike adds its position once). Most names are one attribute's; a bare name can be hundreds'.
     */
    private static final class Positions {
        private int[] items = new int[1];
        private int size;

        void add(int position) {
            if (size > 0 && items[size - 1] == position) {
                return;
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = position;
        }

        void setIn(BitSet bits) {
            for (int i = 0; i < size; i++) {
                bits.set(items[i]);
            }
        }

        int[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }
}
