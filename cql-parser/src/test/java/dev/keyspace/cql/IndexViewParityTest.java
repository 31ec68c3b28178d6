package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import org.junit.jupiter.api.Test;

/**
 * Regression tests for the disagreements {@link IndexViewDifferentialTest} and real schemas found between our
 * verdict and a Cassandra 5.0.9 node on indexes, views, masks and column history: each statement is refused with the
 * node's message, or accepted as the node accepts it.
 */
class IndexViewParityTest {

    private static final String T = Imports.KS + "CREATE TABLE ks.t (k int, c int, v text, n int, l list<int>,"
            + " m map<text, int>, st set<text>, PRIMARY KEY (k, c));\n";
    private static final String BASE =
            Imports.KS + "CREATE TABLE ks.base (k int, c1 int, c2 int, r int, x int, PRIMARY KEY (k, c1, c2));\n";

    private static String onlyError(String cql) {
        return Imports.errors(Imports.read(cql)).stream()
                .reduce((a, b) -> a + "\n" + b)
                .orElse("");
    }

    @Test
    void should_refuse_a_view_whose_clustering_order_lists_only_some_clustering_columns() {
        CqlImport result = Imports.read(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE"
                + " k IS NOT NULL AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                + " WITH CLUSTERING ORDER BY (k DESC);");
        assertThat(Imports.errors(result))
                .singleElement()
                .asString()
                .endsWith("Clustering key columns must exactly match columns in CLUSTERING ORDER BY directive");
        // nothing for format or convert to complete: the view is not in the model
        assertThat(Imports.keyspace(result, "ks").views()).isEmpty();
        assertThat(new CqlWriter().write(result.project())).doesNotContain("MATERIALIZED VIEW");
    }

    @Test
    void should_refuse_a_clustering_order_out_of_key_order_and_accept_the_exact_one() {
        assertThat(onlyError(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                        + " WITH CLUSTERING ORDER BY (c2 ASC, k DESC);"))
                .endsWith("Clustering key columns must exactly match columns in CLUSTERING ORDER BY directive");
        Imports.clean(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE k IS NOT NULL"
                + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                + " WITH CLUSTERING ORDER BY (k DESC, c2 ASC);");
    }

    @Test
    void should_refuse_a_column_named_twice_in_a_view_clustering_order_before_anything_else() {
        assertThat(onlyError(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE x IS NOT NULL"
                        + " PRIMARY KEY (x, k, c1) WITH CLUSTERING ORDER BY (k DESC, c1 ASC, k DESC);"))
                .endsWith("Duplicate column 'k' in CLUSTERING ORDER BY clause for view 'ks.mv'");
    }

    @Test
    void should_refuse_restrictions_other_than_is_not_null_on_non_key_columns() {
        assertThat(onlyError(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL AND x = 3 PRIMARY KEY (c1, k, c2);"))
                .endsWith("Non-primary key columns can only be restricted with 'IS NOT NULL' (got: x restricted"
                        + " illegally)");
    }

    @Test
    void should_refuse_a_view_key_column_the_view_does_not_select() {
        assertThat(onlyError(BASE + "CREATE MATERIALIZED VIEW ks.mv AS SELECT k, c1, c2 FROM ks.base WHERE"
                        + " k IS NOT NULL AND c1 IS NOT NULL AND c2 IS NOT NULL AND r IS NOT NULL"
                        + " PRIMARY KEY (r, k, c1, c2);"))
                .endsWith("Unknown column 'r' referenced in PRIMARY KEY for materialized view 'mv'");
    }

    @Test
    void should_list_unrestricted_view_key_columns_in_the_order_cassandra_does() {
        // Cassandra gathers them in a HashSet<ColumnIdentifier>: the order is the set's, not the key's
        assertThat(onlyError(Imports.KS + "CREATE TABLE ks.base (k int, c int, r int, PRIMARY KEY (k, c));\n"
                        + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE c IS NOT NULL"
                        + " PRIMARY KEY (k, c, r);"))
                .endsWith("Primary key columns r, k must be restricted with 'IS NOT NULL' or otherwise");
    }

    @Test
    void should_refuse_default_time_to_live_on_a_view_when_created_and_when_altered() {
        String view = "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.base WHERE k IS NOT NULL"
                + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)";
        assertThat(onlyError(BASE + view + " WITH default_time_to_live = 60;"))
                .endsWith("Cannot set default_time_to_live for a materialized view. Data in a materialized view always"
                        + " expire at the same time than the corresponding data in the parent table.");
        assertThat(onlyError(BASE + view + ";\nALTER MATERIALIZED VIEW ks.mv WITH default_time_to_live = 60;"))
                .contains("Forbidden default_time_to_live detected for a materialized view.");
        assertThat(onlyError(BASE + view + ";\nALTER MATERIALIZED VIEW ks.mv WITH gc_grace_seconds = 0;"))
                .contains("Cannot alter gc_grace_seconds of a materialized view to 0");
    }

    @Test
    void should_refuse_a_duplicate_index_and_skip_it_quietly_with_if_not_exists() {
        assertThat(onlyError(T + "CREATE INDEX a ON ks.t (v);\nCREATE INDEX b ON ks.t (v);"))
                .endsWith("Index b is a duplicate of existing index a");
        Imports.clean(T + "CREATE INDEX a ON ks.t (v);\nCREATE INDEX IF NOT EXISTS b ON ks.t (v);");
    }

    @Test
    void should_tell_a_second_sai_index_from_a_duplicate_by_its_written_class() {
        assertThat(onlyError(T + "CREATE INDEX a ON ks.t (st) USING 'sai';\nCREATE INDEX b ON ks.t (st) USING 'SAI';"))
                .endsWith("Cannot create more than one storage-attached index on the same column: st");
        assertThat(onlyError(T + "CREATE INDEX a ON ks.t (st) USING 'sai';\nCREATE INDEX b ON ks.t (st) USING 'sai';"))
                .endsWith("Index b is a duplicate of existing index a");
    }

    @Test
    void should_print_an_sai_index_with_the_class_it_was_written_with() {
        CqlImport result = Imports.clean(T + "CREATE INDEX a ON ks.t (n) USING 'StorageAttachedIndex';");
        assertThat(new CqlWriter().write(result.project())).contains("USING 'StorageAttachedIndex'");
    }

    @Test
    void should_refuse_sai_options_it_does_not_understand_and_non_float_vectors() {
        assertThat(onlyError(T + "CREATE INDEX ON ks.t (n) USING 'sai' WITH OPTIONS = {'bogus': 'x'};"))
                .endsWith("Properties specified [bogus] are not understood by StorageAttachedIndex");
        assertThat(onlyError(Imports.KS + "CREATE TABLE ks.v (k int PRIMARY KEY, w vector<int, 2>);\n"
                        + "CREATE INDEX ON ks.v (w) USING 'sai';"))
                .endsWith("SAI ANN indexes are only allowed on vector columns with float elements");
    }

    @Test
    void should_name_a_map_entries_type_as_cassandra_does_when_it_cannot_be_analyzed() {
        assertThat(onlyError(
                        T + "CREATE INDEX ON ks.t (entries(m)) USING 'sai' WITH OPTIONS = {'case_sensitive': 'true'};"))
                .endsWith("CQL type 'org.apache.cassandra.db.marshal.CompositeType("
                        + "org.apache.cassandra.db.marshal.UTF8Type,org.apache.cassandra.db.marshal.Int32Type)'"
                        + " cannot be analyzed.");
    }

    @Test
    void should_refuse_options_of_a_non_custom_index_before_its_taken_name() {
        assertThat(onlyError(T + "CREATE INDEX i ON ks.t (v);\nCREATE INDEX i ON ks.t (n) WITH OPTIONS = {'a': 'b'};"))
                .endsWith("Cannot specify options for a non-CUSTOM index");
        assertThat(onlyError(T + "CREATE INDEX ON ks.t (n) USING 'sai' WITH OPTIONS = {'target': 'v'};"))
                .endsWith("Cannot specify target as a CUSTOM option");
    }

    @Test
    void should_refuse_indexes_on_counter_tables_duration_columns_and_unknown_classes() {
        String counts = Imports.KS + "CREATE TABLE ks.counts (k int PRIMARY KEY, hits counter);\n";
        assertThat(onlyError(counts + "CREATE INDEX ON ks.counts (hits);"))
                .endsWith("Secondary indexes on counter tables aren't supported");
        assertThat(onlyError(Imports.KS + "CREATE TABLE ks.d (k int PRIMARY KEY, d duration);\n"
                        + "CREATE INDEX ON ks.d (d);"))
                .endsWith("Secondary indexes are not supported on duration columns");
        assertThat(onlyError(T + "CREATE CUSTOM INDEX ON ks.t (v) USING 'SASIIndex';"))
                .endsWith("Unable to find custom indexer class 'SASIIndex'");
    }

    @Test
    void should_refuse_a_mask_set_by_alter_table_that_does_not_fit_the_column() {
        assertThat(onlyError(T + "ALTER TABLE ks.t ALTER l MASKED WITH mask_replace('x');"))
                .endsWith("Type error: 'x' cannot be passed as argument 1 of function system.mask_replace of type"
                        + " list<int>");
        assertThat(onlyError(T + "ALTER TABLE ks.t ALTER n MASKED WITH mask_outer(1, 2, 3);"))
                .endsWith("Function system.mask_outer requires an argument of type [text|varchar|ascii], but found"
                        + " argument org.apache.cassandra.db.marshal.Int32Type of type int");
        assertThat(onlyError(T + "ALTER TABLE ks.t ALTER n MASKED WITH mask_hash('SHA-256');"))
                .endsWith("Masking function mask_hash('SHA-256') return type is blob. This is different to the type"
                        + " of the masked column n of type int. Masking functions can only be attached to table"
                        + " columns if they return the same data type as the masked column.");
    }

    @Test
    void should_remember_a_dropped_column_and_refuse_it_back_with_an_incompatible_type() {
        String history = T + "ALTER TABLE ks.t DROP n;\n";
        CqlImport dropped = Imports.clean(history);
        assertThat(Imports.table(dropped, "ks", "t").droppedColumn(Identifier.of("n")))
                .contains(new DroppedColumn(Identifier.of("n"), CqlType.of(NativeType.INT), false));
        assertThat(onlyError(history + "ALTER TABLE ks.t ADD n text;"))
                .endsWith("Cannot add a column 'n' of type text, incompatible with previously dropped column 'n' of"
                        + " type int");
        assertThat(onlyError(history + "ALTER TABLE ks.t ADD n int STATIC;"))
                .endsWith("Cannot re-add previously dropped column 'n' of kind STATIC, incompatible with previous"
                        + " kind REGULAR");
        Imports.clean(history + "ALTER TABLE ks.t ADD n int;");
    }

    @Test
    void should_keep_a_table_whose_counters_were_dropped_a_counter_table() {
        String counts = Imports.KS + "CREATE TABLE ks.counts (k int PRIMARY KEY, hits counter);\n"
                + "ALTER TABLE ks.counts DROP hits;\n";
        assertThat(onlyError(counts + "ALTER TABLE ks.counts ADD hits counter;"))
                .endsWith("Cannot re-add previously dropped counter column hits");
        assertThat(onlyError(counts + "ALTER TABLE ks.counts DROP hits;"))
                .endsWith("Column hits was not found in table 'ks.counts'");
    }

    @Test
    void should_refuse_default_time_to_live_on_a_counter_table_when_created_and_when_altered() {
        assertThat(onlyError(Imports.KS
                        + "CREATE TABLE ks.counts (k int PRIMARY KEY, hits counter) WITH default_time_to_live = 10;"))
                .endsWith("Cannot set default_time_to_live on a table with counters");
        assertThat(onlyError(Imports.KS + "CREATE TABLE ks.counts (k int PRIMARY KEY, hits counter);\n"
                        + "ALTER TABLE ks.counts WITH default_time_to_live = 10;"))
                .endsWith("Cannot set default_time_to_live on a table with counters");
    }
}
