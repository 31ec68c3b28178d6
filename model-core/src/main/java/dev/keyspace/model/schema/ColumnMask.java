package dev.keyspace.model.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Dynamic data masking on a column: {@code MASKED WITH fn(args)}. Arguments are kept as CQL literals,
 * exactly as written, since their type depends on the function.
 */
public record ColumnMask(Optional<Identifier> keyspace, Identifier function, List<String> arguments) {

    public ColumnMask {
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(function, "function");
        arguments = List.copyOf(arguments);
    }

    public static ColumnMask of(String function, String... arguments) {
        return new ColumnMask(Optional.empty(), Identifier.of(function), List.of(arguments));
    }

    /**
     * The mask in messages and edit labels, in CQL notation ({@code ks.fn(args)}) as Cassandra's own messages
     * name it. Statements are printed by cql-parser's {@code CqlTerms.mask}, not from this.
     */
    public String describe() {
        String name = Identifier.qualified(keyspace, function);
        return name + "(" + String.join(", ", arguments) + ")";
    }
}
