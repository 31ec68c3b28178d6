package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withTables;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import org.junit.jupiter.api.Test;

class CompactStorageValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    @Test
    void should_warn_that_compact_storage_is_deprecated_but_accepted() {
        var table = table("t", Column.partitionKey("k", INT, 0), Column.regular("v", INT))
                .withCompactStorage(true);

        assertThat(SchemaValidator.validate(withTables(table)))
                .containsExactly(Problem.warning(
                        "ks.t",
                        "COMPACT STORAGE is deprecated since Cassandra 4.0 and refused when the compact_tables_enabled "
                                + "guardrail is off; prefer a regular table"));
    }

    @Test
    void should_reject_static_column_in_compact_table() {
        var table = table(
                        "t",
                        Column.partitionKey("k", INT, 0),
                        Column.clustering("c", INT, 0, ClusteringOrder.ASC),
                        Column.staticColumn("s", INT))
                .withCompactStorage(true);

        assertThat(Fixtures.errors(withTables(table)))
                .containsExactly(Problem.error("ks.t.s", "Static columns are not supported in COMPACT STORAGE tables"));
    }

    @Test
    void should_reject_more_than_one_regular_column_in_compact_table_with_clustering() {
        var table = table(
                        "t",
                        Column.partitionKey("k", INT, 0),
                        Column.clustering("c", INT, 0, ClusteringOrder.ASC),
                        Column.regular("v2", INT),
                        Column.regular("v1", INT))
                .withCompactStorage(true);

        assertThat(Fixtures.errors(withTables(table)))
                .containsExactly(Problem.error(
                        "ks.t",
                        "COMPACT STORAGE with composite PRIMARY KEY allows no more than one column not part of the "
                                + "PRIMARY KEY (got: v1, v2)"));
    }

    @Test
    void should_reject_compact_table_with_only_a_partition_key() {
        var table = table("t", Column.partitionKey("k", INT, 0)).withCompactStorage(true);

        assertThat(Fixtures.errors(withTables(table)))
                .containsExactly(Problem.error("ks.t", "No definition found that is not part of the PRIMARY KEY"));
    }

    @Test
    void should_reject_non_frozen_collection_in_compact_table() {
        var table = table("t", Column.partitionKey("k", INT, 0), Column.regular("l", new CqlType.ListType(INT, false)))
                .withCompactStorage(true);

        assertThat(Fixtures.errors(withTables(table)))
                .containsExactly(Problem.error(
                        "ks.t", "Non-frozen collections and UDTs are not supported with COMPACT STORAGE"));
    }
}
