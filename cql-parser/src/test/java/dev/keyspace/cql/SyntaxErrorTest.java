package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SyntaxErrorTest {

    private static Diagnostic onlyError(CqlImport result) {
        List<Diagnostic> errors = result.errors();
        assertThat(errors).hasSize(1);
        return errors.get(0);
    }

    @Test
    void should_report_the_line_and_column_of_an_unexpected_keyword() {
        Diagnostic error =
                onlyError(read(KS + "CREATE TABLE ks.t (\n  a int PRIMARY KEY,\n  b timestamp DEFAULT now()\n);"));
        assertThat(error.line()).isEqualTo(4);
        assertThat(error.column()).isEqualTo(15);
        assertThat(error.message()).startsWith("unexpected keyword DEFAULT");
        assertThat(error.format()).startsWith("test.cql:4:15: error: unexpected keyword DEFAULT");
    }

    @Test
    void should_continue_after_a_broken_statement() {
        CqlImport result =
                read(KS + "CREATE TABLE ks.broken (a int PRIMARY KEY, b);\nCREATE TABLE ks.fine (a int PRIMARY KEY);");
        assertThat(onlyError(result).line()).isEqualTo(2);
        assertThat(onlyError(result).column()).isEqualTo(45);
        assertThat(result.project().table("ks", "fine")).isPresent();
        assertThat(result.project().table("ks", "broken")).isEmpty();
    }

    @Test
    void should_report_every_broken_statement_not_just_the_first() {
        CqlImport result = read("CREATE KEYSPACE;\nCREATE TABLE (;\nSELECT FROM;\n" + KS);
        assertThat(result.errors()).extracting(Diagnostic::line).containsExactly(1, 2, 3);
        assertThat(result.project().keyspace("ks")).isPresent();
    }

    @Test
    void should_suggest_a_missing_semicolon_and_read_the_next_statement() {
        CqlImport result = read(KS + "CREATE TABLE ks.a (x int PRIMARY KEY)\nCREATE TABLE ks.b (y int PRIMARY KEY);");
        Diagnostic error = onlyError(result);
        assertThat(error.line()).isEqualTo(3);
        assertThat(error.column()).isEqualTo(1);
        assertThat(error.message()).contains("is a ';' missing before it?");
        assertThat(result.project().table("ks", "b")).isPresent();
    }

    @Test
    void should_not_suggest_a_semicolon_for_a_statement_keyword_in_the_middle_of_a_line() {
        CqlImport result =
                read(KS + "CREATE MATERIALIZED VIEW ks.v SELECT * FROM ks.t WHERE a IS NOT NULL PRIMARY KEY (a);");
        assertThat(onlyError(result).message()).isEqualTo("unexpected keyword SELECT, expected AS");
        assertThat(result.verbatim()).isEmpty();
    }

    @Test
    void should_report_an_unexpected_end_of_statement() {
        Diagnostic error = onlyError(read("CREATE TABLE ks.t (a int PRIMARY KEY"));
        assertThat(error.message()).startsWith("unexpected end of statement");
        assertThat(error.line()).isEqualTo(1);
    }

    @Test
    void should_report_an_unknown_character_with_its_position() {
        Diagnostic error = onlyError(read("CREATE TABLE ks.t (a int PRIMARY KEY, b # int);"));
        assertThat(error.message()).isEqualTo("unexpected character '#'");
        assertThat(error.column()).isEqualTo(41);
    }

    @Test
    void should_report_an_unterminated_string() {
        Diagnostic error = onlyError(read(KS + "ALTER TABLE ks.t WITH comment = 'never closed;"));
        assertThat(error.message()).startsWith("unterminated string literal");
        assertThat(error.line()).isEqualTo(2);
        assertThat(error.column()).isEqualTo(33);
    }

    @Test
    void should_list_what_was_expected_when_the_choice_is_small() {
        Diagnostic error = onlyError(read("CREATE TABLE ks.t (a int PRIMARY KEY) WITH CLUSTERING ORDER (a);"));
        assertThat(error.message()).isEqualTo("unexpected '(', expected BY");
    }

    @Test
    void should_refuse_deep_nesting_without_parsing_it() {
        String deep = "SELECT " + "(".repeat(5000) + "1" + ")".repeat(5000) + " FROM ks.t;";
        Diagnostic error = onlyError(read(deep));
        assertThat(error.message()).contains("nested more than");
        assertThat(error.column()).isEqualTo(1);
    }

    @Test
    void should_never_use_antlr_wording() {
        CqlImport result =
                read("CREATE TABLE ks.t (a int PRIMARY KEY, b map<int>);\nDROP;\nALTER TABLE ks.t ADD;\n)))");
        assertThat(result.errors()).hasSize(4);
        assertThat(result.errors()).allSatisfy(d -> assertThat(d.message())
                .doesNotContain("mismatched input")
                .doesNotContain("no viable alternative")
                .doesNotContain("extraneous input")
                .doesNotContain("K_"));
    }
}
