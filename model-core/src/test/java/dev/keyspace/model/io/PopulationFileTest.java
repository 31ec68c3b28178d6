package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.settings.StorageCosts;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Entity counts, relationship-end cardinalities and default sizes survive a save and load; bad ones are located. */
class PopulationFileTest {

    @TempDir
    Path dir;

    private static final Project RICH = RichProject.create();

    private static Project populated() {
        Population population = Population.NONE
                .withCount(ElementId.of("e-hotel"), Optional.of(1000L))
                .withEnd(new RelationshipEnd(ElementId.of("r-owns"), 1), Optional.of(new EndCardinality(12.5, 40)));
        return RICH.withConceptual(RICH.conceptual().withPopulation(population))
                .withAnalysis(RICH.analysis()
                        .withSizeDefaults(new SizeDefaults(24, 100, 5, 8))
                        .withCalibration(Optional.of(new Calibration(
                                "127.0.0.1:9042",
                                "2026-11-25T01:00Z",
                                Map.of(RichProject.HOTELS, new Calibration.Measured(60, 3973))))));
    }

    @Test
    void should_keep_counts_cardinalities_size_defaults_and_calibration_through_save_and_load() throws Exception {
        Path file = dir.resolve("p.ksd.json");
        ProjectFiles.save(populated(), file);

        Project loaded = ProjectFiles.load(file);

        assertThat(loaded).isEqualTo(populated());
        assertThat(loaded.conceptual().population().end(ElementId.of("r-owns"), 1))
                .contains(new EndCardinality(12.5, 40));
        assertThat(loaded.conceptual().population().end(ElementId.of("r-owns"), 0))
                .isEmpty();
        assertThat(loaded.analysis().calibration().orElseThrow().tables().get(RichProject.HOTELS))
                .isEqualTo(new Calibration.Measured(60, 3973));
    }

    @Test
    void should_keep_a_calibrations_storage_costs_and_load_one_stored_without_them() throws Exception {
        Calibration old = populated().analysis().calibration().orElseThrow();
        Calibration fitted = new Calibration(
                old.cluster(),
                old.date(),
                old.tables(),
                Optional.of(new StorageCosts(4.5, 7.25, Map.of("text", 2.0, "set<text>", 21.5))));
        Project project = populated().withAnalysis(populated().analysis().withCalibration(Optional.of(fitted)));
        Path file = dir.resolve("fitted.ksd.json");
        ProjectFiles.save(project, file);

        assertThat(ProjectFiles.load(file)).isEqualTo(project);
        assertThat(Files.readString(file)).contains("\"rowBytes\": 7.25");
        assertThat(ProjectFiles.toJson(populated())).doesNotContain("storage");
        assertThat(load(populated()).analysis().calibration().orElseThrow().storage())
                .isEmpty();
    }

    @Test
    void should_keep_a_calibrations_statement_costs_and_load_one_stored_without_them() throws Exception {
        Calibration old = populated().analysis().calibration().orElseThrow();
        Calibration fitted = new Calibration(
                old.cluster(),
                old.date(),
                old.tables(),
                old.storage(),
                Optional.of(new StatementCosts(0.41, 0.002, 0.00001, 0.3, 0.01, 0.625, 9, 4)));
        Project project = populated().withAnalysis(populated().analysis().withCalibration(Optional.of(fitted)));
        Path file = dir.resolve("timed.ksd.json");
        ProjectFiles.save(project, file);

        assertThat(ProjectFiles.load(file)).isEqualTo(project);
        assertThat(Files.readString(file)).contains("\"loggedBatchMillis\": 0.625", "\"writes\": 4");
        assertThat(ProjectFiles.toJson(populated())).doesNotContain("statements");
        assertThat(load(populated()).analysis().calibration().orElseThrow().statements())
                .isEmpty();
    }

    @Test
    void should_locate_a_bad_statement_cost() throws Exception {
        Calibration old = populated().analysis().calibration().orElseThrow();
        Project project = populated()
                .withAnalysis(populated()
                        .analysis()
                        .withCalibration(Optional.of(old.withStatements(
                                Optional.of(new StatementCosts(0.5, 0.25, 0.125, 0.3, 0.01, 0.625, 9, 4))))));
        String text = ProjectFiles.toJson(project).replace("\"readMillis\": 0.5", "\"readMillis\": 0");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.calibration.statements");
        assertThat(error.problem()).isEqualTo("a read costs more than nothing: 0.0");
    }

    @Test
    void should_locate_a_negative_storage_cost() throws Exception {
        Calibration old = populated().analysis().calibration().orElseThrow();
        Project project = populated()
                .withAnalysis(populated()
                        .analysis()
                        .withCalibration(Optional.of(new Calibration(
                                old.cluster(),
                                old.date(),
                                old.tables(),
                                Optional.of(new StorageCosts(4, 7, Map.of("int", 1.0)))))));
        String text = ProjectFiles.toJson(project).replace("\"int\": 1.0", "\"int\": -1.0");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.calibration.storage");
        assertThat(error.problem()).isEqualTo("valueOverheadBytes.int must be a finite number, not negative: -1.0");
    }

    private Project load(Project project) throws Exception {
        Path file = dir.resolve("plain.ksd.json");
        Files.writeString(file, ProjectFiles.toJson(project), StandardCharsets.UTF_8);
        return ProjectFiles.load(file);
    }

    @Test
    void should_write_nothing_new_for_a_project_without_population_or_size_defaults() {
        String written = ProjectFiles.toJson(RICH);

        assertThat(written)
                .doesNotContain("population")
                .doesNotContain("sizeDefaults")
                .doesNotContain("calibration");
    }

    @Test
    void should_locate_a_negative_entity_count() throws Exception {
        String text = ProjectFiles.toJson(populated()).replace("\"e-hotel\": 1000", "\"e-hotel\": -4");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath())
                .isEqualTo("$.conceptual.population.entityCounts['e-hotel']");
        assertThat(error.problem()).isEqualTo("an expected count must be a whole number, not negative");
    }

    @Test
    void should_locate_a_maximum_below_the_average() throws Exception {
        String text = ProjectFiles.toJson(populated()).replace("\"maximum\": 40", "\"maximum\": 3");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath())
                .isEqualTo("$.conceptual.population.relationshipEnds['r-owns'][1]");
        assertThat(error.problem()).isEqualTo("a maximum cardinality (3) cannot be below the average (12.5)");
    }

    @Test
    void should_locate_a_negative_default_size() throws Exception {
        String text = ProjectFiles.toJson(populated()).replace("\"textBytes\": 24", "\"textBytes\": -1");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.sizeDefaults");
        assertThat(error.problem()).isEqualTo("textBytes cannot be negative: -1");
    }

    private ProjectFileException load(String text) throws Exception {
        Path file = dir.resolve("bad.ksd.json");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(file), ProjectFileException.class);
        assertThat(error).as("loading should fail").isNotNull();
        return error;
    }
}
