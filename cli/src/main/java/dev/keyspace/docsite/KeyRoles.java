package dev.keyspace.docsite;

import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.schema.Column;

/** A column's key role as the designer's diagrams mark it (Chebotko's notation): K, C↑, C↓, S, or nothing. */
final class KeyRoles {

    private KeyRoles() {}

    static String marker(Column column) {
        return switch (ColumnRole.of(column)) {
            case PARTITION_KEY -> "K";
            case CLUSTERING_ASC -> "C↑";
            case CLUSTERING_DESC -> "C↓";
            case STATIC -> "S";
            case REGULAR -> "";
        };
    }

    /** "partition key", for the legend and for screen readers. */
    static String words(Column column) {
        return ColumnRole.of(column)
                .description()
                .replaceFirst("^an? ", "")
                .replace(" column", "")
                .replace('-', ' ');
    }
}
