package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Recursive rules (operator chains, unary minus, field and element access, function arguments) are bounded: a
 * statement nested deeper than the reader allows gets a line:column error, never a StackOverflowError, in both
 * readers, and the statements around it are still read.
 */
class DeepNestingTest {

    static Stream<Arguments> hostileStatements() {
        return Stream.of(
                Arguments.of("additions", "SELECT k" + " + 1".repeat(1_000) + " FROM ks.t"),
                Arguments.of("unary minus", "SELECT " + "- ".repeat(20_000) + "1 FROM ks.t"),
                Arguments.of("field access", "SELECT k" + ".f".repeat(20_000) + " FROM ks.t"),
                Arguments.of("element access", "SELECT k" + "[1]".repeat(20_000) + " FROM ks.t"),
                Arguments.of("casts", "SELECT " + "(int) ".repeat(20_000) + "k FROM ks.t"),
                Arguments.of(
                        "view where clause",
                        "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE k = 0" + " + 1".repeat(20_000)
                                + " AND c IS NOT NULL PRIMARY KEY (c, k)"),
                Arguments.of(
                        "masking function arguments",
                        "CREATE TABLE ks.m (k int PRIMARY KEY, v text MASKED WITH mask_inner(" + "abs(".repeat(5_000)
                                + "1" + ")".repeat(5_000) + ", 1))"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileStatements")
    void should_refuse_with_a_position_in_the_schema_reader(String name, String statement) {
        String text = "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                + statement + ";\nCREATE TABLE ks.after (k int PRIMARY KEY);\n";

        CqlImport result = new CqlReader().read("deep.cql", text);

        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(2);
            assertThat(error.column()).isPositive();
            assertThat(error.message()).contains("nested").doesNotContain(CqlReader.INTERNAL_ERROR);
        });
        assertThat(result.project().keyspace("ks").orElseThrow().table("after")).isPresent();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileStatements")
    void should_refuse_with_a_position_in_the_select_reader(String name, String statement) {
        SelectReader.Result result = new SelectReader().read("deep.cql", statement + ";\nSELECT k FROM ks.t;\n");

        List<Diagnostic> errors = result.diagnostics();
        assertThat(errors).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(1);
            assertThat(error.message()).contains("nested");
        });
        assertThat(result.statements()).hasSizeGreaterThanOrEqualTo(1);
    }

    @ParameterizedTest(name = "{0} terms")
    @ValueSource(ints = {100, 400})
    void should_read_long_chains_within_the_limit(int terms) {
        String select = "SELECT k" + " + 1".repeat(terms) + ", v" + ".f".repeat(terms) + ", " + "- ".repeat(60)
                + "k FROM ks.t WHERE k = 1";
        String view = "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE k = 0" + " + 1".repeat(terms)
                + " AND c IS NOT NULL PRIMARY KEY (c, k)";

        SelectReader.Result selects = new SelectReader().read("long.cql", select);
        CqlImport views = new CqlReader().read("long.cql", view);

        assertThat(selects.diagnostics()).isEmpty();
        assertThat(selects.statements()).hasSize(1);
        assertThat(views.errors()).noneMatch(e -> e.message().contains("nested"));
        assertThat(views.errors()).noneMatch(e -> e.message().contains(CqlReader.INTERNAL_ERROR));
    }
}
