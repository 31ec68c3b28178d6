package dev.keyspace.app.views;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Chebotko notation of a column, as method.md section 3 defines it: K, C↑, C↓, S for the column's
 * role, IDX when an index covers it, ++ for counters, [ ] { } &lt; &gt; for list, set and map, * for a UDT
 * and ( ) for a tuple. A view of the model: nothing here changes it.
 */
public final class ChebotkoMarkers {

    private ChebotkoMarkers() {}

    /** The markers of a column in display order: role first, then IDX, then the type glyph. */
    public static String of(Column column, boolean indexed) {
        List<String> markers = new ArrayList<>();
        roleMarker(column).ifPresent(markers::add);
        if (indexed) {
            markers.add("IDX");
        }
        typeMarker(column.type()).ifPresent(markers::add);
        return String.join(" ", markers);
    }

    static Optional<String> roleMarker(Column column) {
        if (column.kind() == ColumnKind.PARTITION_KEY) {
            return Optional.of("K");
        }
        if (column.kind() == ColumnKind.CLUSTERING) {
            return Optional.of(column.order() == ClusteringOrder.ASC ? "C↑" : "C↓");
        }
        if (column.kind() == ColumnKind.STATIC) {
            return Optional.of("S");
        }
        return Optional.empty();
    }

    /** The glyph of a type: the outermost structure decides (a list of UDTs is a list). */
    public static Optional<String> typeMarker(CqlType type) {
        if (type.isCounter()) {
            return Optional.of("++");
        }
        if (type instanceof CqlType.ListType) {
            return Optional.of("[ ]");
        }
        if (type instanceof CqlType.SetType) {
            return Optional.of("{ }");
        }
        if (type instanceof CqlType.MapType) {
            return Optional.of("< >");
        }
        if (type instanceof CqlType.UserTypeRef) {
            return Optional.of("*");
        }
        if (type instanceof CqlType.TupleType) {
            return Optional.of("( )");
        }
        return Optional.empty();
    }
}
