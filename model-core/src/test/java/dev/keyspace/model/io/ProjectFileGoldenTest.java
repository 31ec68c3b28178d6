package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Pins the file format: the rich project must be written exactly as the golden file, and the golden file
 * must keep loading. A deliberate format change regenerates it with {@code -Dksd.golden.update=true}, and
 * the diff is reviewed like code (and usually comes with a new format version).
 */
class ProjectFileGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/dev/keyspace/model/io/rich-project.ksd.json");

    @Test
    void should_write_the_rich_project_exactly_as_the_golden_file() throws Exception {
        String written = ProjectFiles.toJson(RichProject.create());
        if (Boolean.getBoolean("ksd.golden.update")) {
            Files.writeString(GOLDEN, written, StandardCharsets.UTF_8);
        }

        assertThat(written).isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
    }

    @Test
    void should_load_the_golden_file_as_the_rich_project() throws Exception {
        assertThat(ProjectFiles.load(GOLDEN)).isEqualTo(RichProject.create());
    }
}
