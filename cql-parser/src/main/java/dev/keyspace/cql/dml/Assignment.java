package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.Identifier;
import java.util.Objects;

/** One assignment of UPDATE's SET: {@code c = value}, or {@code c = c + value} (a counter, a collection). */
public sealed interface Assignment {

    Identifier column();

    record SetTo(Identifier column, Value value) implements Assignment {
        public SetTo {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(value, "value");
        }
    }

    record AddTo(Identifier column, Value value) implements Assignment {
        public AddTo {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(value, "value");
        }
    }

    /** {@code column = ?} */
    static Assignment marker(Identifier column) {
        return new SetTo(column, Value.marker());
    }

    /** {@code column = column + ?} */
    static Assignment addMarker(Identifier column) {
        return new AddTo(column, Value.marker());
    }
}
