package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.DesignerInvariantMessages;
import dev.keyspace.model.schema.Identifier;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/** One relation of a WHERE clause: on one column, on a tuple of clustering columns, or on token(...). */
public sealed interface Relation {

    Operator operator();

    /** The relation as CQL text, as Cassandra quotes it in its messages. */
    String asCql();

    /**
     * {@code column op value}; for IN, {@code values} holds every element; {@code mapKey} is set for a
     * map-entry relation {@code m[key] = value}.
     */
    record SingleColumn(Identifier column, Operator operator, List<Term> values, Optional<Term> mapKey)
            implements Relation {
        public SingleColumn {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(operator, "operator");
            values = List.copyOf(values);
            Objects.requireNonNull(mapKey, "mapKey");
            if (values.isEmpty() && operator != Operator.IN) {
                throw new IllegalArgumentException(
                        String.format(DesignerInvariantMessages.RELATION_WITHOUT_VALUE, column.asCql()));
            }
        }

        public Term value() {
            return values.get(0);
        }

        @Override
        public String asCql() {
            String left =
                    column.asCql() + mapKey.map(k -> "[" + k.asCql() + "]").orElse("");
            String right = operator == Operator.IN
                    ? values.stream().map(Term::asCql).collect(Collectors.joining(", ", "(", ")"))
                    : value().asCql();
            return left + " " + operator.cql() + " " + right;
        }
    }

    /** {@code (c1, c2) op (v1, v2)}; for IN, {@code values} holds one tuple per element. */
    record MultiColumn(List<Identifier> columns, Operator operator, List<Term> values) implements Relation {
        public MultiColumn {
            columns = List.copyOf(columns);
            Objects.requireNonNull(operator, "operator");
            values = List.copyOf(values);
        }

        @Override
        public String asCql() {
            String left = columns.stream().map(Identifier::asCql).collect(Collectors.joining(", ", "(", ")"));
            String right = operator == Operator.IN
                    ? values.stream().map(Term::asCql).collect(Collectors.joining(", ", "(", ")"))
                    : values.get(0).asCql();
            return left + " " + operator.cql() + " " + right;
        }
    }

    /** {@code token(k1, k2) op value}. */
    record Token(List<Identifier> columns, Operator operator, Term value) implements Relation {
        public Token {
            columns = List.copyOf(columns);
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(value, "value");
        }

        @Override
        public String asCql() {
            return columns.stream().map(Identifier::asCql).collect(Collectors.joining(", ", "token(", ")")) + " "
                    + operator.cql() + " " + value.asCql();
        }
    }

    static Relation of(String column, Operator operator, Term value) {
        return new SingleColumn(Identifier.of(column), operator, List.of(value), Optional.empty());
    }

    static Relation eq(String column, Term value) {
        return of(column, Operator.EQ, value);
    }

    static Relation in(String column, Term... values) {
        return new SingleColumn(Identifier.of(column), Operator.IN, List.of(values), Optional.empty());
    }

    static Relation isNotNull(String column) {
        return of(column, Operator.IS_NOT, Term.nullValue());
    }

    static Relation mapEntry(String column, Term key, Term value) {
        return new SingleColumn(Identifier.of(column), Operator.EQ, List.of(value), Optional.of(key));
    }

    static Relation tuple(List<String> columns, Operator operator, Term... values) {
        return new MultiColumn(columns.stream().map(Identifier::of).toList(), operator, Arrays.asList(values));
    }

    static Relation token(List<String> columns, Operator operator, Term value) {
        return new Token(columns.stream().map(Identifier::of).toList(), operator, value);
    }
}
