package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keeps each committed sample file equal to its builder. Run with {@code -Dsamples.regenerate=true} to
 * rewrite the files after changing a builder, then review the diff.
 */
class SampleFilesTest {

    /** The samples folder: this module's directory when Maven runs the test. */
    private static final Path SAMPLES = Path.of("").toAbsolutePath();

    static Stream<SampleCatalog.Sample> samples() {
        return SampleCatalog.all().stream();
    }

    private static Path fileOf(SampleCatalog.Sample sample) {
        return SAMPLES.resolve(sample.name()).resolve(sample.fileName());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_load_the_committed_file_equal_to_the_builder(SampleCatalog.Sample sample) throws Exception {
        Path file = fileOf(sample);
        Project built = sample.builder().get();
        if (Boolean.getBoolean("samples.regenerate")) {
            Files.createDirectories(file.getParent());
            ProjectFiles.save(built, file);
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
        }
        assertThat(file).as("run with -Dsamples.regenerate=true to create it").exists();
        assertThat(ProjectFiles.load(file).equals(built))
                .as("%s differs from its builder: run with -Dsamples.regenerate=true and review the diff", file)
                .isTrue();
    }
}
