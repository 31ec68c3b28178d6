package dev.keyspace.cql;

import java.lang.reflect.Field;
import org.apache.cassandra.schema.Keyspaces;
import org.apache.cassandra.schema.Schema;

/**
 * Shows the judge's in-memory schema to {@code Schema.instance}, where a SELECT's preparation looks its table (and
 * user functions) up. A client-initialised JVM has no schema update handler that could apply it the node's way.
 */
final class SchemaMirror {

    private static final Field DISTRIBUTED = distributedKeyspaces();

    private SchemaMirror() {}

    static void show(Keyspaces keyspaces) {
        try {
            DISTRIBUTED.set(Schema.instance, keyspaces);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Field distributedKeyspaces() {
        try {
            Field field = Schema.class.getDeclaredField("distributedKeyspaces");
            field.setAccessible(true);
            return field;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }
}
