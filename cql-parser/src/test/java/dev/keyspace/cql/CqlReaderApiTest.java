package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CqlReaderApiTest {

    @Test
    void should_name_the_project_after_the_file() {
        assertThat(new CqlReader().read("schemas/hotel.cql", KS).project().name())
                .isEqualTo("hotel");
    }

    @Test
    void should_apply_statements_on_top_of_an_existing_project() {
        Project base = Imports.clean(KS).project();
        CqlImport result = new CqlReader().read(base, "more.cql", "CREATE TABLE ks.t (a int PRIMARY KEY);");
        assertThat(result.errors()).isEmpty();
        assertThat(result.project().table("ks", "t")).isPresent();
    }

    @Test
    void should_report_an_unreadable_file_as_a_diagnostic(@TempDir Path dir) {
        CqlImport result = new CqlReader().read(dir.resolve("missing.cql"));
        assertThat(result.errors()).singleElement().satisfies(d -> {
            assertThat(d.file()).endsWith("missing.cql");
            assertThat(d.line()).isEqualTo(1);
            assertThat(d.message()).startsWith("cannot read the file");
        });
    }

    @Test
    void should_read_a_file_from_disk(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("s.cql"), KS + "CREATE TABLE ks.t (a int PRIMARY KEY);");
        CqlImport result = new CqlReader().read(file);
        assertThat(result.project().table("ks", "t")).isPresent();
        assertThat(result.project().name()).isEqualTo("s");
    }

    @Test
    void should_list_only_syntax_errors_when_asked() {
        String cql = "CREATE TABLE nowhere.t (a int PRIMARY KEY);\nCREATE TABLE (;";
        assertThat(new CqlReader().syntaxErrors("f.cql", cql))
                .extracting(Diagnostic::format)
                .containsExactly("f.cql:2:14: error: unexpected '(', expected IF or a name");
        assertThat(new CqlReader().read("f.cql", cql).errors()).hasSize(2);
    }

    @Test
    void should_sort_diagnostics_in_file_order() {
        CqlImport result =
                Imports.read("GRANT SELECT ON t TO app;\nCREATE TABLE (;\nCREATE TABLE x.t (a int PRIMARY KEY);");
        assertThat(result.diagnostics()).extracting(Diagnostic::line).containsExactly(1, 2, 3);
        assertThat(result.diagnostics())
                .extracting(Diagnostic::severity)
                .containsExactly(Diagnostic.Severity.INFO, Diagnostic.Severity.ERROR, Diagnostic.Severity.ERROR);
    }

    @Test
    void should_refuse_a_static_column_added_to_a_table_without_clustering() {
        CqlImport result =
                Imports.read(KS + "CREATE TABLE ks.t (a int PRIMARY KEY); ALTER TABLE ks.t ADD s int STATIC;");
        assertThat(result.errors()).singleElement().satisfies(d -> assertThat(d.message())
                .startsWith("Static columns are only useful"));
        assertThat(result.project().table("ks", "t").orElseThrow().columns()).hasSize(1);
    }

    @Test
    void should_refuse_an_index_on_a_materialized_view() {
        CqlImport result = Imports.read(KS + "CREATE TABLE ks.t (a int, b int, PRIMARY KEY (a, b));"
                + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE a IS NOT NULL AND b IS NOT NULL"
                + " PRIMARY KEY (b, a); CREATE INDEX ON ks.v (a);");
        assertThat(Imports.errors(result))
                .singleElement()
                .asString()
                .endsWith("Secondary indexes on materialized views aren't supported");
    }

    @Test
    void should_report_use_of_an_unknown_keyspace_and_still_switch_to_it() {
        CqlImport result = Imports.read("USE nowhere; CREATE TABLE t (a int PRIMARY KEY);");
        assertThat(Imports.errors(result))
                .containsExactly(
                        "test.cql:1:1: error: Keyspace 'nowhere' doesn't exist",
                        "test.cql:1:14: error: Keyspace 'nowhere' doesn't exist");
    }
}
