package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * INSERT, UPDATE, DELETE and SELECT in a schema file: judged against the schema so far as Cassandra 5.0
 * prepares them, and printed back so that they run where they ran (under the USE they were read under).
 */
class DmlInSchemaFileTest {

    private static final String TABLE =
            KS + "CREATE TABLE ks.events (day date, at timestamp, kind text, n int, PRIMARY KEY (day, at));\n";

    private static String onlyError(String cql) {
        CqlImport result = read(cql);
        assertThat(result.errors()).as(result.diagnostics().toString()).hasSize(1);
        return result.errors().get(0).format();
    }

    @Test
    void should_refuse_a_date_that_does_not_parse() {
        assertThat(onlyError(TABLE + "INSERT INTO ks.events (day, at, kind) VALUES ('2024-13-45', 0, 'x');"))
                .isEqualTo("test.cql:3:1: error: Unable to coerce '2024-13-45' to a formatted date (long)");
    }

    @Test
    void should_refuse_a_constant_of_the_wrong_kind_an_unknown_column_and_a_missing_key() {
        assertThat(onlyError(TABLE + "INSERT INTO ks.events (day, at, n) VALUES ('2024-01-02', 0, 'many');"))
                .endsWith("Invalid STRING constant (many) for \"n\" of type int");
        assertThat(onlyError(TABLE + "INSERT INTO ks.events (day, at, nope) VALUES ('2024-01-02', 0, 1);"))
                .endsWith("Undefined column name nope in table ks.events");
        assertThat(onlyError(TABLE + "INSERT INTO ks.events (day, n) VALUES ('2024-01-02', 1);"))
                .endsWith("Some clustering keys are missing: at");
        assertThat(onlyError(TABLE + "INSERT INTO ks.nothing (a) VALUES (1);"))
                .endsWith("table nothing does not exist");
        assertThat(onlyError(TABLE + "UPDATE nothing SET a = 1 WHERE b = 2;"))
                .endsWith("No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename");
    }

    @Test
    void should_refuse_a_select_that_needs_allow_filtering_and_accept_it_with() {
        assertThat(onlyError(TABLE + "SELECT * FROM ks.events WHERE kind = 'x';"))
                .contains("ALLOW FILTERING");
        assertThat(read(TABLE + "SELECT * FROM ks.events WHERE kind = 'x' ALLOW FILTERING;")
                        .errors())
                .isEmpty();
    }

    @Test
    void should_keep_accepted_statements_and_leave_refused_ones_out_of_the_print() {
        CqlImport imported = read(TABLE + "INSERT INTO ks.events (day, at) VALUES ('2024-01-02', 0);\n"
                + "INSERT INTO ks.events (day, at) VALUES ('not a day', 0);");
        assertThat(imported.verbatim()).extracting(VerbatimStatement::line).containsExactly(3);
        assertThat(new CqlWriter().write(imported)).contains("'2024-01-02'").doesNotContain("not a day");
    }

    @Test
    void should_print_unqualified_statements_under_the_use_they_were_read_under() {
        CqlImport imported = read(TABLE + "USE ks;\nINSERT INTO events (day, at) VALUES ('2024-01-02', 0);\n"
                + "SELECT kind FROM events WHERE day = '2024-01-02';");
        assertThat(imported.errors()).isEmpty();
        String printed = new CqlWriter().write(imported);
        assertThat(printed)
                .contains("USE ks;\nINSERT INTO events (day, at) VALUES ('2024-01-02', 0);\n\n"
                        + "SELECT kind FROM events WHERE day = '2024-01-02';\n");
        assertThat(printed.indexOf("USE ks;")).isEqualTo(printed.lastIndexOf("USE ks;"));
        CqlImport again = read(printed);
        assertThat(again.errors()).isEmpty();
        assertThat(new CqlWriter().write(again)).isEqualTo(printed);
    }
}
