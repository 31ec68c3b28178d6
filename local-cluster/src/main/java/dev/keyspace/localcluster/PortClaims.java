package dev.keyspace.localcluster;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * Ports this JVM hands to its test nodes, each marked by a lock on a file that every JVM of the machine sees.
 * A port free when it is picked is bound seconds later, when the node has started; two test JVMs starting nodes
 * together (surefire's forks) could otherwise pick one port for two nodes, and the node that lost the race
 * would look ready because the other one answers on its port. The operating system drops the locks when the
 * JVM exits; until then a claimed port is never handed out again, not even by this JVM.
 */
final class PortClaims {
    private static final Path DIRECTORY = Path.of(System.getProperty("java.io.tmpdir"), "ksd-port-claims");
    private static final Map<Integer, FileLock> HELD = new HashMap<>();

    private PortClaims() {}

    /** Claims the port for this JVM; false if this or another JVM holds it already. */
    static synchronized boolean claim(int port) {
        if (HELD.containsKey(port)) {
            return false;
        }
        FileChannel channel = open(DIRECTORY.resolve(port + ".lock"));
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                HELD.put(port, lock);
                return true;
            }
        } catch (IOException | OverlappingFileLockException e) {
            // another JVM holds the lock, or the file system refused it: either way not ours to use
        }
        close(channel);
        return false;
    }

    private static FileChannel open(Path file) {
        try {
            Files.createDirectories(file.getParent());
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new LocalClusterException(
                    "Could not mark a test node's port as taken in " + file.getParent() + ": " + e.getMessage(), e);
        }
    }

    private static void close(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing was claimed through it
        }
    }
}
