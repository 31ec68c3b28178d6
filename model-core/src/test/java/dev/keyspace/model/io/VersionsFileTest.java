package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.VersionEdit;
import dev.keyspace.model.edit.VersionedProjects;
import dev.keyspace.propertytest.PropertyCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project's versions survive saving and loading, each with the element ids of its day; a file without versions
 * keeps format version 1, which older builds open; a damaged version is reported at its JSON path.
 */
class VersionsFileTest {

    @TempDir
    Path dir;

    @Test
    void every_generated_project_with_versions_loads_as_saved() {
        Path file = dir.resolve("p.ksd.json");
        int[] withVersions = {0};
        PropertyCheck.forAll(VersionedProjects.of(12)).tries(150).check(project -> {
            String text = ProjectFiles.toJson(project);
            assertThat(reload(file, text)).isEqualTo(project);
            assertThat(text)
                    .contains("\"formatVersion\": " + (project.versions().isEmpty() ? 1 : 2))
                    .doesNotContain("\"versions\": []");
            if (!project.versions().isEmpty()) {
                withVersions[0]++;
            }
        });
        assertThat(withVersions[0]).as("projects that had versions").isGreaterThan(30);
    }

    @Test
    void a_new_version_adds_one_block_at_the_end_of_the_file() throws Exception {
        Path file = dir.resolve("p.ksd.json");
        Project project = RichProject.create();
        ProjectFiles.save(project, file);
        String before = Files.readString(file);
        ProjectFiles.save(new VersionEdit.Mark("v1", "", Instant.EPOCH).apply(project), file);
        String after = Files.readString(file);

        String kept = before.substring(0, before.lastIndexOf("\n}"));
        assertThat(after.replace("\"formatVersion\": 2", "\"formatVersion\": 1"))
                .startsWith(kept);
        assertThat(after.substring(kept.length())).startsWith(",\n  \"versions\": [");
    }

    @Test
    void a_version_name_marked_twice_is_reported_where_it_stands() throws Exception {
        String text = withVersions(
                """
                {"name": "v1", "marked": "2026-01-01T00:00:00Z", "note": "", "keyspaces": []},
                {"name": "v1", "marked": "2026-02-01T00:00:00Z", "note": "", "keyspaces": []}""");

        BrokenProjectFiles.assertLocated(
                BrokenProjectFiles.load(dir, text),
                text,
                "\"name\"",
                3, // the project's name, then each version's
                "$.versions[1].name",
                "there is already a version named v1");
    }

    @Test
    void a_marked_instant_that_is_no_instant_is_reported_where_it_stands() throws Exception {
        String text =
                withVersions("""
                {"name": "v1", "marked": "yesterday", "note": "", "keyspaces": []}""");

        BrokenProjectFiles.assertLocated(
                BrokenProjectFiles.load(dir, text),
                text,
                "\"marked\"",
                1,
                "$.versions[0].marked",
                "expected an instant such as 2026-11-29T10:15:30Z, found 'yesterday'");
    }

    @Test
    void a_version_name_with_an_at_sign_is_reported_where_it_stands() throws Exception {
        String text = withVersions(
                """
                {"name": "v1@x", "marked": "2026-01-01T00:00:00Z", "note": "", "keyspaces": []}""");

        BrokenProjectFiles.assertLocated(
                BrokenProjectFiles.load(dir, text),
                text,
                "\"name\"",
                2,
                "$.versions[0].name",
                "a version name cannot hold '@'");
    }

    private static Project reload(Path file, String text) {
        try {
            return ProjectFiles.fromText(file, text);
        } catch (ProjectFileException e) {
            throw new AssertionError("a saved project does not load: " + e.getMessage(), e);
        }
    }

    private static String withVersions(String versions) {
        String empty = ProjectFiles.toJson(Project.empty("p"));
        return empty.substring(0, empty.lastIndexOf('}')).stripTrailing() + ",\n  \"versions\": [\n" + versions
                + "\n  ]\n}\n";
    }
}
