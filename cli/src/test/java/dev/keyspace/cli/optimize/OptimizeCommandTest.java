package dev.keyspace.cli.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.KsdRun;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd optimize} on the hotel sample with a workload of two mixes. */
class OptimizeCommandTest {

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    private Path withWorkload;
    private Path withoutWorkload;

    @BeforeEach
    void write() throws Exception {
        Project hotel = ProjectFiles.load(Path.of("../samples/hotel/hotel.ksd.json"));
        Mix browsing = Mix.empty("browsing");
        for (int i = 1; i <= 9; i++) {
            browsing = browsing.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10 * i));
        }
        browsing = browsing.withWrite(WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(50));
        Mix booking = Mix.empty("booking").withQuery(ElementId.of("query:q6"), Demand.perSecond(500));
        withWorkload = dir.resolve("hotel.ksd.json");
        ProjectFiles.save(
                new AnalysisEdit.SetWorkload(new Workload(List.of(browsing, booking))).apply(hotel), withWorkload);
        withoutWorkload = dir.resolve("plain.ksd.json");
        ProjectFiles.save(hotel, withoutWorkload);
    }

    @Test
    void should_print_the_design_of_a_mix_in_json_at_no_more_than_the_current_cost() throws Exception {
        int exit = ksd.run("optimize", withWorkload.toString(), "--mix", "browsing", "--format", "json");

        assertThat(exit).as(ksd.stderr()).isZero();
        JsonNode json = new ObjectMapper().readTree(ksd.stdout());
        assertThat(json.get("mix").asText()).isEqualTo("browsing");
        assertThat(json.get("objective").asDouble())
                .isLessThanOrEqualTo(json.get("current").get("objective").asDouble());
        assertThat(json.get("calibrated").asBoolean()).isFalse();
        assertThat(json.get("queries")).hasSize(9);
        for (JsonNode table : json.get("tables")) {
            assertThat(table.get("cql").asText()).startsWith("CREATE ");
            assertThat(table.get("table").asText()).contains(".");
        }
        for (JsonNode query : json.get("queries")) {
            assertThat(json.get("tables").findValuesAsText("table"))
                    .contains(query.get("table").asText());
        }
    }

    @Test
    void should_price_by_the_projects_stored_statement_costs_and_say_so() throws Exception {
        Project project = ProjectFiles.load(withWorkload);
        Calibration calibration = new Calibration(
                "127.0.0.1:9042",
                "2026-11-30T05:00Z",
                Map.of(),
                Optional.empty(),
                Optional.of(new StatementCosts(0.5, 0.01, 0.0001, 0.4, 0.02, 0.8, 9, 3)));
        Path calibrated = dir.resolve("calibrated.ksd.json");
        ProjectFiles.save(new SizingEdit.SetCalibration(Optional.of(calibration)).apply(project), calibrated);

        int exit = ksd.run("optimize", calibrated.toString(), "--mix", "browsing", "--format", "json");

        assertThat(exit).as(ksd.stderr()).isZero();
        JsonNode json = new ObjectMapper().readTree(ksd.stdout());
        assertThat(json.get("calibrated").asBoolean()).isTrue();
        assertThat(json.get("calibration").asText())
                .isEqualTo("the proof of 127.0.0.1:9042 at 2026-11-30T05:00Z (9 reads, 3 writes)");
        assertThat(json.get("defaultCosts").toString()).contains("SAI query").doesNotContain("write statement");
        assertThat(ksd.run("optimize", calibrated.toString(), "--mix", "browsing"))
                .isZero();
        assertThat(ksd.stdout()).contains("Costs calibrated by the proof of 127.0.0.1:9042");
    }

    @Test
    void should_write_the_adopted_design_to_a_new_file_and_leave_the_project_as_it_was() throws Exception {
        byte[] before = Files.readAllBytes(withWorkload);
        Path adopted = dir.resolve("adopted.ksd.json");
        Path designOnly = dir.resolve("design-only.ksd.json");

        int exit = ksd.run("optimize", withWorkload.toString(), "--mix", "browsing", "--adopt", adopted.toString());
        int exitOnly = ksd.run(
                "optimize",
                withWorkload.toString(),
                "--mix",
                "browsing",
                "--adopt",
                designOnly.toString(),
                "--drop-unread");

        assertThat(exit).isZero();
        assertThat(exitOnly).as(ksd.stderr()).isZero();
        assertThat(ksd.stderr()).contains("the project with the design adopted is in " + designOnly);
        assertThat(Files.readAllBytes(withWorkload)).isEqualTo(before);
        Project original = ProjectFiles.load(withWorkload);
        Project withDesign = ProjectFiles.load(adopted);
        Project onlyDesign = ProjectFiles.load(designOnly);
        assertThat(withDesign.allTables().size())
                .isGreaterThanOrEqualTo(original.allTables().size());
        assertThat(onlyDesign.allTables().size() + onlyDesign.allViews().size())
                .as("the book's tables the design no longer reads are left out")
                .isLessThan(
                        withDesign.allTables().size() + withDesign.allViews().size());
        for (var query : onlyDesign.queries()) {
            assertThat(query.servedBy())
                    .as(query.label())
                    .isEqualTo(withDesign.query(query.id()).orElseThrow().servedBy());
        }
    }

    @Test
    void should_refuse_to_write_over_a_file_and_drop_unread_tables_without_adopting() throws Exception {
        Path existing = dir.resolve("existing.ksd.json");
        Files.writeString(existing, "mine");

        assertThat(ksd.run("optimize", withWorkload.toString(), "--mix", "booking", "--adopt", existing.toString()))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("exists: --adopt writes a new file");
        assertThat(Files.readString(existing)).isEqualTo("mine");
        assertThat(ksd.run("optimize", withWorkload.toString(), "--mix", "booking", "--drop-unread"))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("--drop-unread goes with --adopt");
    }

    @Test
    void should_print_totals_kept_tables_reads_and_what_was_left_out_as_text() {
        int exit = ksd.run("optimize", withWorkload.toString(), "--mix", "booking");

        assertThat(exit).as(ksd.stderr()).isZero();
        assertThat(ksd.stdout())
                .startsWith("Mix booking: cost ")
                .contains("Current design: cost ")
                .contains("Costs use the default constants")
                .contains("Kept:")
                .contains("Q6 reads ")
                .contains("Left out:");
    }

    @Test
    void should_ask_for_a_mix_when_there_are_several_and_name_them() {
        int exit = ksd.run("optimize", withWorkload.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(ksd.stderr()).contains("choose one with --mix: browsing, booking");
    }

    @Test
    void should_refuse_an_unknown_mix_and_a_project_without_workload() {
        assertThat(ksd.run("optimize", withWorkload.toString(), "--mix", "peak"))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("no mix named peak; the mixes are: browsing, booking");

        assertThat(ksd.run("optimize", withoutWorkload.toString())).isEqualTo(2);
        assertThat(ksd.stderr()).contains("the project has no workload");
    }

    @Test
    void should_exit_1_when_no_design_fits_the_space_and_2_on_a_size_it_cannot_read() {
        assertThat(ksd.run("optimize", withWorkload.toString(), "--mix", "booking", "--max-space", "1KB"))
                .isEqualTo(1);
        assertThat(ksd.stderr()).contains("no design serves every query of mix booking within 1.0 KB on disk");

        assertThat(ksd.run("optimize", withWorkload.toString(), "--mix", "booking", "--max-space", "12 parsecs"))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("'parsecs' is not a unit of size");
    }

    @Test
    void should_minimise_space_first_when_asked() throws Exception {
        ksd.run("optimize", withWorkload.toString(), "--mix", "browsing", "--format", "json");
        JsonNode byCost = new ObjectMapper().readTree(ksd.stdout());
        int exit = ksd.run(
                "optimize", withWorkload.toString(), "--mix", "browsing", "--objective", "space", "--format", "json");

        assertThat(exit).isZero();
        JsonNode bySpace = new ObjectMapper().readTree(ksd.stdout());
        assertThat(bySpace.get("space").asLong())
                .isLessThanOrEqualTo(byCost.get("space").asLong());
        assertThat(bySpace.get("objective").asDouble())
                .isGreaterThanOrEqualTo(byCost.get("objective").asDouble());
    }
}
