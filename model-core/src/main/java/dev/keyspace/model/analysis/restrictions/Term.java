package dev.keyspace.model.analysis.restrictions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A value on the right of a relation: a constant, a bind marker, NULL, a tuple, or a collection literal. */
public sealed interface Term {

    /** The term as CQL text, as Cassandra prints it in its messages. */
    String asCql();

    record Literal(LiteralKind kind, String text) implements Term {
        public Literal {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String asCql() {
            return kind == LiteralKind.STRING ? "'" + text + "'" : text;
        }
    }

    record BindMarker() implements Term {
        @Override
        public String asCql() {
            return "?";
        }
    }

    record Null() implements Term {
        @Override
        public String asCql() {
            return "NULL";
        }
    }

    record TupleLiteral(List<Term> elements) implements Term {
        public TupleLiteral {
            elements = List.copyOf(elements);
        }

        @Override
        public String asCql() {
            return elements.stream().map(Term::asCql).collect(Collectors.joining(", ", "(", ")"));
        }
    }

    /**
     * A list, set, map, vector or user type literal, kept verbatim with its shape; its elements are not
     * type-checked.
     */
    record CollectionLiteral(Shape shape, String cql) implements Term {
        public CollectionLiteral {
            Objects.requireNonNull(shape, "shape");
            Objects.requireNonNull(cql, "cql");
        }

        /** A literal whose shape is not told ({@code [...]} in an ANN ordering, say). */
        public CollectionLiteral(String cql) {
            this(Shape.UNKNOWN, cql);
        }

        /** How the literal is written; {@code {}} is an empty set or an empty map, as Cassandra reads it. */
        public enum Shape {
            LIST,
            SET,
            MAP,
            EMPTY_BRACES,
            USER_TYPE,
            UNKNOWN
        }

        @Override
        public String asCql() {
            return cql;
        }
    }

    /**
     * A function call used as a value ({@code now()}, {@code token('a')}, {@code minTimeuuid(...)}), kept as
     * written; like a bind marker it is assumed to produce a non-null value of the receiver's type.
     */
    record FunctionCall(String cql) implements Term {
        public FunctionCall {
            Objects.requireNonNull(cql, "cql");
        }

        @Override
        public String asCql() {
            return cql;
        }

        /** The names of the functions called, the outer one first, as Cassandra reads unquoted names (lower case). */
        public List<String> functionNames() {
            List<String> names = new ArrayList<>();
            Matcher call = CALL.matcher(cql);
            while (call.find()) {
                names.add(call.group(1).toLowerCase(Locale.ROOT));
            }
            return names;
        }

        private static final Pattern CALL = Pattern.compile("(?<![\\w.\"'])([A-Za-z][A-Za-z0-9_]*)\\s*\\(");
    }

    static Term text(String value) {
        return new Literal(LiteralKind.STRING, value);
    }

    static Term integer(long value) {
        return new Literal(LiteralKind.INTEGER, Long.toString(value));
    }

    static Term literal(LiteralKind kind, String text) {
        return new Literal(kind, text);
    }

    static Term marker() {
        return new BindMarker();
    }

    static Term nullValue() {
        return new Null();
    }

    static Term tuple(Term... elements) {
        return new TupleLiteral(List.of(elements));
    }
}
