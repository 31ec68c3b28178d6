package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd check} run in-process on the committed sample files. */
class CheckCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLES = Path.of("").toAbsolutePath().getParent().resolve("samples");
    private static final String HOTEL = sample("hotel");
    private static final String SENSORS = sample("sensors");

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private static String sample(String name) {
        Path file = SAMPLES.resolve(name).resolve(name + ".ksd.json");
        assertThat(file).exists();
        return file.toString();
    }

    private int run(String... args) {
        return KsdCommandLine.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void should_print_one_line_per_hotel_finding_then_the_sizing_and_exit_0() {
        assertThat(run("check", HOTEL)).isEqualTo(ExitCode.OK);

        List<String> lines = stdout().lines().toList();
        assertThat(lines.get(0)).isEqualTo(HOTEL + ": 0 errors, 7 other findings, 2 suppressed");
        assertThat(lines.subList(1, 8))
                .extracting(l -> l.substring(0, l.indexOf(':')))
                .containsExactly(
                        "  warning partition-too-many-values hotel.available_rooms_by_hotel_date",
                        "  warning unbounded-partition hotel.available_rooms_by_hotel_date",
                        "  warning materialized-view reservation.reservations_by_confirmation",
                        "  warning changing-key reservation.reservations_by_hotel_date",
                        "  warning changing-key reservation.reservations_by_guest",
                        "  warning replication hotel",
                        "  warning replication reservation");
        assertThat(lines.get(1)).contains("146,000 values per partition").contains("(fix: move clustering column date");
        assertThat(lines.subList(8, 10))
                .allMatch(l -> l.startsWith("  suppressed non-unique-key reservation.reservations_by_"))
                .allMatch(l -> l.endsWith("a room is booked once per start date, so hotel, start date and room"
                        + " identify a reservation"));
        assertThat(stdout())
                .containsPattern("hotel\\.available_rooms_by_hotel_date +73,000 +73,000 +1\\.0 MB +1,000 +3\\.1 GB")
                .containsPattern("hotel\\.hotels +1 +4 +320 B +1,000 ")
                .doesNotContain("?")
                .contains("      partitions: count of Hotel 1000")
                .contains("      column sizes: id 16 B (text 16 B), name 16 B (text 16 B)");
        assertThat(stderr()).isEmpty();
    }

    @Test
    void should_write_the_hotel_findings_and_sizing_as_json() throws Exception {
        assertThat(run("check", "--format", "json", HOTEL)).isEqualTo(ExitCode.OK);

        JsonNode root = JSON.readTree(stdout());
        assertThat(fieldNames(root)).containsExactly("findings", "sizing");
        assertThat(root.get("findings"))
                .extracting(f -> f.get("rule").asText(), f -> f.get("severity").asText(), f -> f.get("element")
                        .asText())
                .containsExactly(
                        tuple("partition-too-many-values", "warning", "hotel.available_rooms_by_hotel_date"),
                        tuple("unbounded-partition", "warning", "hotel.available_rooms_by_hotel_date"),
                        tuple("materialized-view", "warning", "reservation.reservations_by_confirmation"),
                        tuple("changing-key", "warning", "reservation.reservations_by_hotel_date"),
                        tuple("changing-key", "warning", "reservation.reservations_by_guest"),
                        tuple("replication", "warning", "hotel"),
                        tuple("replication", "warning", "reservation"));
        root.get("findings").forEach(f -> assertThat(fieldNames(f))
                .containsExactly("rule", "severity", "element", "message", "fix"));

        JsonNode rooms = sizingOf(root, "hotel.available_rooms_by_hotel_date");
        assertThat(fieldNames(rooms))
                .containsExactly(
                        "table",
                        "rowsPerPartition",
                        "values",
                        "partitionBytes",
                        "partitions",
                        "tableBytes",
                        "worstCase",
                        "missingAssumptions",
                        "basis");
        assertThat(rooms.get("rowsPerPartition").asLong()).isEqualTo(73_000);
        assertThat(rooms.get("values").asLong()).isEqualTo(73_000);
        assertThat(rooms.get("partitionBytes").asLong()).isEqualTo(1_095_005);
        assertThat(rooms.get("partitions").asLong()).isEqualTo(1_000);
        assertThat(rooms.get("tableBytes").asLong()).isEqualTo(1_095_005L * 1_000 * 3);
        assertThat(rooms.get("worstCase").get("values").asLong()).isEqualTo(146_000);
        assertThat(rooms.get("missingAssumptions")).isEmpty();

        JsonNode hotels = sizingOf(root, "hotel.hotels");
        assertThat(hotels.get("partitionBytes").asLong()).isEqualTo(320);
        assertThat(hotels.get("partitions").asLong()).isEqualTo(1_000);
        assertThat(hotels.get("missingAssumptions")).isEmpty();
        assertThat(hotels.get("basis")).extracting(JsonNode::asText).contains("partitions: count of Hotel 1000");
    }

    @Test
    void should_list_one_object_per_file_with_its_name_when_checking_several_files() throws Exception {
        assertThat(run("check", "--format=json", HOTEL, SENSORS)).isEqualTo(ExitCode.FINDINGS);

        JsonNode root = JSON.readTree(stdout());
        assertThat(root.isArray()).isTrue();
        assertThat(root).extracting(r -> r.get("file").asText()).containsExactly(HOTEL, SENSORS);
        assertThat(fieldNames(root.get(1))).containsExactly("file", "findings", "sizing");
        assertThat(root.get(1).get("findings"))
                .extracting(f -> f.get("rule").asText(), f -> f.get("severity").asText())
                .contains(tuple("partition-too-large", "error"));
    }

    @Test
    void should_write_sarif_with_the_rule_catalogue_and_logical_locations() throws Exception {
        assertThat(run("check", "--format", "sarif", HOTEL, SENSORS)).isEqualTo(ExitCode.FINDINGS);

        JsonNode root = JSON.readTree(stdout());
        assertThat(root.get("version").asText()).isEqualTo("2.1.0");
        assertThat(root.get("$schema").asText()).contains("sarif-2.1.0");
        JsonNode run = root.get("runs").get(0);
        JsonNode rules = run.get("tool").get("driver").get("rules");
        assertThat(rules).hasSize(Checker.RULES.size());
        assertThat(rules)
                .allMatch(r -> !r.get("shortDescription").get("text").asText().isBlank());
        JsonNode results = run.get("results");
        assertThat(results).hasSize(11);
        assertThat(results)
                .extracting(r -> r.get("ruleId").asText(), r -> r.get("level").asText())
                .contains(tuple("materialized-view", "warning"), tuple("partition-too-large", "error"));
        for (JsonNode result : results) {
            assertThat(result.get("message").get("text").asText()).contains("Fix: ");
            assertThat(rules.get(result.get("ruleIndex").asInt()).get("id").asText())
                    .isEqualTo(result.get("ruleId").asText());
            JsonNode location = result.get("locations").get(0);
            assertThat(location.get("physicalLocation")
                            .get("artifactLocation")
                            .get("uri")
                            .asText())
                    .startsWith("file:")
                    .endsWith(".ksd.json");
            assertThat(location.get("logicalLocations")
                            .get(0)
                            .get("fullyQualifiedName")
                            .asText())
                    .matches("(hotel|reservation|sensors)(\\.\\w+)?");
        }
    }

    /** Saves app.events (id) with a static column and no clustering column, which Cassandra refuses. */
    private Path brokenProjectFile() throws Exception {
        Table staticWithoutClustering = Table.of(
                ElementId.of("table:app.events"),
                "events",
                List.of(
                        Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                        Column.staticColumn("note", CqlType.of(NativeType.INT))));
        Project project = Project.empty("broken")
                .withKeyspaces(List.of(Keyspace.of("app", Replication.networkTopology(java.util.Map.of("dc1", 3)))
                        .withTable(staticWithoutClustering)));
        Path file = dir.resolve("broken.ksd.json");
        ProjectFiles.save(project, file);
        return file;
    }

    /** The one entry of a JSON findings array that the cassandra-rejects rule reported. */
    private static JsonNode refusal(JsonNode entries, String ruleField) {
        List<JsonNode> refusals = new ArrayList<>();
        entries.forEach(e -> {
            if (e.get(ruleField).asText().equals("cassandra-rejects")) {
                refusals.add(e);
            }
        });
        assertThat(refusals).hasSize(1);
        return refusals.get(0);
    }

    @Test
    void should_exit_1_when_a_project_has_an_error_level_finding() throws Exception {
        assertThat(run("check", brokenProjectFile().toString())).isEqualTo(ExitCode.FINDINGS);

        assertThat(stdout())
                .contains("  error cassandra-rejects app.events.note: Static columns are only useful (and thus"
                        + " allowed) if the table has at least one clustering column (fix: add a clustering column to"
                        + " the table of app.events.note, or make app.events.note a regular column)");
    }

    @Test
    void should_name_the_refused_column_in_json_and_as_a_sarif_member() throws Exception {
        Path file = brokenProjectFile();

        assertThat(run("check", "--format", "json", file.toString())).isEqualTo(ExitCode.FINDINGS);
        JsonNode refused =
                refusal(JSON.readTree(stdout()).findValues("findings").get(0), "rule");
        assertThat(refused.get("element").asText()).isEqualTo("app.events.note");
        assertThat(refused.get("fix").asText())
                .isEqualTo("add a clustering column to the table of app.events.note, or make app.events.note a"
                        + " regular column");

        out.reset();
        assertThat(run("check", "--format", "sarif", file.toString())).isEqualTo(ExitCode.FINDINGS);
        JsonNode result = refusal(JSON.readTree(stdout()).get("runs").get(0).get("results"), "ruleId");
        JsonNode logical =
                result.get("locations").get(0).get("logicalLocations").get(0);
        assertThat(logical.get("fullyQualifiedName").asText()).isEqualTo("app.events.note");
        assertThat(logical.get("kind").asText()).isEqualTo("member");
    }

    @Test
    void should_exit_2_naming_the_file_line_and_json_path_of_an_unreadable_project() throws Exception {
        Path file = dir.resolve("corrupt.ksd.json");
        Files.writeString(file, "{\n  \"formatVersion\": 1,\n  \"name\": 42\n}\n", StandardCharsets.UTF_8);

        assertThat(run("check", HOTEL, file.toString())).isEqualTo(ExitCode.BAD_INPUT);

        assertThat(stderr().strip())
                .startsWith(file + ":3:")
                .contains("(at $.name)")
                .doesNotContain("\tat ");
        assertThat(stdout()).as("no half report").isEmpty();
    }

    @Test
    void should_exit_2_for_a_missing_file_and_an_unknown_file_type() throws Exception {
        Path text = Files.writeString(dir.resolve("notes.txt"), "hello", StandardCharsets.UTF_8);
        Path missing = dir.resolve("nope.ksd.json");

        List<String> messages = new ArrayList<>();
        for (Path file : List.of(missing, text)) {
            err.reset();
            assertThat(run("check", file.toString())).as(file.toString()).isEqualTo(ExitCode.BAD_INPUT);
            messages.add(stderr().strip());
        }

        assertThat(messages).hasSize(2);
        assertThat(messages.get(0)).isEqualTo(missing + ": no such file");
        assertThat(messages.get(1))
                .isEqualTo(text + ": not a project file (expected a name ending in .ksd.json or .cql)");
    }

    @Test
    void should_report_a_cql_file_whose_every_statement_is_refused_as_findings_in_every_format() throws Exception {
        Path cql = Files.writeString(
                dir.resolve("schema.cql"),
                "CREATE KEYSPACE k;\nCREATE TABLE nowhere.t (k int PRIMARY KEY);\n",
                StandardCharsets.UTF_8);

        for (String format : List.of("text", "json", "sarif")) {
            out.reset();
            err.reset();
            assertThat(run("check", "--format", format, cql.toString()))
                    .as(format)
                    .isEqualTo(ExitCode.FINDINGS);
            assertThat(stdout()).as(format).contains("Keyspace 'nowhere' doesn't exist");
            assertThat(stderr()).as(format).contains(cql + ":1:").contains(cql + ":2:1:");
        }
        out.reset();
        run("check", "--format", "sarif", cql.toString());
        JsonNode sarif = JSON.readTree(stdout());
        assertThat(sarif.findValuesAsText("fullyQualifiedName")).contains("nowhere.t");
        assertThat(sarif.findValues("startLine")).extracting(JsonNode::asInt).contains(1, 2);
    }

    @Test
    void should_check_a_cql_schema_as_well_as_a_project() throws Exception {
        Path cql = Files.writeString(
                dir.resolve("schema.cql"),
                """
                CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE shop.events (day date, ts timestamp, payload text, PRIMARY KEY (day, ts))
                    WITH CLUSTERING ORDER BY (ts DESC);
                """,
                StandardCharsets.UTF_8);
        run("check", "--format", "json", cql.toString());
        assertThat(stderr()).isEmpty();
        assertThat(stdout()).contains("\"rule\" : \"replication\"").contains("\"element\" : \"shop\"");
    }

    @Test
    void should_refuse_an_unknown_format_and_document_the_formats_and_exit_codes() {
        assertThat(run("check", "--format", "xml", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr()).contains("--format").contains("TEXT, JSON, SARIF");

        assertThat(run("check", "--help")).isEqualTo(ExitCode.OK);
        assertThat(stdout())
                .contains("Usage: ksd check")
                .contains("a list of such objects, each with a leading \"file\"")
                .contains("1  at least one finding at error level");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static JsonNode sizingOf(JsonNode root, String table) {
        for (JsonNode sizing : root.get("sizing")) {
            if (sizing.get("table").asText().equals(table)) {
                return sizing;
            }
        }
        throw new AssertionError("no sizing for " + table);
    }
}
