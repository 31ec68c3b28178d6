package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import dev.keyspace.model.schema.Keyspace;
import java.util.Optional;

/**
 * A CQL type as typed in a type field or cell: read with {@link CqlTypeSyntax}, and refused, with a sentence
 * saying why, when it is no CQL type or names a user type the keyspace does not define.
 */
public final class TypeText {

    private TypeText() {}

    public static CqlType read(String text, Keyspace keyspace) throws InvalidText {
        CqlType type;
        try {
            type = CqlTypeSyntax.parse(text);
        } catch (CqlTypeSyntaxException e) {
            throw new InvalidText("Not a CQL type: " + e.problem() + " (character " + (e.offset() + 1) + ")");
        }
        for (CqlType.UserTypeRef used : type.userTypes()) {
            boolean here = used.keyspace().map(keyspace.name()::equals).orElse(true);
            if (here && keyspace.types().stream().noneMatch(t -> t.name().equals(used.name()))) {
                throw new InvalidText("Keyspace " + keyspace.name().asCql() + " has no user type "
                        + used.name().asCql());
            }
        }
        return type;
    }

    /** Why the text is not a type of this keyspace, if it is not. */
    public static Optional<String> problem(String text, Keyspace keyspace) {
        try {
            read(text, keyspace);
            return Optional.empty();
        } catch (InvalidText e) {
            return Optional.of(e.getMessage());
        }
    }
}
