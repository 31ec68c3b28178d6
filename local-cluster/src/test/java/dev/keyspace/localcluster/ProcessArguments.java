package dev.keyspace.localcluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A running process's whole command line, as Linux keeps it (Java's ProcessHandle cuts it at 4096 characters). */
final class ProcessArguments {
    private ProcessArguments() {}

    static List<String> of(long pid) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            return List.of(new String(raw, StandardCharsets.UTF_8).split("\0"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
