package dev.keyspace.judge;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * Outside a daemon, Cassandra's {@code IndexRegistry.obtain} answers with a stand-in index that supports every
 * expression on every column, so a SELECT's restrictions would never need filtering and every ORDER BY would meet
 * "secondary indexes". A node's table without an index answers with an empty registry (its index manager), which is
 * what the judged statements' tables are; so the stand-in is replaced by Cassandra's {@code IndexRegistry.EMPTY}. Only
 * statement restrictions and updates ask that registry; schema statements never do. Reached by name, as 4.1, 5.0 and
 * 6.0 name both fields alike, so that each release's judge shares this one switch.
 */
public final class NoIndexRegistry {

    private NoIndexRegistry() {}

    public static void install() {
        try {
            Class<?> registry = Class.forName("org.apache.cassandra.index.IndexRegistry");
            Field theUnsafe = Unsafe.class.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            Unsafe unsafe = (Unsafe) theUnsafe.get(null);
            Field nonDaemon = registry.getDeclaredField("NON_DAEMON");
            Object empty = registry.getField("EMPTY").get(null);
            unsafe.putObject(unsafe.staticFieldBase(nonDaemon), unsafe.staticFieldOffset(nonDaemon), empty);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
