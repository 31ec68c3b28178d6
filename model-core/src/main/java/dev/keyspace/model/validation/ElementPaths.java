package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Identifier;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Builds the dotted element paths of {@link Problem}, each part in CQL spelling (quoted only when it must be). */
final class ElementPaths {

    private ElementPaths() {}

    static String of(Identifier... parts) {
        return Arrays.stream(parts).map(Identifier::asCql).collect(Collectors.joining("."));
    }
}
