package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file with statements Cassandra refuses: every command reports each one (file:line:column and Cassandra's
 * message), handles the statements Cassandra accepts, as the designer does, and exits 1; deploy applies
 * nothing unless told to skip them.
 */
class RefusedStatementsTest {

    private static final String SCHEMA =
            """
            CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE ks.a (id int PRIMARY KEY);
            CREATE TABLE ks.b (id int PRIMARY KEY) WITH read_repair_chance = 0.1;
            CREATE TABEL ks.c (id int PRIMARY KEY);
            CREATE TABLE ks.d (id int PRIMARY KEY);
            """;

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();
    private Path file;

    @BeforeEach
    void writeSchema() throws Exception {
        file = Files.writeString(dir.resolve("mixed.cql"), SCHEMA);
    }

    private void assertRefusedStatementsReported() {
        assertThat(ksd.stderr())
                .contains(file + ":3:1: error: Unknown property 'read_repair_chance'")
                .contains(file + ":4:8: error: ")
                .contains(file + ": Cassandra 5.0 would refuse 2 statements (above); the other statements are used")
                .doesNotContain("Exception");
    }

    @Test
    void format_prints_the_accepted_statements_and_reports_the_refused_ones() {
        assertThat(ksd.run("format", file.toString())).isEqualTo(ExitCode.FINDINGS);
        assertRefusedStatementsReported();
        assertThat(ksd.stdout())
                .contains("CREATE TABLE ks.a (")
                .contains("CREATE TABLE ks.d (")
                .doesNotContain("ks.b");
        assertThat(new CqlReader().read("formatted.cql", ksd.stdout()).errors()).isEmpty();
    }

    @Test
    void convert_writes_the_accepted_statements_and_reports_the_refused_ones() throws Exception {
        Path project = dir.resolve("mixed.ksd.json");
        assertThat(ksd.run("convert", file.toString(), project.toString())).isEqualTo(ExitCode.FINDINGS);
        assertRefusedStatementsReported();
        Project converted = ProjectFiles.load(project);
        assertThat(converted.allTables())
                .extracting(t -> t.table().name().internal())
                .containsExactly("a", "d");

        Path cql = dir.resolve("out.cql");
        assertThat(ksd.run("convert", file.toString(), cql.toString())).isEqualTo(ExitCode.FINDINGS);
        assertThat(Files.readString(cql)).contains("CREATE TABLE ks.d (");
    }

    @Test
    void check_checks_the_accepted_statements_and_reports_the_refused_ones() {
        assertThat(ksd.run("check", file.toString())).isEqualTo(ExitCode.FINDINGS);
        assertRefusedStatementsReported();
    }

    @Test
    void check_puts_each_refused_statement_in_the_sarif_with_its_place() throws Exception {
        assertThat(ksd.run("check", "--format", "sarif", file.toString())).isEqualTo(ExitCode.FINDINGS);

        JsonNode results =
                new ObjectMapper().readTree(ksd.stdout()).get("runs").get(0).get("results");
        List<JsonNode> refused = new ArrayList<>();
        results.forEach(result -> {
            // a refused statement is placed at its line and column; a finding only at its element's line
            if (result.at("/locations/0/physicalLocation/region").has("startColumn")) {
                refused.add(result);
            }
        });
        assertThat(refused).hasSize(2);
        JsonNode first = refused.get(0);
        assertThat(first.get("ruleId").asText()).isEqualTo("cassandra-rejects");
        assertThat(first.get("level").asText()).isEqualTo("error");
        assertThat(first.get("message").get("text").asText()).isEqualTo("Unknown property 'read_repair_chance'");
        JsonNode region = first.get("locations").get(0).get("physicalLocation").get("region");
        assertThat(region.get("startLine").asInt()).isEqualTo(3);
        assertThat(region.get("startColumn").asInt()).isEqualTo(1);
        assertThat(refused.get(1)
                        .get("locations")
                        .get(0)
                        .get("physicalLocation")
                        .get("region")
                        .get("startLine")
                        .asInt())
                .isEqualTo(4);
    }

    @Test
    void check_names_the_table_of_each_refused_statement_in_the_sarif() throws Exception {
        assertThat(ksd.run("check", "--format", "sarif", file.toString())).isEqualTo(ExitCode.FINDINGS);

        List<JsonNode> refused = refusedResults(
                new ObjectMapper().readTree(ksd.stdout()).get("runs").get(0).get("results"));
        JsonNode logical = refused.get(0).get("locations").get(0).get("logicalLocations");
        assertThat(logical).as("the table of line 3").hasSize(1);
        assertThat(logical.get(0).get("fullyQualifiedName").asText()).isEqualTo("ks.b");
        assertThat(logical.get(0).get("name").asText()).isEqualTo("ks.b");
        assertThat(logical.get(0).get("kind").asText()).isEqualTo("type");
        assertThat(refused.get(1).get("locations").get(0).has("logicalLocations"))
                .as("'CREATE TABEL' names nothing a reader can tell")
                .isFalse();
    }

    @Test
    void check_lists_each_refused_statement_with_its_table_in_the_json() throws Exception {
        assertThat(ksd.run("check", "--format", "json", file.toString())).isEqualTo(ExitCode.FINDINGS);

        List<JsonNode> refused = new ArrayList<>();
        new ObjectMapper().readTree(ksd.stdout()).get("findings").forEach(finding -> {
            if (finding.has("line")) {
                refused.add(finding);
            }
        });
        assertThat(refused).hasSize(2);
        JsonNode first = refused.get(0);
        assertThat(first.get("rule").asText()).isEqualTo("cassandra-rejects");
        assertThat(first.get("severity").asText()).isEqualTo("error");
        assertThat(first.get("element").asText()).isEqualTo("ks.b");
        assertThat(first.get("kind").asText()).isEqualTo("table");
        assertThat(first.get("line").asInt()).isEqualTo(3);
        assertThat(first.get("column").asInt()).isEqualTo(1);
        assertThat(first.get("message").asText()).isEqualTo("Unknown property 'read_repair_chance'");
        assertThat(first.get("fix").asText()).isNotBlank();
        assertThat(refused.get(1).get("element").isNull()).isTrue();
        assertThat(refused.get(1).get("line").asInt()).isEqualTo(4);
    }

    @Test
    void check_lists_each_refused_statement_with_its_table_in_the_text_report() {
        assertThat(ksd.run("check", "--format", "text", file.toString())).isEqualTo(ExitCode.FINDINGS);

        assertThat(ksd.stdout())
                .startsWith(file + ": 2 errors, ")
                .contains("  error cassandra-rejects ks.b: Unknown property 'read_repair_chance' (at " + file + ":3:1")
                .contains("  error cassandra-rejects " + file + ":4:8: ");
    }

    @Test
    void check_names_a_table_by_the_keyspace_use_set() throws Exception {
        Path used = Files.writeString(
                dir.resolve("use.cql"),
                """
                CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                USE shop;
                CREATE TABLE orders (id int PRIMARY KEY, total decimal);
                INSERT INTO orders (id, total) VALUES ('one', 1.0);
                """);
        assertThat(ksd.run("check", "--format", "sarif", used.toString())).isEqualTo(ExitCode.FINDINGS);

        List<JsonNode> refused = refusedResults(
                new ObjectMapper().readTree(ksd.stdout()).get("runs").get(0).get("results"));
        assertThat(refused).singleElement().satisfies(result -> assertThat(result.get("locations")
                        .get(0)
                        .get("logicalLocations")
                        .get(0)
                        .get("fullyQualifiedName")
                        .asText())
                .isEqualTo("shop.orders"));
    }

    private static List<JsonNode> refusedResults(JsonNode results) {
        List<JsonNode> refused = new ArrayList<>();
        results.forEach(result -> {
            // a refused statement is placed at its line and column; a finding only at its element's line
            if (result.at("/locations/0/physicalLocation/region").has("startColumn")) {
                refused.add(result);
            }
        });
        return refused;
    }

    @Test
    void export_writes_the_accepted_statements_and_reports_the_refused_ones() throws Exception {
        Path cql = dir.resolve("export.cql");
        assertThat(ksd.run("export", "--cql", cql.toString(), file.toString())).isEqualTo(ExitCode.FINDINGS);
        assertRefusedStatementsReported();
        assertThat(Files.readString(cql)).contains("CREATE TABLE ks.a (").doesNotContain("ks.b");
    }

    @Test
    void deploy_applies_nothing_from_a_file_with_refused_statements_unless_told_to() {
        // no cluster listens on this port: the refusal comes before any connection
        assertThat(ksd.run("deploy", file.toString(), "--contact-points", "127.0.0.1:1"))
                .isEqualTo(ExitCode.FINDINGS);
        assertRefusedStatementsReported();
        assertThat(ksd.stderr())
                .contains("nothing was deployed")
                .contains("--skip-refused")
                .doesNotContain("cannot reach");
    }

    @Test
    void check_help_no_longer_says_a_cql_schema_is_refused() {
        assertThat(ksd.run("check", "--help")).isEqualTo(ExitCode.OK);
        assertThat(ksd.stdout()).doesNotContain("refused until").contains(".cql");
    }

    @Test
    void a_file_with_no_statement_cassandra_accepts_is_bad_input() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.cql"), "CREATE KEYSPACE k;");
        assertThat(ksd.run("format", broken.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains(broken + ":1:");
    }
}
