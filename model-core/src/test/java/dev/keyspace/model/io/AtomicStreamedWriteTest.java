package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Content written as it is made replaces a file as atomically as bytes do: all of it, or the old file untouched. */
class AtomicStreamedWriteTest {

    @TempDir
    Path folder;

    @Test
    void should_replace_the_file_with_everything_the_content_wrote() throws IOException {
        Path target = folder.resolve("diagram.png");
        Files.writeString(target, "old");
        AtomicFiles.write(target, out -> {
            for (int i = 0; i < 100_000; i++) {
                out.write(("line " + i + "\n").getBytes(StandardCharsets.UTF_8));
            }
        });
        try (Stream<String> lines = Files.lines(target)) {
            assertThat(lines.count()).isEqualTo(100_000);
        }
        assertThat(Files.readString(target)).startsWith("line 0\n").endsWith("line 99999\n");
        assertThat(leftovers()).containsExactly(target);
    }

    @Test
    void should_leave_the_old_file_and_no_temporary_one_when_the_content_fails_half_way() throws IOException {
        Path target = folder.resolve("diagram.svg");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
                    out.write(new byte[1_000_000]);
                    throw new IOException("drawing failed");
                }))
                .hasMessage("drawing failed");
        assertThat(Files.readString(target)).isEqualTo("old");
        assertThat(leftovers()).containsExactly(target);
    }

    private java.util.List<Path> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
