package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import org.junit.jupiter.api.Test;

class LexingTest {

    @Test
    void should_treat_banners_and_every_comment_style_as_comments() {
        CqlImport result = clean(
                """
                ------------------------------------------------------------------
                -- banner --
                ------------------------------------------------------------------
                // a slash comment; with a semicolon
                /* a block comment
                   CREATE TABLE ks.ghost (a int PRIMARY KEY); spanning lines */
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}; -- trailing
                CREATE TABLE ks.t (a int PRIMARY KEY /* inline */, b int) // after
                ;
                """);
        assertThat(result.project().table("ks", "t")).isPresent();
        assertThat(result.project().table("ks", "ghost")).isEmpty();
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void should_not_split_statements_at_semicolons_inside_strings_and_names() {
        Table t = Imports.table(
                clean(KS + "CREATE TABLE ks.\"A_b\" (\"c;d\" int PRIMARY KEY) WITH comment = 'x; y';"
                        + "CREATE FUNCTION ks.f() CALLED ON NULL INPUT RETURNS int LANGUAGE java AS $$ return 1; $$;"),
                "ks",
                "A_b");
        assertThat(t.column(Identifier.of("c;d"))).isPresent();
        assertThat(t.options().comment()).contains("x; y");
    }

    @Test
    void should_read_a_dollar_string_option_verbatim() {
        Table t = Imports.table(
                clean(KS + "CREATE TABLE ks.t (a int PRIMARY KEY) WITH comment = $$it's 'quoted'$$;"), "ks", "t");
        assertThat(t.options().comment()).contains("it's 'quoted'");
    }

    @Test
    void should_read_statements_without_a_final_semicolon_and_with_empty_statements() {
        CqlImport result = clean(";;" + KS + ";;CREATE TABLE ks.t (a int PRIMARY KEY)");
        assertThat(result.project().table("ks", "t")).isPresent();
    }

    @Test
    void should_count_columns_in_characters_after_unicode_names() {
        CqlImport result = Imports.read(KS + "CREATE TABLE ks.\"größe\" (a int PRIMARY KEY, b ¤ int);");
        assertThat(result.errors()).singleElement().satisfies(d -> {
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.column()).isEqualTo(47);
        });
    }
}
