package dev.keyspace.cql.dml;

import dev.keyspace.model.analysis.restrictions.LiteralKind;
import dev.keyspace.model.analysis.restrictions.Term;
import java.util.List;
import java.util.Objects;

/**
 * A value in a DML statement: a bind marker, a string, a number, NULL, a tuple (or an IN list), or a term kept as
 * written (a collection literal, a function call).
 */
public sealed interface Value {

    /** {@code ?} */
    record Marker() implements Value {}

    /** A string literal; the printer quotes it and doubles its quotes. */
    record Text(String value) implements Value {
        public Text {
            Objects.requireNonNull(value, "value");
        }
    }

    /** A number, a boolean, a UUID or another constant written as it reads. */
    record Constant(String cql) implements Value {
        public Constant {
            Objects.requireNonNull(cql, "cql");
        }
    }

    /** {@code NULL} */
    record Null() implements Value {}

    /** {@code (a, b)}: a tuple, or the list of an IN relation. */
    record Tuple(List<Value> elements) implements Value {
        public Tuple {
            elements = List.copyOf(elements);
        }
    }

    /** A collection literal or a function call, as it was written. */
    record Verbatim(String cql) implements Value {
        public Verbatim {
            Objects.requireNonNull(cql, "cql");
        }
    }

    static Value marker() {
        return new Marker();
    }

    static Value text(String value) {
        return new Text(value);
    }

    static Value number(long value) {
        return new Constant(Long.toString(value));
    }

    /** The value of a term the SELECT reader read. */
    static Value of(Term term) {
        if (term instanceof Term.Literal literal) {
            return literal.kind() == LiteralKind.STRING ? new Text(literal.text()) : new Constant(literal.text());
        }
        if (term instanceof Term.BindMarker) {
            return new Marker();
        }
        if (term instanceof Term.Null) {
            return new Null();
        }
        if (term instanceof Term.TupleLiteral tuple) {
            return new Tuple(tuple.elements().stream().map(Value::of).toList());
        }
        return new Verbatim(term.asCql());
    }
}
