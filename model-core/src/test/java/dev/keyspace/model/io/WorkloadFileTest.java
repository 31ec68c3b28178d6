package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code analysis.workload} object: kept whole, absent when empty, problems located at their path. */
class WorkloadFileTest {

    private static final Project RICH = RichProject.create();

    private static final ElementId HOTEL = ElementId.of("e-hotel");

    private static final ElementId NEAR = ElementId.of("r-near");

    private static final Workload WORKLOAD = new Workload(List.of(
            Mix.empty("browsing")
                    .withQuery(ElementId.of("q2"), Demand.perSecond(40))
                    .withQuery(ElementId.of("q1"), new Demand(1200.5, OptionalDouble.of(8)))
                    .withWrite(WriteKey.update(HOTEL, "name"), Demand.perSecond(0.25))
                    .withWrite(WriteKey.insert(NEAR), Demand.perSecond(3)),
            Mix.empty("nightly import").withWrite(WriteKey.delete(HOTEL), Demand.perSecond(50))));

    private static final Project WITH_WORKLOAD =
            RICH.withAnalysis(RICH.analysis().withWorkload(WORKLOAD));

    @TempDir
    Path dir;

    @Test
    void should_keep_every_mix_rate_and_latency_target() throws Exception {
        Path file = dir.resolve("w.ksd.json");
        ProjectFiles.save(WITH_WORKLOAD, file);

        Project loaded = ProjectFiles.load(file);

        assertThat(loaded).isEqualTo(WITH_WORKLOAD);
        assertThat(loaded.analysis()
                        .workload()
                        .mix("browsing")
                        .orElseThrow()
                        .queries()
                        .get(ElementId.of("q1")))
                .isEqualTo(new Demand(1200.5, OptionalDouble.of(8)));
        assertThat(ProjectFiles.toJson(loaded)).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void should_write_no_workload_object_when_there_is_none() {
        assertThat(ProjectFiles.toJson(RICH)).doesNotContain("\"workload\"");
        assertThat(ProjectFiles.toJson(WITH_WORKLOAD)).contains("\"workload\"");
    }

    @Test
    void should_write_rates_sorted_by_id_whatever_order_they_were_given_in() {
        String json = ProjectFiles.toJson(WITH_WORKLOAD);

        assertThat(json.indexOf("\"query\": \"q1\"")).isLessThan(json.indexOf("\"query\": \"q2\""));
    }

    @Test
    void should_locate_a_rate_of_a_query_the_project_does_not_have() throws Exception {
        String text = ProjectFiles.toJson(WITH_WORKLOAD).replace("\"query\": \"q2\"", "\"query\": \"q9\"");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.workload.mixes[0].queries[1].query");
        assertThat(error.problem()).isEqualTo("'q9' is the id of no query in this project");
    }

    @Test
    void should_locate_an_update_of_an_attribute_its_owner_does_not_have() throws Exception {
        String text = ProjectFiles.toJson(WITH_WORKLOAD).replace("\"attribute\": \"name\"", "\"attribute\": \"nam\"");

        ProjectFileException error = load(text);

        assertThat(error.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.workload.mixes[0].writes[0].attribute");
        assertThat(error.problem()).isEqualTo("'nam' is no attribute of 'e-hotel'");
    }

    @Test
    void should_locate_a_negative_rate_an_unknown_operation_and_a_mix_named_twice() throws Exception {
        String json = ProjectFiles.toJson(WITH_WORKLOAD);

        ProjectFileException negative = load(json.replace("\"perSecond\": 50.0", "\"perSecond\": -50.0"));
        ProjectFileException operation = load(json.replace("\"operation\": \"DELETE\"", "\"operation\": \"UPSERT\""));
        ProjectFileException twice = load(json.replace("\"nightly import\"", "\"browsing\""));

        assertThat(negative.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.workload.mixes[1].writes[0].perSecond");
        assertThat(negative.problem()).isEqualTo("a rate is a finite number of operations per second, 0 or more");
        assertThat(operation.location().orElseThrow().jsonPath())
                .isEqualTo("$.analysis.workload.mixes[1].writes[0].operation");
        assertThat(twice.location().orElseThrow().jsonPath()).isEqualTo("$.analysis.workload");
        assertThat(twice.problem()).isEqualTo("two mixes are named browsing");
    }

    private ProjectFileException load(String text) throws Exception {
        Path file = dir.resolve("project.ksd.json");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(file), ProjectFileException.class);
        assertThat(error).as("loading should fail").isNotNull();
        return error;
    }
}
