package dev.keyspace.model.io;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;

/** Reads the small values that many records share: element ids, CQL identifiers and CQL type text. */
final class IdCodec {

    private IdCodec() {}

    static ElementId elementId(JsonCursor cursor) {
        String text = cursor.asString();
        return cursor.build(() -> ElementId.of(text));
    }

    static ElementId elementId(JsonCursor object, String field) {
        return elementId(object.field(field));
    }

    /** A CQL name in its internal, case-exact form (no quotes). */
    static Identifier identifier(JsonCursor cursor) {
        String text = cursor.asString();
        return cursor.build(() -> Identifier.of(text));
    }

    static Identifier identifier(JsonCursor object, String field) {
        return identifier(object.field(field));
    }

    static CqlType type(JsonCursor object, String field) {
        return type(object.field(field));
    }

    /** A CQL type written as text. */
    static CqlType type(JsonCursor cursor) {
        String text = cursor.asString();
        try {
            return CqlTypeSyntax.parse(text);
        } catch (CqlTypeSyntax.CqlTypeSyntaxException e) {
            throw cursor.problem("not a valid CQL type: " + e.getMessage());
        }
    }
}
