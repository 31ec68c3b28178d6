package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectFilesRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void should_load_back_a_project_using_every_model_feature_equal_to_the_saved_one() throws Exception {
        Project project = RichProject.create();
        Path file = dir.resolve("hotels.ksd.json");

        ProjectFiles.save(project, file);

        assertThat(ProjectFiles.load(file)).isEqualTo(project);
    }

    @Test
    void should_write_byte_identical_files_when_saving_the_same_project_twice() throws Exception {
        Path first = dir.resolve("first.ksd.json");
        Path second = dir.resolve("second.ksd.json");

        ProjectFiles.save(RichProject.create(), first);
        ProjectFiles.save(RichProject.create(), second);

        assertThat(Files.readAllBytes(second)).isEqualTo(Files.readAllBytes(first));
    }

    @Test
    void should_keep_map_and_list_order_through_load_and_save() throws Exception {
        Path file = dir.resolve("order.ksd.json");
        ProjectFiles.save(RichProject.create(), file);
        byte[] saved = Files.readAllBytes(file);

        ProjectFiles.save(ProjectFiles.load(file), file);

        assertThat(Files.readAllBytes(file)).isEqualTo(saved);
        assertThat(ProjectFiles.load(file)
                        .keyspace("hotels")
                        .orElseThrow()
                        .replication()
                        .options()
                        .keySet())
                .containsExactly("dc2", "dc1");
    }

    @Test
    void should_pretty_print_with_two_space_indent_unix_newlines_and_a_trailing_newline() throws Exception {
        Path file = dir.resolve("layout.ksd.json");
        ProjectFiles.save(RichProject.create(), file);
        String text = Files.readString(file, StandardCharsets.UTF_8);

        assertThat(text).startsWith("{\n  \"formatVersion\": 1,\n  \"name\": ");
        assertThat(text).endsWith("}\n").doesNotContain("\r").doesNotContain("\t");
        assertThat(text).contains("\"type\": \"frozen<map<text, list<int>>>\"");
        assertThat(text).contains("\"type\": \"vector<float, 3>\"");
        assertThat(text).contains("\"type\": \"frozen<\\\"Other KS\\\".\\\"Money\\\">\"");
        assertThat(text).contains("\"name\": \"Region\"");
        assertThat(text).contains("\"selected\": [\n");
        assertThat(text).contains("\"indexes\": [],").doesNotContain("[ ]").doesNotContain("{ }");
    }

    @Test
    void should_round_trip_an_empty_project() throws Exception {
        Path file = dir.resolve("empty.ksd.json");
        Project empty = Project.empty("");

        ProjectFiles.save(empty, file);

        assertThat(ProjectFiles.load(file)).isEqualTo(empty);
    }

    @Test
    void should_keep_the_previous_file_as_a_backup_beside_it() throws Exception {
        Path file = dir.resolve("backup.ksd.json");
        ProjectFiles.save(Project.empty("old"), file);
        byte[] old = Files.readAllBytes(file);

        ProjectFiles.save(RichProject.create(), file);

        Path backup = dir.resolve("backup.ksd.json.bak");
        assertThat(Files.readAllBytes(backup)).isEqualTo(old);
        assertThat(ProjectFiles.load(backup)).isEqualTo(Project.empty("old"));
        assertThat(ProjectFiles.load(file)).isEqualTo(RichProject.create());
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("backup.ksd.json", "backup.ksd.json.bak");
        }
    }

    @Test
    void should_make_no_backup_when_saving_a_new_file() throws Exception {
        Path file = dir.resolve("new.ksd.json");

        ProjectFiles.save(Project.empty("new"), file);

        assertThat(dir.resolve("new.ksd.json.bak")).doesNotExist();
    }
}
