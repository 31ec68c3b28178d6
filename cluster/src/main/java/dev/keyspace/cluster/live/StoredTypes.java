package dev.keyspace.cluster.live;

import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a type as Cassandra 5.0 writes it into {@code system_schema} ({@code CQL3Type.toString}): {@code
 * frozen<address>}, {@code map<text, frozen<list<int>>>}, {@code vector<float, 3>}, {@code 'a.Custom'}. User
 * type names are quoted only when Cassandra's reserved words require it, so a type named {@code int} is
 * written {@code frozen<int>}; since only a user type can be frozen there, a frozen name of one of the
 * keyspace's types is that type. (The driver's metadata reads it as the native {@code int}.) Only a bare
 * top-level name stays ambiguous ({@link #isAmbiguous}): there it is read as the native type, as Cassandra
 * itself reads it. A reference is to a type of the keyspace itself, so it carries no keyspace.
 */
final class StoredTypes {

    private final String text;
    private final Set<Identifier> userTypes;
    private int position;

    private StoredTypes(String text, Set<Identifier> userTypes) {
        this.text = text;
        this.userTypes = userTypes;
    }

    static CqlType parse(String text, Set<Identifier> userTypes) {
        StoredTypes parser = new StoredTypes(text, userTypes);
        CqlType type = parser.type(false);
        if (parser.position != text.length()) {
            throw parser.unexpected();
        }
        return type;
    }

    private CqlType type(boolean frozen) {
        if (peek() == '\'') {
            return new CqlType.CustomType(quoted('\'').replace("''", "'"));
        }
        boolean quotedName = peek() == '"';
        String name = quotedName ? quoted('"').replace("\"\"", "\"") : word();
        if (!quotedName && peek() == '<') {
            position++;
            CqlType type = parameterized(name.toLowerCase(Locale.ROOT), frozen);
            expect('>');
            return type;
        }
        Identifier identifier = Identifier.of(name);
        Optional<NativeType> nativeType = quotedName ? Optional.empty() : nativeType(name);
        if (nativeType.isPresent() && !(frozen && userTypes.contains(identifier))) {
            return CqlType.of(nativeType.get());
        }
        return new CqlType.UserTypeRef(Optional.empty(), identifier, frozen);
    }

    private CqlType parameterized(String kind, boolean frozen) {
        return switch (kind) {
            case "frozen" -> type(true);
            case "list" -> new CqlType.ListType(type(false), frozen);
            case "set" -> new CqlType.SetType(type(false), frozen);
            case "map" -> {
                CqlType key = type(false);
                expect(',');
                yield new CqlType.MapType(key, type(false), frozen);
            }
            case "tuple" -> {
                List<CqlType> elements = new ArrayList<>(List.of(type(false)));
                while (peek() == ',') {
                    position++;
                    elements.add(type(false));
                }
                yield new CqlType.TupleType(elements);
            }
            case "vector" -> {
                CqlType element = type(false);
                expect(',');
                yield new CqlType.VectorType(element, Integer.parseInt(word()));
            }
            default -> throw unexpected();
        };
    }

    /** True when Cassandra writes the type as a bare name that is both a native type and one of the user types. */
    static boolean isAmbiguous(String text, Set<Identifier> userTypes) {
        String name = text.strip();
        return nativeType(name).isPresent() && userTypes.contains(Identifier.of(name));
    }

    private static Optional<NativeType> nativeType(String name) {
        try {
            return Optional.of(NativeType.valueOf(name.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException notNative) {
            return Optional.empty();
        }
    }

    private String word() {
        skipSpaces();
        int start = position;
        while (position < text.length()
                && (Character.isLetterOrDigit(text.charAt(position)) || text.charAt(position) == '_')) {
            position++;
        }
        if (start == position) {
            throw unexpected();
        }
        return text.substring(start, position);
    }

    /** The text between two {@code quote}s, doubled quotes kept doubled. */
    private String quoted(char quote) {
        skipSpaces();
        int start = ++position;
        while (position < text.length()) {
            if (text.charAt(position) == quote) {
                if (position + 1 < text.length() && text.charAt(position + 1) == quote) {
                    position += 2;
                    continue;
                }
                return text.substring(start, position++);
            }
            position++;
        }
        throw unexpected();
    }

    private char peek() {
        skipSpaces();
        return position < text.length() ? text.charAt(position) : 0;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw unexpected();
        }
        position++;
    }

    private void skipSpaces() {
        while (position < text.length() && text.charAt(position) == ' ') {
            position++;
        }
    }

    private LiveSchemaException unexpected() {
        return new LiveSchemaException(
                "Cassandra's type " + text + " could not be read at character " + (position + 1));
    }
}
