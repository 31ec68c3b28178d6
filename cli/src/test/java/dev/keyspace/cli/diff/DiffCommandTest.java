package dev.keyspace.cli.diff;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.KsdRun;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.shared.SharedFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd diff}: what it lists, how it says it, and its exit codes (0 same, 1 different, 2 bad input). */
class DiffCommandTest {

    private static final Path HOTEL = Path.of("..", "samples", "hotel", "hotel.ksd.json");

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    @Test
    void every_sample_and_real_schema_equals_itself() throws Exception {
        for (Path file : inputs()) {
            assertThat(ksd.run("diff", file.toString(), file.toString()))
                    .as("%s%n%s%s", file, ksd.stdout(), ksd.stderr())
                    .isZero();
            assertThat(ksd.stdout()).startsWith("No differences");
        }
    }

    @Test
    void each_table_left_out_is_the_one_removal_and_put_back_the_one_addition() throws Exception {
        int cases = 0;
        for (Path input : inputs()) {
            Project project = new CqlReader().read(cqlOf(input)).project();
            Path whole = write("whole.cql", new CqlWriter().write(project));
            for (TableRef table : project.allTables()) {
                if (project.allViews().stream()
                        .anyMatch(v -> v.keyspace()
                                        .name()
                                        .equals(table.keyspace().name())
                                && v.view().baseTable().equals(table.table().name()))) {
                    continue; // a table with views goes with them: its removal lists them too
                }
                Project without =
                        new TableEdit.Remove(table.table().id(), table.table().name()).apply(project);
                Path less = write("less.cql", new CqlWriter().write(without));
                String element = table.qualifiedName();

                assertThat(ksd.run("diff", whole.toString(), less.toString(), "--format", "json"))
                        .as(input + " without " + element)
                        .isEqualTo(1);
                assertThat(changes(ksd.stdout()))
                        .as(input + " without " + element + "\n" + ksd.stdout())
                        .containsExactlyElementsOf(withIndexes(table, " removed true"));
                assertThat(ksd.run("diff", less.toString(), whole.toString(), "--format", "json"))
                        .isEqualTo(1);
                assertThat(changes(ksd.stdout())).containsExactlyElementsOf(withIndexes(table, " added true"));
                cases++;
            }
        }
        assertThat(cases).isGreaterThan(50);
    }

    @Test
    void a_version_compares_with_the_model_and_a_renamed_table_is_a_rename() throws Exception {
        Path file = dir.resolve("hotel.ksd.json");
        Files.copy(HOTEL, file);
        assertThat(ksd.run("version", "add", file.toString(), "--name", "v1", "--note", "first release"))
                .as(ksd.stderr())
                .isZero();
        Project project = ProjectFiles.load(file);
        TableRef hotels = table(project, "hotel.hotels");
        Project edited = new TableEdit.Rename(
                        hotels.table().id(), hotels.table().name(), Identifier.of("hotel_info"))
                .apply(project);
        TableRef pois = table(edited, "hotel.pois_by_hotel");
        Project later = new ColumnEdit.Add(pois.table().id(), Column.regular("distance", CqlType.of(NativeType.DOUBLE)))
                .apply(edited);
        ProjectFiles.save(later, file);

        assertThat(ksd.run("diff", file + "@v1", file.toString(), "--format", "json"))
                .isEqualTo(1);
        JsonNode json = new ObjectMapper().readTree(ksd.stdout());
        assertThat(changes(ksd.stdout()))
                .containsExactlyInAnyOrder(
                        "hotel.hotel_info table renamed false", "hotel.pois_by_hotel table changed true");
        JsonNode rename = json.get("changes").get(0);
        assertThat(rename.get("details").get(0).asText()).startsWith("renamed from hotel.hotels");
        assertThat(texts(rename.get("statements"))).first().asString().startsWith("CREATE TABLE hotel.hotel_info (");
        assertThat(texts(rename.get("statements"))).contains("DROP TABLE hotel.hotels;");
        JsonNode added = json.get("changes").get(1);
        assertThat(texts(added.get("statements")))
                .containsExactly("ALTER TABLE hotel.pois_by_hotel ADD distance double;");
        assertThat(texts(added.get("details"))).containsExactly("column distance double added");

        assertThat(ksd.run("diff", file + "@v1", file.toString())).isEqualTo(1);
        assertThat(ksd.stdout())
                .contains("> table hotel.hotel_info renamed (not in place: needs a migration)")
                .contains("~ table hotel.pois_by_hotel changed\n    column distance double added\n")
                .endsWith("2 changes: 1 renamed, 1 changed; 1 not in place\n");
        assertThat(ksd.run("diff", file + "@v1", file + "@v1")).isZero();
    }

    @Test
    void an_unknown_version_is_bad_input_naming_the_versions_there_are() throws Exception {
        Path file = dir.resolve("hotel.ksd.json");
        Files.copy(HOTEL, file);
        assertThat(ksd.run("diff", file + "@v1", file.toString())).isEqualTo(2);
        assertThat(ksd.stderr()).contains("no version named 'v1'").contains("has no versions yet");
        ksd.run("version", "add", file.toString(), "--name", "2026.1");
        assertThat(ksd.run("diff", file + "@v1", file.toString())).isEqualTo(2);
        assertThat(ksd.stderr()).contains("its versions are 2026.1").doesNotContain("at dev.keyspace");
    }

    @Test
    void a_missing_side_or_a_file_that_is_no_schema_is_bad_input() throws Exception {
        assertThat(ksd.run("diff", HOTEL.toString())).isEqualTo(2);
        assertThat(ksd.stderr()).contains("expected 2 files besides the clusters named, found 1");
        Path text = write("notes.txt", "hello");
        assertThat(ksd.run("diff", HOTEL.toString(), text.toString())).isEqualTo(2);
        assertThat(ksd.run("diff", HOTEL.toString(), dir.resolve("missing.cql").toString()))
                .isEqualTo(2);
        assertThat(ksd.run("diff", "--contact-points", "127.0.0.1:9042", HOTEL.toString(), HOTEL.toString()))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("--old-contact-points or --new-contact-points");
    }

    /** The table and the indexes that go and come with it, each as {@link #changes} writes it. */
    private static List<String> withIndexes(TableRef table, String change) {
        List<String> all = new ArrayList<>();
        all.add(table.qualifiedName() + " table" + change);
        table.keyspace().indexes().stream()
                .filter(i -> i.table().equals(table.table().name()))
                .forEach(i ->
                        all.add(table.keyspace().name().asCql() + "." + i.name().asCql() + " index" + change));
        return all;
    }

    private static TableRef table(Project project, String qualifiedName) {
        return project.allTables().stream()
                .filter(t -> t.qualifiedName().equals(qualifiedName))
                .findFirst()
                .orElseThrow();
    }

    private static List<String> changes(String json) throws Exception {
        List<String> changes = new ArrayList<>();
        for (JsonNode change : new ObjectMapper().readTree(json).get("changes")) {
            changes.add(change.get("element").asText() + " "
                    + change.get("kind").asText() + " " + change.get("change").asText() + " "
                    + change.get("inPlace").asBoolean());
        }
        return changes;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private Path cqlOf(Path input) throws Exception {
        if (input.toString().endsWith(".cql")) {
            return input;
        }
        return write("sample.cql", new CqlWriter().write(ProjectFiles.load(input)));
    }

    /** Every sample project and every real-world schema of the shared corpus. */
    private static List<Path> inputs() throws Exception {
        List<Path> inputs = new ArrayList<>();
        try (Stream<Path> samples = Files.walk(Path.of("..", "samples"), 2)) {
            samples.filter(p -> p.toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .forEach(inputs::add);
        }
        inputs.addAll(SharedFiles.cqlFiles("corpus/realworld"));
        return inputs;
    }
}
