package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a broken project file, loads it, and checks where and how the error is reported. */
final class BrokenProjectFiles {

    private BrokenProjectFiles() {}

    static Path write(Path dir, String text) throws Exception {
        Path file = dir.resolve("broken.ksd.json");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    static ProjectFileException load(Path dir, String text) throws Exception {
        Path file = write(dir, text);
        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(file), ProjectFileException.class);
        assertThat(error).as("loading should fail").isNotNull();
        assertThat(error.file()).isEqualTo(file);
        return error;
    }

    /** The error is placed at the {@code occurrence}-th appearance of {@code marker}, at {@code path}. */
    static void assertLocated(
            ProjectFileException error, String text, String marker, int occurrence, String path, String problem) {
        int index = -1;
        for (int i = 0; i < occurrence; i++) {
            index = text.indexOf(marker, index + 1);
        }
        assertThat(index).as("marker %s in the test text", marker).isNotNegative();
        String before = text.substring(0, index);
        int line = lineCount(before);
        int column = index - (before.lastIndexOf('\n') + 1) + 1;
        assertThat(error.location()).contains(new ProjectFileException.Location(line, column, path));
        assertThat(error.problem()).startsWith(problem);
        assertPlainMessage(error);
    }

    /** The message is for the user: file, line, column and path in words, nothing of the library. */
    static void assertPlainMessage(ProjectFileException error) {
        ProjectFileException.Location at = error.location().orElseThrow();
        assertThat(error.getMessage())
                .isEqualTo(error.file() + ":" + at.line() + ":" + at.column() + ": " + error.problem() + " (at "
                        + at.jsonPath() + ")")
                .doesNotContain("com.fasterxml")
                .doesNotContain("Exception")
                .doesNotContain("[Source")
                .doesNotContain("\tat ");
    }

    static int lineCount(String text) {
        return (int) text.chars().filter(c -> c == '\n').count() + 1;
    }
}
