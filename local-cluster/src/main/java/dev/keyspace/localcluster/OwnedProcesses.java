package dev.keyspace.localcluster;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Nodes that must not outlive this JVM (test nodes). Normal paths stop them explicitly; this hook is the
 * safety net when the JVM exits without running them, e.g. after a test-run timeout.
 */
final class OwnedProcesses {
    private static final Set<Long> PIDS = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(OwnedProcesses::killAll, "local-cassandra-reaper"));
    }

    private OwnedProcesses() {}

    static void register(long pid) {
        PIDS.add(pid);
    }

    static void forget(long pid) {
        PIDS.remove(pid);
    }

    private static void killAll() {
        for (long pid : PIDS) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }
}
