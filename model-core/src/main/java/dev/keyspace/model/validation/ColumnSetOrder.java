package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Identifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The order in which Cassandra lists column names it gathered in a {@code HashSet<ColumnIdentifier>}: a
 * ColumnIdentifier hashes as the ByteBuffer of its UTF-8 name, so a JDK HashSet of keys hashing the same way
 * iterates them in the same order.
 */
final class ColumnSetOrder {

    private ColumnSetOrder() {}

    /** A name that hashes as Cassandra's ColumnIdentifier does. */
    private record Key(Identifier name) {
        @Override
        public int hashCode() {
            return ByteBuffer.wrap(name.internal().getBytes(StandardCharsets.UTF_8))
                    .hashCode();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.name.equals(name);
        }
    }

    /** {@code names}, added in this order to a {@code HashSet}, as that set iterates them. */
    static List<Identifier> of(Collection<Identifier> names) {
        Set<Key> set = new HashSet<>();
        Set<Identifier> seen = new LinkedHashSet<>();
        for (Identifier name : names) {
            if (seen.add(name)) {
                set.add(new Key(name));
            }
        }
        return set.stream().map(Key::name).toList();
    }
}
