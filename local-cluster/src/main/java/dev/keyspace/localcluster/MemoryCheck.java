package dev.keyspace.localcluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

/** Refuses to start nodes that clearly cannot fit in the memory the machine has available right now. */
final class MemoryCheck {
    /** Measured resident size beyond the heap: about 200-250 MB per node. */
    private static final int OVERHEAD_MB = 250;

    private MemoryCheck() {}

    static void requireRoomFor(int nodes, int heapMegabytes) {
        OptionalLong available = availableMegabytes();
        long needed = (long) nodes * (heapMegabytes + OVERHEAD_MB);
        if (available.isPresent() && available.getAsLong() < needed) {
            throw new NodeStartException(
                    StartFailure.Kind.OUT_OF_MEMORY,
                    "Starting " + nodes + " Cassandra node" + (nodes == 1 ? "" : "s") + " needs about " + needed
                            + " MB of free memory, but only " + available.getAsLong()
                            + " MB is available; close other programs or start fewer nodes.",
                    List.of());
        }
    }

    /** MemAvailable from /proc/meminfo; empty where the operating system does not say. */
    static OptionalLong availableMegabytes() {
        Path meminfo = Path.of("/proc/meminfo");
        if (!Files.isReadable(meminfo)) {
            return OptionalLong.empty();
        }
        try {
            return Files.readAllLines(meminfo).stream()
                    .filter(line -> line.startsWith("MemAvailable:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("\\D", "")) / 1024)
                    .findFirst();
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
