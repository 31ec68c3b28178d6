package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a CQL type from its text, the inverse of {@link CqlTypePrinter} (which {@link CqlType#asCql()}
 * uses): native types (any case), {@code list}, {@code set}, {@code map}, {@code frozen}, {@code tuple},
 * {@code vector}, user-defined types by name (quoted or not, optionally qualified with a keyspace) and custom
 * types as a quoted class name.
 *
 * <p>A hand-written recursive-descent parser, small enough to be shared by the project file and the
 * designer's type field. Errors are {@link CqlTypeSyntaxException}s that name the character offset.
 */
public final class CqlTypeSyntax {

    private final String text;
    private int pos;
    private int typesOpen;

    private CqlTypeSyntax(String text) {
        this.text = text;
    }

    /** Parses a whole type; anything left after the type is an error. */
    public static CqlType parse(String text) {
        CqlTypeSyntax parser = new CqlTypeSyntax(text);
        parser.skipSpaces();
        if (parser.atEnd()) {
            throw parser.error("a type is expected, the text is empty");
        }
        CqlType type = parser.type(0);
        parser.skipSpaces();
        if (!parser.atEnd()) {
            throw parser.error("unexpected " + parser.describeHere() + " after the type");
        }
        return type;
    }

    /**
     * The type at {@code depth} levels of nesting. frozen<> is no level, so a run of frozen<frozen<...>> is bounded
     * by counting the types being read: a real type needs at most two (frozen and a collection) per level.
     */
    private CqlType type(int depth) {
        if (depth > CqlType.MAX_NESTING || ++typesOpen > 2 * CqlType.MAX_NESTING + 1) {
            throw error(CqlType.TOO_DEEP);
        }
        try {
            return typeAt(depth);
        } finally {
            typesOpen--;
        }
    }

    private CqlType typeAt(int depth) {
        skipSpaces();
        if (atEnd()) {
            throw error("a type is expected, the text ends");
        }
        char c = text.charAt(pos);
        if (c == '\'') {
            return new CqlType.CustomType(quoted('\'', "custom type class"));
        }
        if (c == '"') {
            return userType(Identifier.of(quoted('"', "type name")));
        }
        if (!isIdentifierStart(c)) {
            throw error("a type is expected, found " + describeHere());
        }
        int start = pos;
        String word = unquotedWord();
        if (nextIs('<')) {
            return parameterized(word.toLowerCase(Locale.ROOT), start, depth);
        }
        if (!nextIs('.')) {
            Optional<NativeType> nativeType = NativeType.fromCql(word);
            if (nativeType.isPresent()) {
                return CqlType.of(nativeType.get());
            }
        }
        return userType(unquotedName(word, start, nextIs('.')));
    }

    /** An unquoted name where Cassandra's type rule reads it as one ({@link TypeNameWords}). */
    private Identifier unquotedName(String word, int start, boolean keyspace) {
        boolean name = keyspace ? TypeNameWords.namesKeyspace(word) : TypeNameWords.namesType(word);
        if (!name) {
            String lower = word.toLowerCase(Locale.ROOT);
            throw error(
                    start,
                    "'" + word + "' cannot name a " + (keyspace ? "keyspace" : "user type")
                            + " unquoted; write it quoted, \"" + lower + "\"");
        }
        return Identifier.fromCql(word);
    }

    private CqlType parameterized(String keyword, int start, int depth) {
        expect('<');
        CqlType result =
                switch (keyword) {
                    case "list" -> new CqlType.ListType(type(depth + 1), false);
                    case "set" -> new CqlType.SetType(type(depth + 1), false);
                    case "map" -> mapOf(depth);
                    case "tuple" -> tupleOf(depth);
                    case "vector" -> vectorOf(depth);
                    case "frozen" -> frozenOf(depth);
                    default -> throw error(start, notParameterized(keyword));
                };
        expect('>');
        return result;
    }

    /** The words that take type parameters; a UDT named like one is printed quoted. */
    static final List<String> TYPE_WORDS = List.of("list", "set", "map", "tuple", "vector", "frozen");

    /** Why {@code keyword<} is wrong: a native type takes no parameters; anything else is misspelt. */
    private static String notParameterized(String keyword) {
        if (NativeType.fromCql(keyword).isPresent()) {
            return "'" + keyword + "' takes no type parameters";
        }
        String near = TYPE_WORDS.stream()
                .filter(k -> distance(k, keyword) <= Math.max(1, k.length() / 3))
                .findFirst()
                .map(k -> " (did you mean '" + k + "'?)")
                .orElse("");
        return "unknown type '" + keyword + "': only " + String.join(", ", TYPE_WORDS) + " take type parameters" + near;
    }

    /** The edit distance between two short words. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int[] current = new int[b.length() + 1];
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            previous = current;
        }
        return previous[b.length()];
    }

    private CqlType mapOf(int depth) {
        CqlType key = type(depth + 1);
        expect(',');
        return new CqlType.MapType(key, type(depth + 1), false);
    }

    private CqlType tupleOf(int depth) {
        List<CqlType> elements = new ArrayList<>();
        elements.add(type(depth + 1));
        while (nextIs(',')) {
            expect(',');
            elements.add(type(depth + 1));
        }
        return new CqlType.TupleType(elements);
    }

    private CqlType vectorOf(int depth) {
        CqlType element = type(depth + 1);
        expect(',');
        skipSpaces();
        int start = pos;
        while (!atEnd() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
        }
        if (start == pos) {
            throw error("a vector dimension (a positive whole number) is expected, found " + describeHere());
        }
        int dimension;
        try {
            dimension = Integer.parseInt(text.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error(start, "the vector dimension is too large");
        }
        if (dimension <= 0) {
            throw error(start, "the vector dimension must be at least 1");
        }
        return new CqlType.VectorType(element, dimension);
    }

    private CqlType frozenOf(int depth) {
        skipSpaces();
        int innerStart = pos;
        CqlType inner = type(depth); // frozen<> is no level of nesting
        if (inner instanceof CqlType.Native || inner instanceof CqlType.CustomType) {
            throw error(innerStart, "only collections, tuples, vectors and user-defined types can be frozen");
        }
        return inner.frozen();
    }

    private CqlType userType(Identifier first) {
        if (!nextIs('.')) {
            return new CqlType.UserTypeRef(Optional.empty(), first, false);
        }
        expect('.');
        skipSpaces();
        if (atEnd()) {
            throw error("a type name is expected after '.', the text ends");
        }
        char c = text.charAt(pos);
        Identifier name;
        if (c == '"') {
            name = Identifier.of(quoted('"', "type name"));
        } else if (isIdentifierStart(c)) {
            int start = pos;
            name = unquotedName(unquotedWord(), start, false);
        } else {
            throw error("a type name is expected after '.', found " + describeHere());
        }
        return new CqlType.UserTypeRef(Optional.of(first), name, false);
    }

    /** Reads a quoted string starting at the quote; a doubled quote stands for one. */
    private String quoted(char quote, String what) {
        int start = pos;
        pos++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (atEnd()) {
                throw error(start, "the quoted " + what + " is not closed");
            }
            char c = text.charAt(pos++);
            if (c == quote) {
                if (!atEnd() && text.charAt(pos) == quote) {
                    value.append(quote);
                    pos++;
                } else {
                    break;
                }
            } else {
                value.append(c);
            }
        }
        if (value.length() == 0) {
            throw error(start, "the quoted " + what + " is empty");
        }
        return value.toString();
    }

    private String unquotedWord() {
        int start = pos;
        while (!atEnd() && isIdentifierPart(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private void expect(char expected) {
        skipSpaces();
        if (atEnd()) {
            throw error("'" + expected + "' is expected, the text ends");
        }
        if (text.charAt(pos) != expected) {
            throw error("'" + expected + "' is expected, found " + describeHere());
        }
        pos++;
    }

    private boolean nextIs(char c) {
        skipSpaces();
        return !atEnd() && text.charAt(pos) == c;
    }

    private void skipSpaces() {
        while (!atEnd() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean atEnd() {
        return pos >= text.length();
    }

    private String describeHere() {
        return atEnd() ? "the end of the text" : "'" + text.charAt(pos) + "'";
    }

    private static boolean isIdentifierStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || (c >= '0' && c <= '9') || c == '_';
    }

    private CqlTypeSyntaxException error(String message) {
        return error(pos, message);
    }

    private CqlTypeSyntaxException error(int offset, String message) {
        return new CqlTypeSyntaxException(text, offset, message);
    }

    /** A type text that does not parse; {@link #offset()} is the 0-based character offset of the problem. */
    public static final class CqlTypeSyntaxException extends IllegalArgumentException {
        private final String text;
        private final int offset;
        private final String problem;

        CqlTypeSyntaxException(String text, int offset, String problem) {
            super(problem + " at offset " + offset + " in '" + abbreviated(text) + "'");
            this.text = text;
            this.offset = offset;
            this.problem = problem;
        }

        private static String abbreviated(String text) {
            return text.length() <= 80 ? text : text.substring(0, 77) + "...";
        }

        public String text() {
            return text;
        }

        public int offset() {
            return offset;
        }

        /** What is wrong, without the offset and the text. */
        public String problem() {
            return problem;
        }
    }
}
