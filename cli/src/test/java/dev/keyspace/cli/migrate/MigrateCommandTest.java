package dev.keyspace.cli.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.KsdRun;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.TableRef;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ksd migrate}: the scripts it writes, their names and numbering, and its exit codes (0, 1 refused, 2). */
class MigrateCommandTest {

    private static final Path HOTEL = Path.of("..", "samples", "hotel", "hotel.ksd.json");

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    @Test
    void an_added_column_is_one_script_and_the_numbering_goes_on_in_the_next_run() throws Exception {
        Path file = versioned();
        addGuestEmail(file);
        Path out = dir.resolve("migrations");

        assertThat(migrate(out, file + "@v1", file.toString())).containsExactly("0001_add_guests_email.cql");
        assertThat(Files.readString(out.resolve("0001_add_guests_email.cql")))
                .isEqualTo("-- reservation.guests: column email text added\n"
                        + "ALTER TABLE reservation.guests ADD IF NOT EXISTS email text;\n");
        assertThat(ksd.stdout()).contains("wrote ").contains("0001_add_guests_email.cql");

        assertThat(ksd.run("version", "add", file.toString(), "--name", "v2")).isZero();
        edit(file, p -> new ColumnEdit.Remove(
                        table(p, "reservation.guests").table().id(), Identifier.of("email"))
                .apply(p));
        assertThat(migrate(out, file + "@v2", file.toString(), "--name", "No e-mail"))
                .containsExactly("0001_add_guests_email.cql", "0002_no_e_mail.cql");
        assertThat(Files.readString(out.resolve("0002_no_e_mail.cql")))
                .startsWith("-- DROPS DATA: reservation.guests: column email dropped")
                .contains("ALTER TABLE reservation.guests DROP IF EXISTS email;");
    }

    @Test
    void a_renamed_table_is_a_data_migration_of_its_own_with_copy_directives() throws Exception {
        Path file = versioned();
        edit(file, p -> rename(p, "hotel.hotels", "hotel_info"));
        assertThat(migrate(dir.resolve("golang"), file + "@v1", file.toString(), "--style", "golang-migrate"))
                .containsExactly("1_rename_hotels_to_hotel_info.down.cql", "1_rename_hotels_to_hotel_info.up.cql");
        Path out = dir.resolve("golang");
        assertThat(ksd.stdout())
                .contains("1_rename_hotels_to_hotel_info.up.cql (drops data, copies rows at its ksd:copy lines)\n")
                .contains("1_rename_hotels_to_hotel_info.down.cql (not reversible)\n");
        String up = Files.readString(out.resolve("1_rename_hotels_to_hotel_info.up.cql"));
        assertThat(up)
                .startsWith("-- DROPS DATA: hotel.hotels is dropped once its rows are copied into hotel.hotel_info\n")
                .contains("CREATE TABLE IF NOT EXISTS hotel.hotel_info (")
                .contains("-- ksd:copy hotel.hotels -> hotel.hotel_info\n")
                .contains("DROP TABLE IF EXISTS hotel.hotels;");
        assertThat(up.indexOf("ksd:copy")).isLessThan(up.indexOf("DROP TABLE"));
        assertThat(Files.readString(out.resolve("1_rename_hotels_to_hotel_info.down.cql")))
                .startsWith("-- NOT REVERSIBLE: ")
                .doesNotContain(";");
    }

    @Test
    void each_style_names_the_same_change_its_way() throws Exception {
        Path file = versioned();
        addGuestEmail(file);
        List<List<String>> expected = List.of(
                List.of("plain", "0001_add_guests_email.cql"),
                List.of("cassandra-migration", "1_add_guests_email.cql"),
                List.of("cassandra-migrate", "v001_add_guests_email.cql"),
                List.of("golang-migrate", "1_add_guests_email.down.cql", "1_add_guests_email.up.cql"),
                List.of("flyway", "V1__add_guests_email.cql"));
        for (List<String> style : expected) {
            Path out = dir.resolve(style.get(0));
            assertThat(ksd.run(
                            "migrate", file + "@v1", file.toString(), "--out", out.toString(), "--style", style.get(0)))
                    .as(ksd.stderr())
                    .isZero();
            assertThat(names(out)).containsExactlyElementsOf(style.subList(1, style.size()));
        }
        assertThat(Files.readString(dir.resolve("golang-migrate").resolve("1_add_guests_email.down.cql")))
                .startsWith("-- DROPS DATA: reservation.guests: column email dropped")
                .contains("ALTER TABLE reservation.guests DROP IF EXISTS email;");
    }

    @Test
    void the_same_schema_is_nothing_to_do_and_writes_nothing() {
        Path out = dir.resolve("none");
        assertThat(ksd.run("migrate", HOTEL.toString(), HOTEL.toString(), "--out", out.toString()))
                .isZero();
        assertThat(ksd.stdout()).startsWith("Nothing to do: ");
        assertThat(out).doesNotExist();
    }

    @Test
    void a_statement_cassandra_refuses_writes_nothing_and_exits_1() throws Exception {
        Path old = write(
                "old.cql",
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                        + "CREATE TABLE ks.t (id int PRIMARY KEY, c int);\n"
                        + "ALTER TABLE ks.t DROP c;\n");
        Path now = write(
                "new.cql",
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                        + "CREATE TABLE ks.t (id int PRIMARY KEY, c text);\n");
        Path out = dir.resolve("refused");
        assertThat(ksd.run("migrate", old.toString(), now.toString(), "--out", out.toString()))
                .isEqualTo(1);
        assertThat(ksd.stderr())
                .contains("Cassandra would refuse these scripts; nothing is written")
                .contains("c");
        assertThat(out).doesNotExist();
    }

    @Test
    void bad_input_exits_2() throws Exception {
        Path out = dir.resolve("bad");
        assertThat(ksd.run(
                        "migrate", HOTEL.toString(), HOTEL.toString(), "--out", out.toString(), "--style", "liquibase"))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("unknown style 'liquibase'").contains("golang-migrate");
        assertThat(ksd.run("migrate", HOTEL.toString(), HOTEL.toString())).isEqualTo(2);
        assertThat(ksd.stderr()).contains("--out");
        assertThat(ksd.run("migrate", HOTEL.toString(), "--out", out.toString()))
                .isEqualTo(2);
        Path notAFolder = write("file.txt", "x");
        assertThat(ksd.run("migrate", HOTEL.toString(), HOTEL.toString(), "--out", notAFolder.toString()))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("is not a folder");
        assertThat(ksd.run("migrate", HOTEL + "@v9", HOTEL.toString(), "--out", out.toString()))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("no version named 'v9'");
    }

    /** Runs {@code ksd migrate args...}, which must write its scripts (exit 0), and lists the folder after. */
    private List<String> migrate(Path out, String... args) throws Exception {
        String[] all = Stream.concat(Stream.of("migrate"), Stream.of(args)).toArray(String[]::new);
        String[] withOut = Stream.concat(Stream.of(all), Stream.of("--out", out.toString()))
                .toArray(String[]::new);
        assertThat(ksd.run(withOut)).as(ksd.stderr()).isZero();
        return names(out);
    }

    private Path versioned() throws Exception {
        Path file = dir.resolve("hotel.ksd.json");
        Files.copy(HOTEL, file);
        assertThat(ksd.run("version", "add", file.toString(), "--name", "v1"))
                .as(ksd.stderr())
                .isZero();
        return file;
    }

    private static Project rename(Project project, String table, String newName) {
        TableRef ref = table(project, table);
        return new TableEdit.Rename(ref.table().id(), ref.table().name(), Identifier.of(newName)).apply(project);
    }

    private static void addGuestEmail(Path file) throws Exception {
        edit(file, p -> new ColumnEdit.Add(
                        table(p, "reservation.guests").table().id(),
                        Column.regular("email", CqlType.of(NativeType.TEXT)))
                .apply(p));
    }

    private static void edit(Path file, UnaryOperator<Project> edit) throws Exception {
        ProjectFiles.save(edit.apply(ProjectFiles.load(file)), file);
    }

    private static TableRef table(Project project, String name) {
        return project.allTables().stream()
                .filter(t -> t.qualifiedName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
