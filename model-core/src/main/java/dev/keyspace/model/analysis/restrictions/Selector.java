package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/** One element of a SELECT clause: a column, a function call (aggregate or not), or COUNT(*). */
public sealed interface Selector {

    Set<String> AGGREGATES = Set.of("count", "min", "max", "sum", "avg");

    /** The columns this selector reads. */
    Stream<Identifier> columns();

    boolean isAggregate();

    record ColumnRef(Identifier column) implements Selector {
        public ColumnRef {
            Objects.requireNonNull(column, "column");
        }

        @Override
        public Stream<Identifier> columns() {
            return Stream.of(column);
        }

        @Override
        public boolean isAggregate() {
            return false;
        }
    }

    record FunctionCall(String name, List<Selector> arguments) implements Selector {
        public FunctionCall {
            Objects.requireNonNull(name, "name");
            arguments = List.copyOf(arguments);
        }

        @Override
        public Stream<Identifier> columns() {
            return arguments.stream().flatMap(Selector::columns);
        }

        @Override
        public boolean isAggregate() {
            return AGGREGATES.contains(name.toLowerCase(Locale.ROOT));
        }
    }

    record CountAll() implements Selector {
        @Override
        public Stream<Identifier> columns() {
            return Stream.empty();
        }

        @Override
        public boolean isAggregate() {
            return true;
        }
    }

    /**
     * A constant or bind marker in the selection; {@code elements} is the number of elements of a list
     * literal (a vector to compare with), 0 for anything else.
     */
    record Value(String cql, int elements) implements Selector {
        public Value {
            Objects.requireNonNull(cql, "cql");
        }

        @Override
        public Stream<Identifier> columns() {
            return Stream.empty();
        }

        @Override
        public boolean isAggregate() {
            return false;
        }
    }

    static Selector column(String name) {
        return new ColumnRef(Identifier.of(name));
    }

    static Selector call(String function, Selector... arguments) {
        return new FunctionCall(function, List.of(arguments));
    }

    static Selector countAll() {
        return new CountAll();
    }
}
