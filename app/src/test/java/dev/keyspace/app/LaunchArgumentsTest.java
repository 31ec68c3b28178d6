package dev.keyspace.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A desktop opens a file by passing it alone: the designer opens it; every other start is as before. */
class LaunchArgumentsTest {

    @TempDir
    Path folder;

    @Test
    void should_open_the_designer_with_no_arguments() {
        assertThat(LaunchArguments.of(new String[0])).containsExactly("open");
    }

    @Test
    void should_open_a_project_or_cql_file_given_alone() throws IOException {
        for (String name : new String[] {"hotel.ksd.json", "Music Service.KSD.JSON", "schema.cql", "dump.CQL"}) {
            Path file = Files.writeString(folder.resolve(name), "{}");
            assertThat(LaunchArguments.of(new String[] {file.toString()}))
                    .as(name)
                    .containsExactly("open", file.toString());
        }
    }

    @Test
    void should_leave_commands_options_and_missing_or_other_files_to_the_command_line() throws IOException {
        Path text = Files.writeString(folder.resolve("notes.txt"), "x");
        Path folderNamedLikeAProject = Files.createDirectory(folder.resolve("old.ksd.json"));
        String[][] starts = {
            {"check"},
            {"--help"},
            {"--version"},
            {folder.resolve("missing.cql").toString()},
            {text.toString()},
            {folderNamedLikeAProject.toString()},
            {"check", folder.resolve("a.cql").toString()},
            {"-x.cql"},
            {"\u0000.cql"}
        };
        for (String[] start : starts) {
            assertThat(LaunchArguments.of(start)).as(String.join(" ", start)).containsExactly(start);
        }
    }
}
