package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ""} is a whole token to Cassandra 5.0 (its lexer's EMPTY_QUOTED_NAME), which no DDL rule takes as
 * a name: it is refused as an empty name at its place, not as a quoted name left open.
 */
class EmptyQuotedNameTest {

    @Test
    void should_say_an_empty_quoted_column_name_is_not_a_name() {
        List<Diagnostic> errors =
                read(KS + "CREATE TABLE ks.t (\"\" int PRIMARY KEY);").errors();

        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).message()).isEqualTo("an empty quoted name \"\" is not a valid name");
        assertThat(errors.get(0).line()).isEqualTo(2);
        assertThat(errors.get(0).column()).isEqualTo(20);
    }

    @Test
    void should_say_an_empty_quoted_table_name_is_not_a_name() {
        List<Diagnostic> errors =
                read(KS + "CREATE TABLE ks.\"\" (k int PRIMARY KEY);").errors();

        assertThat(errors)
                .extracting(Diagnostic::message)
                .containsExactly("an empty quoted name \"\" is not a valid name");
    }

    @Test
    void should_still_read_a_name_made_of_one_double_quote() {
        CqlImport result = read(KS + "CREATE TABLE ks.t (\"\"\"\" int PRIMARY KEY);");

        assertThat(result.errors()).isEmpty();
        assertThat(result.project()
                        .table("ks", "t")
                        .orElseThrow()
                        .columns()
                        .get(0)
                        .name()
                        .internal())
                .isEqualTo("\"");
    }
}
