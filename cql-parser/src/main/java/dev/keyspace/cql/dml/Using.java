package dev.keyspace.cql.dml;

import java.util.Objects;
import java.util.Optional;

/** {@code USING TTL t AND TIMESTAMP ts} of a write; {@link #NONE} writes no USING clause. */
public record Using(Optional<Value> ttl, Optional<Value> timestamp) {

    public static final Using NONE = new Using(Optional.empty(), Optional.empty());

    public Using {
        Objects.requireNonNull(ttl, "ttl");
        Objects.requireNonNull(timestamp, "timestamp");
    }

    public static Using ttl(Value ttl) {
        return new Using(Optional.of(ttl), Optional.empty());
    }

    public static Using timestamp(Value timestamp) {
        return new Using(Optional.empty(), Optional.of(timestamp));
    }

    public boolean isEmpty() {
        return ttl.isEmpty() && timestamp.isEmpty();
    }
}
