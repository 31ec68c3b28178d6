package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code analysis} object of the project file: defaults when absent, problems located at their path. */
class AnalysisFileTest {

    @TempDir
    Path dir;

    private static final Project RICH = RichProject.create();

    @Test
    void should_load_a_version_1_file_without_analysis_with_the_default_settings() throws Exception {
        String written = ProjectFiles.toJson(RICH);
        String withoutAnalysis = written.substring(0, written.indexOf(",\n  \"analysis\"")) + "\n}\n";

        Project loaded = ProjectFiles.load(write(withoutAnalysis));

        assertThat(loaded.analysis()).isEqualTo(AnalysisSettings.DEFAULTS);
        assertThat(loaded).isEqualTo(RICH.withAnalysis(AnalysisSettings.DEFAULTS));
    }

    @Test
    void should_keep_thresholds_hints_suppressions_with_reasons_and_non_production_keyspaces() throws Exception {
        Path file = dir.resolve("rich.ksd.json");
        ProjectFiles.save(RICH, file);

        AnalysisSettings loaded = ProjectFiles.load(file).analysis();

        assertThat(loaded).isEqualTo(RICH.analysis());
        assertThat(loaded.suppressions()).contains(new Suppression("orphan", "Q1", "served by a search service"));
        assertThat(loaded.hintsFor(RichProject.HOTELS).deletedAfterRead()).isTrue();
        assertThat(loaded.hintsFor(RichProject.VIEW)).isEqualTo(TableHints.NONE);
    }

    @Test
    void should_locate_a_suppression_without_a_reason() throws Exception {
        String text = ProjectFiles.toJson(RICH).replace("\"served by a search service\"", "\"\"");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.suppressions[1]");
        assertThat(error.problem()).isEqualTo("a suppression of orphan on Q1 needs a reason");
    }

    @Test
    void should_locate_thresholds_whose_error_limit_is_below_the_warning() throws Exception {
        String text = ProjectFiles.toJson(RICH)
                .replace("\"partitionValuesError\": 1000000000", "\"partitionValuesError\": 5");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.thresholds");
        assertThat(error.problem()).isEqualTo("thresholds must be positive, each error limit at least its warning");
    }

    @Test
    void should_locate_a_negative_hint_count_and_an_unknown_hint_field() throws Exception {
        String negative = ProjectFiles.toJson(RICH).replace("\"phones\": 3", "\"phones\": -3");
        String unknown = ProjectFiles.toJson(RICH).replace("\"writesNulls\": true", "\"writesNull\": true");

        ProjectFileException negativeError = load(negative);
        ProjectFileException unknownError = load(unknown);

        assertThat(negativeError.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.tableHints['table:hotels.hotels_by_poi'].collectionItems.phones");
        assertThat(negativeError.problem()).isEqualTo("a count must be a whole number, not negative");
        assertThat(unknownError.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.tableHints['table:hotels.hotels_by_poi'].writesNull");
        assertThat(unknownError.problem()).startsWith("unknown field 'writesNull'");
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
