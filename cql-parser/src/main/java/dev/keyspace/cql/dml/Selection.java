package dev.keyspace.cql.dml;

import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Objects;

/** One element of a SELECT clause: a column, a function call, or {@code COUNT(*)}. */
public sealed interface Selection {

    record Column(Identifier name) implements Selection {
        public Column {
            Objects.requireNonNull(name, "name");
        }
    }

    /** {@code function(arguments)}, the function a name ({@code writetime}, {@code ks.f}) as a name reads. */
    record Call(Identifier function, List<Selection> arguments) implements Selection {
        public Call {
            Objects.requireNonNull(function, "function");
            arguments = List.copyOf(arguments);
        }
    }

    record CountAll() implements Selection {}

    static Selection column(Identifier name) {
        return new Column(name);
    }

    static Selection countAll() {
        return new CountAll();
    }
}
