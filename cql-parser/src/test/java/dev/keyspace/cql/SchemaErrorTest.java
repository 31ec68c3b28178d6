package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Statements that parse but that Cassandra refuses: reported at the statement's line and column. */
class SchemaErrorTest {

    private static Diagnostic onlyError(String cql) {
        CqlImport result = read(cql);
        assertThat(result.errors()).hasSize(1);
        return result.errors().get(0);
    }

    @Test
    void should_report_a_table_in_an_unknown_keyspace_at_the_statement() {
        Diagnostic error = onlyError("\n   CREATE TABLE nowhere.t (a int PRIMARY KEY);");
        assertThat(error.line()).isEqualTo(2);
        assertThat(error.column()).isEqualTo(4);
        assertThat(error.message()).isEqualTo("Keyspace 'nowhere' doesn't exist");
    }

    @Test
    void should_report_a_table_that_already_exists() {
        Diagnostic error =
                onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY);\nCREATE TABLE ks.t (a int PRIMARY KEY);");
        assertThat(error.line()).isEqualTo(3);
        assertThat(error.message()).isEqualTo("Table 'ks.t' already exists");
    }

    @Test
    void should_report_an_unqualified_table_without_use() {
        assertThat(onlyError("CREATE TABLE t (a int PRIMARY KEY);").message())
                .startsWith("No keyspace has been specified");
    }

    @Test
    void should_refuse_mixing_counter_and_non_counter_columns() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, hits counter, name text);")
                        .message())
                .isEqualTo("Cannot mix counter and non counter columns in the same table");
    }

    @Test
    void should_refuse_a_static_column_without_clustering() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, s int STATIC);")
                        .message())
                .startsWith("Static columns are only useful");
    }

    @Test
    void should_refuse_a_non_frozen_collection_in_the_primary_key() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a list<int> PRIMARY KEY);")
                        .message())
                .isEqualTo("Invalid non-frozen collection type list<int> for PRIMARY KEY column 'a'");
    }

    @Test
    void should_refuse_a_non_frozen_udt_with_a_collection_at_the_statement_in_the_validators_words() {
        Diagnostic error = onlyError(KS + "CREATE TYPE ks.shape (points list<int>);\n"
                + "  CREATE TABLE ks.t (a int PRIMARY KEY, s shape);");
        assertThat(error.line()).isEqualTo(3);
        assertThat(error.column()).isEqualTo(3);
        assertThat(error.message()).isEqualTo("Non-frozen UDTs with nested non-frozen collections are not supported");
    }

    @Test
    void should_refuse_a_static_column_added_to_a_table_without_clustering() {
        Diagnostic error =
                onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b int);\nALTER TABLE ks.t ADD s int STATIC;");
        assertThat(error.line()).isEqualTo(3);
        assertThat(error.message())
                .isEqualTo("Static columns are only useful (and thus allowed) if the table has at least one clustering"
                        + " column");
    }

    @Test
    void should_refuse_a_clustering_order_on_a_non_clustering_column() {
        assertThat(onlyError(
                                KS
                                        + "CREATE TABLE ks.t (a int, b int, c int, PRIMARY KEY (a, b)) WITH CLUSTERING ORDER BY (c DESC);")
                        .message())
                .isEqualTo("Only clustering key columns can be defined in CLUSTERING ORDER directive:"
                        + " [c] are not clustering columns");
    }

    @Test
    void should_refuse_a_column_listed_twice_in_clustering_order_as_cassandra_does() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int, c int, PRIMARY KEY (a, c))"
                                + " WITH CLUSTERING ORDER BY (c ASC, c ASC);")
                        .message())
                .isEqualTo("Duplicate column 'c' in CLUSTERING ORDER BY clause for table 'ks.t'");
        assertThat(onlyError("CREATE TABLE nowhere.\"T\" (a int, \"C\" int, PRIMARY KEY (a, \"C\"))"
                                + " WITH CLUSTERING ORDER BY (\"C\" DESC, \"C\" ASC);")
                        .message())
                .as("refused when the statement is read, before the keyspace is looked up")
                .isEqualTo("Duplicate column 'C' in CLUSTERING ORDER BY clause for table 'nowhere.T'");
    }

    @Test
    void should_refuse_a_clustering_order_out_of_key_order() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int, b int, c int, PRIMARY KEY (a, b, c))"
                                + " WITH CLUSTERING ORDER BY (c DESC, b ASC);")
                        .message())
                .contains("b must appear before c");
    }

    @Test
    void should_refuse_a_primary_key_column_that_is_not_declared() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int, PRIMARY KEY (a, b));")
                        .message())
                .isEqualTo("Unknown column 'b' referenced in PRIMARY KEY for table 'ks.t'");
    }

    @Test
    void should_refuse_an_unknown_user_type() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, home frozen<address>);")
                        .message())
                .isEqualTo("Unknown type ks.address");
    }

    @Test
    void should_refuse_an_unknown_table_option() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY) WITH colour = 'red';")
                        .message())
                .isEqualTo("Unknown property 'colour'");
    }

    @Test
    void should_refuse_a_non_frozen_collection_inside_a_collection() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b list<set<int>>);")
                        .message())
                .startsWith("Non-frozen collections are not allowed inside collections");
    }

    @Test
    void should_refuse_a_view_that_misses_a_base_key_column() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int, b int, c int, PRIMARY KEY (a, b));"
                                + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE c IS NOT NULL AND a IS NOT NULL"
                                + " PRIMARY KEY (c, a);")
                        .message())
                .isEqualTo("Cannot create materialized view 'v' without primary key columns b from base table 't'");
    }

    @Test
    void should_refuse_a_view_key_column_not_restricted_with_is_not_null() {
        assertThat(onlyError(
                                KS + "CREATE TABLE ks.t (a int, b int, PRIMARY KEY (a, b));"
                                        + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE a IS NOT NULL PRIMARY KEY (b, a);")
                        .message())
                .isEqualTo("Primary key columns b must be restricted with 'IS NOT NULL' or otherwise");
    }

    @Test
    void should_refuse_a_view_of_a_counter_table() {
        assertThat(onlyError(
                                KS + "CREATE TABLE ks.c (a int PRIMARY KEY, n counter);"
                                        + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.c WHERE a IS NOT NULL PRIMARY KEY (a);")
                        .message())
                .isEqualTo("Materialized views are not supported on counter tables");
    }

    @Test
    void should_refuse_a_custom_index_without_a_class() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b int); CREATE CUSTOM INDEX ON ks.t (b);")
                        .message())
                .isEqualTo("CUSTOM index requires specifiying the index class");
    }

    @Test
    void should_refuse_an_index_on_an_unknown_column() {
        assertThat(onlyError(KS + "CREATE TABLE ks.t (a int PRIMARY KEY); CREATE INDEX ON ks.t (zzz);")
                        .message())
                .isEqualTo("Undefined column name zzz in table ks.t");
    }

    @Test
    void should_refuse_a_keyspace_without_replication() {
        assertThat(onlyError("CREATE KEYSPACE ks WITH durable_writes = true;").message())
                .isEqualTo("Missing mandatory option 'replication'");
    }

    @Test
    void should_refuse_a_second_keyspace_with_the_same_name() {
        assertThat(onlyError(KS + KS).message()).isEqualTo("Keyspace 'ks' already exists");
    }

    @Test
    void should_refuse_a_field_that_makes_a_type_contain_itself_in_cassandras_words() {
        assertThat(onlyError(KS + "CREATE TYPE ks.addr (street text);\nALTER TYPE ks.addr ADD self frozen<addr>;")
                        .message())
                .isEqualTo("Cannot add new field self of type frozen<addr> to user type ks.addr"
                        + " as it would create a circular reference");
    }
}
