package dev.keyspace.localcluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** Reads a node's log while it grows: finds a line, and returns the last lines for error messages. */
final class NodeLog {
    static final String CQL_READY = "Starting listening for CQL clients";
    /** Enough to reach the cause above Cassandra's shutdown messages. */
    private static final int RECENT_LINES = 300;

    private static final int SHOWN_LINES = 20;

    private final Path file;
    private long offset;
    private String partialLine = "";

    NodeLog(Path file) {
        this.file = file;
    }

    /** Reads what was appended since the last call and says whether any complete line contains the text. */
    boolean appendedLineContains(String text) throws IOException {
        if (!Files.exists(file)) {
            return false;
        }
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long length = in.length();
            if (length <= offset) {
                return false;
            }
            byte[] bytes = new byte[(int) Math.min(length - offset, 4 * 1024 * 1024)];
            in.seek(offset);
            in.readFully(bytes);
            offset += bytes.length;
            String chunk = partialLine + new String(bytes, StandardCharsets.UTF_8);
            int lastNewline = chunk.lastIndexOf('\n');
            partialLine = chunk.substring(lastNewline + 1);
            return lastNewline >= 0 && chunk.substring(0, lastNewline).contains(text);
        }
    }

    /** The last few hundred lines, to look for the cause of a failure; empty when there is no log. */
    List<String> recent() {
        return tail(file, RECENT_LINES);
    }

    /** The last lines worth showing a user: stack frames left out, they push the cause off the screen. */
    static List<String> shown(List<String> recent) {
        List<String> withoutFrames = recent.stream()
                .filter(line ->
                        !line.startsWith("\tat ") && !line.matches("\\s*\\.\\.\\. \\d+ (more|common frames omitted)"))
                .toList();
        return withoutFrames.subList(Math.max(0, withoutFrames.size() - SHOWN_LINES), withoutFrames.size());
    }

    static List<String> tail(Path file, int lines) {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            Deque<String> last = new ArrayDeque<>(lines);
            try (var reader =
                    new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    if (last.size() == lines) {
                        last.removeFirst();
                    }
                    last.addLast(line);
                }
            }
            return List.copyOf(last);
        } catch (IOException e) {
            return List.of("(could not read " + file + ": " + e.getMessage() + ")");
        }
    }
}
