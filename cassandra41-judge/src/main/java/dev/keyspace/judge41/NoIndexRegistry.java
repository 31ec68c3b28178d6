package dev.keyspace.judge41;

import java.lang.reflect.Field;
import org.apache.cassandra.index.IndexRegistry;
import sun.misc.Unsafe;

/**
 * Outside a daemon, 4.1's {@code IndexRegistry.obtain} answers with a stand-in index that supports every expression on
 * every column, so a SELECT's restrictions would never need filtering and every ORDER BY would meet "secondary
 * indexes". A node's table without an index answers with an empty registry (its index manager), which is what the
 * judged statements' tables are; so it answers with Cassandra's empty registry, as cql-parser's 5.0 judge does. Only
 * statement restrictions and updates ask that registry; schema statements never do.
 */
final class NoIndexRegistry {

    private NoIndexRegistry() {}

    static void install() {
        try {
            Field theUnsafe = Unsafe.class.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            Unsafe unsafe = (Unsafe) theUnsafe.get(null);
            Field nonDaemon = IndexRegistry.class.getDeclaredField("NON_DAEMON");
            unsafe.putObject(
                    unsafe.staticFieldBase(nonDaemon), unsafe.staticFieldOffset(nonDaemon), IndexRegistry.EMPTY);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
