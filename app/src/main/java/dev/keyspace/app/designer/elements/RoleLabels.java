package dev.keyspace.app.designer.elements;

import dev.keyspace.model.edit.ColumnRole;

/** How the roles read in menus and on the toolbar: the Chebotko marker and a word. */
public final class RoleLabels {

    private RoleLabels() {}

    public static String marker(ColumnRole role) {
        return switch (role) {
            case PARTITION_KEY -> "K";
            case CLUSTERING_ASC -> "C↑";
            case CLUSTERING_DESC -> "C↓";
            case STATIC -> "S";
            case REGULAR -> "—";
        };
    }

    public static String of(ColumnRole role) {
        return marker(role) + "  " + role.description().replaceFirst("^an? ", "");
    }

    /** The short id and the Alt+ shortcut letter: k, a, d, s, r. */
    public static String key(ColumnRole role) {
        return switch (role) {
            case PARTITION_KEY -> "k";
            case CLUSTERING_ASC -> "a";
            case CLUSTERING_DESC -> "d";
            case STATIC -> "s";
            case REGULAR -> "r";
        };
    }
}
