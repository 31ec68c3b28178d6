package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The first line of a password file is the password, whatever line ending follows it. */
class PasswordFileTest {

    @TempDir
    Path folder;

    private String read(String content) throws Exception {
        Path file = Files.writeString(folder.resolve("password"), content, StandardCharsets.UTF_8);
        return new String(PasswordFile.read("ksd deploy", file).reveal());
    }

    @Test
    void should_take_the_first_line_without_its_line_ending() throws Exception {
        assertThat(read("pa ss\n")).isEqualTo("pa ss");
        assertThat(read("pa ss\r\nsecond line\n")).isEqualTo("pa ss");
        assertThat(read("no newline")).isEqualTo("no newline");
        assertThat(read("  spaces kept  \n")).isEqualTo("  spaces kept  ");
        assertThat(read("ünïcødé\n")).isEqualTo("ünïcødé");
    }
}
