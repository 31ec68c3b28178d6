package dev.keyspace.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The generated sources of every sample compile with -Xlint:all -Werror; foreign files are never replaced. */
class CodegenCompileTest {

    static final Path SAMPLES = Path.of("").toAbsolutePath().getParent().resolve("samples");

    @TempDir
    Path dir;

    static Stream<Path> samples() throws Exception {
        try (Stream<Path> files = Files.walk(SAMPLES, 2)) {
            return files.filter(f -> f.toString().endsWith(ProjectFiles.EXTENSION)).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_compile_the_code_of_every_sample_without_a_warning(Path sample) throws Exception {
        Project project = ProjectFiles.load(sample);
        List<Path> written =
                GeneratedFiles.write(dir.resolve("src"), new JavaCodegen(project, "com.example.app").files());

        assertThat(written).isNotEmpty().allMatch(p -> p.startsWith(dir.resolve("src/com/example/app")));
        SourceCompiler.compile(dir.resolve("src"), dir.resolve("classes"));
        assertThat(dir.resolve("classes/com/example/app")).isDirectoryContaining("glob:**Keyspace.class");
    }

    @Test
    void should_name_hotel_methods_from_descriptions_and_type_parameters_from_key_columns() throws Exception {
        Project project = ProjectFiles.load(SAMPLES.resolve("hotel/hotel.ksd.json"));
        GeneratedFiles.write(dir, new JavaCodegen(project, "com.example").files());

        String hotel = Files.readString(dir.resolve("com/example/HotelKeyspace.java"));
        assertThat(hotel)
                .contains("public List<HotelsByPoiRow> findHotelsNearAGivenPointOfInterest(String poiName) {")
                .contains(
                        "\"SELECT poi_name, hotel_id, name, phone, address FROM hotel.hotels_by_poi WHERE poi_name = ?\");")
                .contains("public void updateHotelName(")
                .contains("BatchStatement.builder(DefaultBatchType.LOGGED)");
        assertThat(Files.readString(dir.resolve("com/example/HotelsByPoiRow.java")))
                .contains("public record HotelsByPoiRow(")
                .contains("row.get(0, String.class)");
    }

    @Test
    void should_replace_its_own_files_and_refuse_to_replace_anyone_elses() throws Exception {
        Project project = ProjectFiles.load(SAMPLES.resolve("hotel/hotel.ksd.json"));
        List<GeneratedFile> files = new JavaCodegen(project, "p").files();
        GeneratedFiles.write(dir, files);
        GeneratedFiles.write(dir, files);

        Path mine = dir.resolve("p/HotelsRow.java");
        Files.writeString(mine, "class HotelsRow {}\n");

        assertThatThrownBy(() -> GeneratedFiles.write(dir, files))
                .isInstanceOf(GeneratedFiles.NotOursException.class)
                .hasMessageContaining("HotelsRow.java");
        assertThat(Files.readString(mine)).isEqualTo("class HotelsRow {}\n");
    }
}
