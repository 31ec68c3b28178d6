package dev.keyspace.cluster.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each style's file names are those its runner reads, in version order; the numbering read back from a folder goes
 * on after the highest version of the style; the description is lower snake case ASCII, bounded.
 */
class ScriptStyleTest {

    /**
     * The names each runner reads as migrations, as its documentation and source give them: golang-migrate's
     * source/parse.go; Flyway's V{version}__{description} (with sqlMigrationSuffixes=.cql); cassandra-migration's
     * {version}_{name}.cql (the version is the number before the first underscore); cassandra-migrate's
     * v{version}_{desc} with a .cql extension (sorted naturally); plain, four digits or more.
     */
    private static final Map<ScriptStyle, Pattern> RUNNERS = Map.of(
            ScriptStyle.GOLANG_MIGRATE, Pattern.compile("^([0-9]+)_(.*)\\.(down|up)\\.(.*)$"),
            ScriptStyle.FLYWAY, Pattern.compile("^V(\\d+(?:[._]\\d+)*)__(.+)\\.cql$"),
            ScriptStyle.CASSANDRA_MIGRATION, Pattern.compile("^(\\d+)_(.+)\\.cql$"),
            ScriptStyle.CASSANDRA_MIGRATE, Pattern.compile("^v(\\d+)_(\\w+)\\.cql$"),
            ScriptStyle.PLAIN, Pattern.compile("^(\\d{4,})_([a-z0-9_]+)\\.cql$"));

    private static final List<Long> VERSIONS =
            List.of(1L, 2L, 9L, 10L, 11L, 99L, 100L, 101L, 999L, 1000L, 9999L, 12345L);

    @Test
    void each_style_names_its_scripts_as_its_runner_reads_them_and_reads_the_version_back() {
        for (ScriptStyle style : ScriptStyle.values()) {
            for (long version : VERSIONS) {
                for (boolean down : style.hasDownScripts() ? List.of(false, true) : List.of(false)) {
                    String name = style.fileName(version, "add_guest_email", down);
                    Matcher runner = RUNNERS.get(style).matcher(name);
                    assertThat(runner.matches()).as(style + " " + name).isTrue();
                    assertThat(Long.parseLong(runner.group(1))).isEqualTo(version);
                    assertThat(style.lastVersion(List.of(name))).hasValue(version);
                }
            }
        }
    }

    @Test
    void the_examples_of_the_guide_are_the_names_written() {
        assertThat(ScriptStyle.PLAIN.fileName(1, "add_guest_email", false)).isEqualTo("0001_add_guest_email.cql");
        assertThat(ScriptStyle.CASSANDRA_MIGRATION.fileName(1, "add_guest_email", false))
                .isEqualTo("1_add_guest_email.cql");
        assertThat(ScriptStyle.CASSANDRA_MIGRATE.fileName(1, "add_guest_email", false))
                .isEqualTo("v001_add_guest_email.cql");
        assertThat(ScriptStyle.GOLANG_MIGRATE.fileName(1, "add_guest_email", false))
                .isEqualTo("1_add_guest_email.up.cql");
        assertThat(ScriptStyle.GOLANG_MIGRATE.fileName(1, "add_guest_email", true))
                .isEqualTo("1_add_guest_email.down.cql");
        assertThat(ScriptStyle.FLYWAY.fileName(1, "add_guest_email", false)).isEqualTo("V1__add_guest_email.cql");
    }

    @Test
    void plain_names_sort_by_name_in_version_order_and_the_others_naturally() {
        for (ScriptStyle style : ScriptStyle.values()) {
            List<String> names = new ArrayList<>();
            for (long version = 1; version <= 1200; version++) {
                names.add(style.fileName(version, "change", false));
            }
            List<String> sorted = new ArrayList<>(names);
            sorted.sort(style == ScriptStyle.PLAIN ? Comparator.naturalOrder() : ScriptStyleTest::natural);
            assertThat(sorted).as(style.option()).isEqualTo(names);
        }
    }

    @Test
    void the_numbering_goes_on_after_the_highest_version_of_the_style_alone() {
        List<String> folder = List.of(
                "0001_create_hotels.cql",
                "0012_add_guest_email.cql",
                "V40__other_runner.cql",
                "README.md",
                "0003_notes.txt",
                "3_add.up.cql",
                "3_add.down.cql");
        assertThat(ScriptStyle.PLAIN.lastVersion(folder)).hasValue(12);
        assertThat(ScriptStyle.FLYWAY.lastVersion(folder)).hasValue(40);
        assertThat(ScriptStyle.GOLANG_MIGRATE.lastVersion(folder)).hasValue(3);
        assertThat(ScriptStyle.CASSANDRA_MIGRATE.lastVersion(folder)).isEqualTo(OptionalLong.empty());
        // cassandra-migration reads every {number}_{name}.cql as its own, the plain scripts too (3_add.up.cql not)
        assertThat(ScriptStyle.CASSANDRA_MIGRATION.lastVersion(folder)).hasValue(12);
    }

    @Test
    void a_description_is_lower_snake_case_ascii_and_bounded() {
        assertThat(Descriptions.snake("Add guest e-mail")).isEqualTo("add_guest_e_mail");
        assertThat(Descriptions.snake("Réservations über \"Hôtel\"")).isEqualTo("reservations_uber_hotel");
        assertThat(Descriptions.snake("  ---  ")).isEqualTo("change");
        assertThat(Descriptions.snake("x".repeat(200))).hasSize(Descriptions.MAX);
        assertThat(Descriptions.snake("a_".repeat(100))).matches("[a-z0-9_]+").doesNotEndWith("_");
    }

    @Test
    void a_style_is_named_as_the_option_gives_it() {
        for (ScriptStyle style : ScriptStyle.values()) {
            assertThat(ScriptStyle.of(style.option())).isEqualTo(style);
        }
        assertThat(ScriptStyle.options())
                .containsExactly("plain", "cassandra-migration", "cassandra-migrate", "golang-migrate", "flyway");
    }

    /** Natural order, as cassandra-migrate sorts: runs of digits compared as numbers. */
    private static int natural(String a, String b) {
        String[] x = a.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        String[] y = b.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = x[i].matches("\\d+") && y[i].matches("\\d+")
                    ? Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i]))
                    : x[i].compareTo(y[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }
}
