package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CqlCommandsTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int ksd(String... args) {
        out.reset();
        err.reset();
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

    private Path cql(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void should_convert_a_project_to_cql_and_back_to_an_equal_schema() throws Exception {
        Path ddl = dir.resolve("hotel.cql");
        assertThat(ksd("convert", HOTEL.toString(), ddl.toString())).isEqualTo(ExitCode.OK);
        Path back = dir.resolve("back.ksd.json");
        assertThat(ksd("convert", ddl.toString(), back.toString())).as(stderr()).isEqualTo(ExitCode.OK);
        Project original = ProjectFiles.load(HOTEL);
        assertThat(ProjectFiles.load(back).keyspaces()).isEqualTo(original.keyspaces());
    }

    @Test
    void should_export_the_ddl_of_a_project() throws Exception {
        Path ddl = dir.resolve("out.cql");
        assertThat(ksd("export", "--cql", ddl.toString(), HOTEL.toString())).isEqualTo(ExitCode.OK);
        String text = Files.readString(ddl);
        assertThat(text)
                .contains(
                        "CREATE KEYSPACE hotel WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3}")
                .contains("CREATE TYPE hotel.address (")
                .contains("CREATE MATERIALIZED VIEW reservation.reservations_by_confirmation AS");
        assertThat(new CqlReader().read("out.cql", text).errors()).isEmpty();
    }

    @Test
    void should_format_a_file_as_canonical_ddl_and_keep_other_statements() throws Exception {
        Path file = cql(
                "messy.cql",
                """
                create keyspace Shop with replication = {'class':'SimpleStrategy','replication_factor':1};
                CREATE TABLE shop."Orders" ( id uuid PRIMARY KEY, "Total" decimal );
                INSERT INTO shop."Orders" (id, "Total") VALUES (uuid(), 1.5);
                """);
        assertThat(ksd("format", file.toString())).as(stderr()).isEqualTo(ExitCode.OK);
        assertThat(stdout())
                .contains("CREATE KEYSPACE shop WITH replication")
                .contains("CREATE TABLE shop.\"Orders\" (")
                .contains("    \"Total\" decimal,")
                .contains("INSERT INTO shop.\"Orders\"");
        assertThat(new CqlReader().read("formatted.cql", stdout()).errors()).isEmpty();
    }

    @Test
    void should_report_every_refused_statement_with_its_position_and_convert_the_rest() throws Exception {
        Path file = cql(
                "broken.cql",
                """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABEL ks.a (id int PRIMARY KEY);
                CREATE TABLE ks.b (id int PRIMARY KEY, v text DEFAULT 'x');
                """);
        Path target = dir.resolve("broken.ksd.json");
        assertThat(ksd("convert", file.toString(), target.toString())).isEqualTo(ExitCode.FINDINGS);
        assertThat(stderr())
                .contains(file + ":2:8: error: ")
                .contains(file + ":3:47: error: ")
                .contains(file + ": Cassandra 5.0 would refuse 2 statements")
                .doesNotContain("Exception");
        assertThat(ProjectFiles.load(target).keyspaces()).hasSize(1);
    }

    @Test
    void should_say_which_statements_a_project_cannot_carry() throws Exception {
        Path file = cql(
                "with-dml.cql",
                """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE ks.t (id int PRIMARY KEY);
                INSERT INTO ks.t (id) VALUES (1);
                """);
        assertThat(ksd("convert", file.toString(), dir.resolve("p.ksd.json").toString()))
                .isEqualTo(ExitCode.OK);
        assertThat(stderr())
                .contains(file + ":3:1: note: not carried into p.ksd.json")
                .contains("INSERT");
    }

    @Test
    void should_give_the_verdicts_of_validate_as_json_and_exit_with_the_worst() throws Exception {
        Path valid = cql(
                "valid.cql",
                """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE ks.t (id int, c int, s int STATIC, PRIMARY KEY (id, c));
                """);
        Path refused = cql(
                "refused.cql",
                """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE ks.t (id int PRIMARY KEY, s int STATIC);
                """);
        assertThat(ksd("validate", "--format", "json", valid.toString(), refused.toString()))
                .isEqualTo(ExitCode.FINDINGS);
        JsonNode verdicts = new ObjectMapper().readTree(stdout());
        assertThat(verdicts).hasSize(2);
        assertThat(verdicts.get(0).get("file").asText()).isEqualTo(valid.toString());
        assertThat(verdicts.get(0).get("verdict").asText()).isEqualTo("valid");
        assertThat(verdicts.get(0).get("messages")).isEmpty();
        assertThat(verdicts.get(1).get("verdict").asText()).isEqualTo("refused");
        assertThat(verdicts.get(1).get("messages").get(0).asText())
                .startsWith(refused + ":2:1: error: ")
                .contains("Static columns are only useful (and thus allowed) if the table has at least one"
                        + " clustering column");
    }

    @Test
    void should_exit_2_when_any_file_cannot_be_read() throws Exception {
        Path valid = cql(
                "ok.cql",
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy'," + " 'replication_factor': 1};\n");
        Path bad = cql("bad.cql", "SELEC * FROM ks.t;\n");
        assertThat(ksd(
                        "validate",
                        valid.toString(),
                        bad.toString(),
                        dir.resolve("missing.cql").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stdout())
                .contains(valid + ": valid")
                .contains(bad + ":1:1: error: ")
                .contains(bad + ": syntax: cannot be read (1 error)")
                .contains(dir.resolve("missing.cql") + ": no such file");
    }
}
