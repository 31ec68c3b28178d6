package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Identifier;

/** Builds the dotted element paths of {@link Problem}, each part in CQL spelling (quoted only when it must be). */
final class ElementPaths {

    private ElementPaths() {}

    /** A table's or a view's path: every check of a table makes one, so no builder and no array. */
    static String of(Identifier keyspace, Identifier element) {
        return Identifier.qualified(keyspace, element);
    }

    static String of(Identifier... parts) {
        StringBuilder path = new StringBuilder(parts[0].asCql());
        for (int i = 1; i < parts.length; i++) {
            path.append('.').append(parts[i].asCql());
        }
        return path.toString();
    }
}
