package dev.keyspace.cql.dml;

import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One relation of a WHERE clause: {@code left operator value}. */
public record Relation(Left left, Operator operator, Value value) {

    public Relation {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(value, "value");
    }

    /** What a relation restricts: a column, a map entry, a tuple of columns, or the token of the partition key. */
    public sealed interface Left {

        record Column(Identifier name) implements Left {}

        /** {@code m[key]} */
        record MapEntry(Identifier map, Value key) implements Left {}

        /** {@code (c1, c2)} */
        record Columns(List<Identifier> names) implements Left {
            public Columns {
                names = List.copyOf(names);
            }
        }

        /** {@code token(k1, k2)} */
        record Token(List<Identifier> names) implements Left {
            public Token {
                names = List.copyOf(names);
            }
        }
    }

    public static Relation of(Identifier column, Operator operator, Value value) {
        return new Relation(new Left.Column(column), operator, value);
    }

    /** {@code column = ?} */
    public static Relation equalsMarker(Identifier column) {
        return of(column, Operator.EQ, Value.marker());
    }

    /** The relation as the SELECT reader read it. */
    public static Relation of(dev.keyspace.model.analysis.restrictions.Relation read) {
        if (read instanceof dev.keyspace.model.analysis.restrictions.Relation.SingleColumn single) {
            Optional<Value> key = single.mapKey().map(Value::of);
            Left left =
                    key.isPresent() ? new Left.MapEntry(single.column(), key.get()) : new Left.Column(single.column());
            return new Relation(left, single.operator(), values(single.operator(), single.values()));
        }
        if (read instanceof dev.keyspace.model.analysis.restrictions.Relation.MultiColumn multi) {
            return new Relation(
                    new Left.Columns(multi.columns()), multi.operator(), values(multi.operator(), multi.values()));
        }
        var token = (dev.keyspace.model.analysis.restrictions.Relation.Token) read;
        return new Relation(new Left.Token(token.columns()), token.operator(), Value.of(token.value()));
    }

    /** The right side: an IN relation's list as a tuple, any other relation's one value. */
    private static Value values(Operator operator, List<dev.keyspace.model.analysis.restrictions.Term> values) {
        return operator == Operator.IN
                ? new Value.Tuple(values.stream().map(Value::of).toList())
                : Value.of(values.get(0));
    }
}
