package dev.keyspace.model.edit;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps key positions dense: after any change the partition-key columns are numbered 0..n-1 and so are the
 * clustering columns, in their previous order (ties broken by declaration order).
 */
final class KeyPositions {

    private KeyPositions() {}

    /** The columns with their key positions renumbered 0..n-1 per key kind. */
    static List<Column> renumber(List<Column> columns) {
        if (isDenseInOrder(columns)) {
            return columns; // what the importer and most edits hand over: nothing to renumber
        }
        return reposition(columns, keyOrder(columns, null), null, null, null);
    }

    /** True when each key kind's positions already run 0, 1, 2, ... in declaration order. */
    private static boolean isDenseInOrder(List<Column> columns) {
        int partition = 0;
        int clustering = 0;
        for (Column c : columns) {
            if (c.kind() == ColumnKind.PARTITION_KEY) {
                if (c.position() != partition++) {
                    return false;
                }
            } else if (c.kind() == ColumnKind.CLUSTERING && c.position() != clustering++) {
                return false;
            }
        }
        return true;
    }

    /**
     * The columns with {@code name} given this kind and order; as a key column it takes {@code position} in its
     * kind's key order (clamped to the end), and the other key columns close up or make room around it.
     */
    static List<Column> place(
            List<Column> columns, Identifier name, ColumnKind kind, ClusteringOrder order, int position) {
        Map<ColumnKind, List<Identifier>> keys = keyOrder(columns, name);
        if (kind.isPrimaryKey()) {
            List<Identifier> target = keys.get(kind);
            target.add(Math.max(0, Math.min(position, target.size())), name);
        }
        return reposition(columns, keys, name, kind, order);
    }

    /** The column's index in its kind's key order, or 0 for a column outside the primary key. */
    static int indexInKey(List<Column> columns, Column column) {
        if (!column.isPrimaryKey()) {
            return 0;
        }
        return keyOrder(columns, null).get(column.kind()).indexOf(column.name());
    }

    private static List<Column> reposition(
            List<Column> columns,
            Map<ColumnKind, List<Identifier>> keys,
            Identifier moved,
            ColumnKind kind,
            ClusteringOrder order) {
        return columns.stream()
                .map(c -> {
                    if (c.name().equals(moved)) {
                        int at = kind.isPrimaryKey() ? keys.get(kind).indexOf(moved) : 0;
                        return c.withKind(kind, at, order);
                    }
                    return c.isPrimaryKey() ? c.withPosition(keys.get(c.kind()).indexOf(c.name())) : c;
                })
                .toList();
    }

    /** Per key kind, the names of its columns in key order, leaving out {@code excluded}. */
    private static Map<ColumnKind, List<Identifier>> keyOrder(List<Column> columns, Identifier excluded) {
        Map<ColumnKind, List<Identifier>> keys = new EnumMap<>(ColumnKind.class);
        for (ColumnKind kind : List.of(ColumnKind.PARTITION_KEY, ColumnKind.CLUSTERING)) {
            List<Column> ofKind = new ArrayList<>();
            for (Column c : columns) {
                if (c.kind() == kind && !c.name().equals(excluded)) {
                    ofKind.add(c);
                }
            }
            // a stable sort keeps declaration order between equal positions
            ofKind.sort(Comparator.comparingInt(Column::position));
            keys.put(kind, new ArrayList<>(ofKind.stream().map(Column::name).toList()));
        }
        return keys;
    }
}
