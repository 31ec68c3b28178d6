package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project's {@code target} field: 5.0 when absent, kept when saved, an unknown value located at its path. */
class TargetFileTest {

    private static final Project RICH = RichProject.create();

    @TempDir
    Path dir;

    @Test
    void should_save_and_load_every_target_and_write_the_field_only_for_another_than_5_0() throws Exception {
        for (CassandraVersion target : CassandraVersion.values()) {
            Path file = dir.resolve(target.label() + ".ksd.json");
            Project project = RICH.withTarget(target);

            ProjectFiles.save(project, file);

            String text = Files.readString(file, StandardCharsets.UTF_8);
            assertThat(ProjectFiles.load(file)).isEqualTo(project);
            assertThat(text.contains("\"target\": \"" + target.label() + "\""))
                    .as("target %s written", target)
                    .isEqualTo(target != CassandraVersion.DEFAULT);
        }
    }

    @Test
    void should_write_a_5_0_project_exactly_as_before_targets_existed() {
        String written = ProjectFiles.toJson(RICH);

        assertThat(written).doesNotContain("\"target\"");
        assertThat(written).startsWith("{\n  \"formatVersion\": 1,\n  \"name\": ");
    }

    @Test
    void should_load_a_file_without_a_target_or_with_a_null_one_as_5_0() throws Exception {
        String written = ProjectFiles.toJson(RICH);
        String withNull = written.replaceFirst("\n  \"name\": ", "\n  \"target\": null,\n  \"name\": ");

        assertThat(ProjectFiles.load(write(written)).target()).isEqualTo(CassandraVersion.V5_0);
        assertThat(ProjectFiles.load(write(withNull)).target()).isEqualTo(CassandraVersion.V5_0);
    }

    @Test
    void should_refuse_an_unknown_target_naming_its_json_path_and_the_versions_read() throws Exception {
        for (String value : new String[] {"\"4.0\"", "\"5\"", "\"V5_0\"", "41"}) {
            String text =
                    ProjectFiles.toJson(RICH.withTarget(CassandraVersion.V4_1)).replace("\"4.1\"", value);

            ProjectFileException error = load(text);

            assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.target");
            assertThat(error.problem())
                    .as(value)
                    .isIn(
                            "unknown Cassandra version '" + value.replace("\"", "")
                                    + "' (expected one of 4.1, 5.0, 6.0)",
                            "expected text, found the number 41");
        }
    }

    private Path write(String text) throws Exception {
        Path file = dir.resolve("project.ksd.json");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private ProjectFileException load(String text) throws Exception {
        Path file = write(text);
        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(file), ProjectFileException.class);
        assertThat(error).as("loading should fail").isNotNull();
        return error;
    }
}
