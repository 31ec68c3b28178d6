package dev.keyspace.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Every regular file under a folder that holds one of the secrets, in UTF-8 or in the JVM's UTF-16. */
final class SecretScan {

    private SecretScan() {}

    static List<Path> filesHolding(Path root, List<String> secrets) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile)
                    .filter(file -> holds(file, secrets))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean holds(Path file, List<String> secrets) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return false; // a file a node is still rotating; the next scan reads it
        }
        String utf8 = new String(bytes, StandardCharsets.UTF_8);
        String utf16 = new String(bytes, StandardCharsets.UTF_16LE);
        String utf16Shifted = bytes.length > 1 ? new String(bytes, 1, bytes.length - 1, StandardCharsets.UTF_16LE) : "";
        return secrets.stream().anyMatch(s -> utf8.contains(s) || utf16.contains(s) || utf16Shifted.contains(s));
    }
}
