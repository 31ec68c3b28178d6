package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withTables;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);
    private static final CqlType COUNTER = CqlType.of(NativeType.COUNTER);
    private static final CqlType DURATION = CqlType.of(NativeType.DURATION);

    @Test
    void should_reject_table_without_partition_key() {
        var project = withTables(table("t", Column.regular("v", INT)));

        assertThat(errors(project))
                .containsExactly(
                        Problem.error("ks.t", "No PRIMARY KEY specifed for table 'ks.t' (exactly one required)"));
    }

    @Test
    void should_reject_static_column_without_clustering() {
        var project = withTables(table("t", Column.partitionKey("k", INT, 0), Column.staticColumn("s", INT)));

        assertThat(errors(project))
                .containsExactly(
                        Problem.error(
                                "ks.t.s",
                                "Static columns are only useful (and thus allowed) if the table has at least one clustering column"));
    }

    @Test
    void should_reject_counters_mixed_with_other_columns() {
        var project = withTables(
                table("t", Column.partitionKey("k", INT, 0), Column.regular("c", COUNTER), Column.regular("v", INT)));

        assertThat(errors(project))
                .containsExactly(Problem.error("ks.t", "Cannot mix counter and non counter columns in the same table"));
    }

    @Test
    void should_reject_counter_in_primary_key() {
        var project = withTables(table("t", Column.partitionKey("k", COUNTER, 0), Column.regular("c", COUNTER)));

        assertThat(errors(project))
                .containsExactly(Problem.error("ks.t.k", "counter type is not supported for PRIMARY KEY column 'k'"));
    }

    @Test
    void should_reject_non_frozen_collection_in_primary_key() {
        var project = withTables(table("t", Column.partitionKey("k", new CqlType.SetType(TEXT, false), 0)));

        assertThat(errors(project))
                .containsExactly(Problem.error(
                        "ks.t.k", "Invalid non-frozen collection type set<text> for PRIMARY KEY column 'k'"));
    }

    @Test
    void should_reject_non_frozen_udt_in_primary_key() {
        var project = Fixtures.withTypesAndTables(
                java.util.List.of(HotelSchema.address()),
                table(
                        "t",
                        Column.partitionKey("k", INT, 0),
                        Column.clustering("a", CqlType.UserTypeRef.named("address", false), 0, ClusteringOrder.ASC)));

        assertThat(errors(project))
                .containsExactly(Problem.error(
                        "ks.t.a", "Invalid non-frozen user-defined type \"ks.address\" for PRIMARY KEY column 'a'"));
    }

    @Test
    void should_reject_duration_as_clustering_column() {
        var project = withTables(table(
                "t", Column.partitionKey("k", INT, 0), Column.clustering("d", DURATION, 0, ClusteringOrder.DESC)));

        assertThat(errors(project))
                .containsExactly(Problem.error("ks.t.d", "duration type is not supported for PRIMARY KEY column 'd'"));
    }

    @Test
    void should_reject_duration_inside_a_frozen_key_type() {
        var frozenList = new CqlType.ListType(DURATION, true);
        var project = withTables(table("t", Column.partitionKey("k", frozenList, 0)));

        assertThat(errors(project))
                .containsExactly(Problem.error("ks.t.k", "duration type is not supported for PRIMARY KEY column 'k'"));
    }

    @Test
    void should_reject_duplicate_column_names() {
        var project = withTables(table("t", Column.partitionKey("k", INT, 0), Column.regular("k", TEXT)));

        assertThat(errors(project))
                .containsExactly(Problem.error("ks.t.k", "Duplicate column 'k' declaration for table 'ks.t'"));
    }

    @Test
    void should_report_every_repeated_column_of_a_short_or_a_long_table() {
        for (int columns : List.of(5, 16, 17, 40)) {
            List<Column> declared = new ArrayList<>();
            declared.add(Column.partitionKey("k", INT, 0));
            for (int i = 1; i < columns - 3; i++) {
                declared.add(Column.regular("c" + i, INT));
            }
            declared.add(Column.regular("c1", INT));
            declared.add(Column.regular("k", INT));
            declared.add(Column.regular("c1", INT));
            var project = withTables(table("t", declared.toArray(Column[]::new)));

            assertThat(errors(project))
                    .as("%d columns", columns)
                    .containsExactly(
                            Problem.error("ks.t.c1", "Duplicate column 'c1' declaration for table 'ks.t'"),
                            Problem.error("ks.t.k", "Duplicate column 'k' declaration for table 'ks.t'"),
                            Problem.error("ks.t.c1", "Duplicate column 'c1' declaration for table 'ks.t'"));
        }
    }

    @Test
    void should_reject_key_positions_with_a_gap() {
        var project = withTables(table(
                "t",
                Column.partitionKey("a", INT, 0),
                Column.partitionKey("b", INT, 2),
                Column.clustering("c", INT, 0, ClusteringOrder.ASC)));

        assertThat(errors(project))
                .containsExactly(Problem.error(
                        "ks.t",
                        "Partition key columns of table 't' must have positions 0 to 1, one each (found [0, 2])"));
    }

    @Test
    void should_reject_clustering_positions_that_repeat() {
        var project = withTables(table(
                "t",
                Column.partitionKey("a", INT, 0),
                Column.clustering("b", INT, 0, ClusteringOrder.ASC),
                Column.clustering("c", INT, 0, ClusteringOrder.ASC)));

        assertThat(errors(project))
                .containsExactly(Problem.error(
                        "ks.t", "Clustering columns of table 't' must have positions 0 to 1, one each (found [0, 0])"));
    }

    @Test
    void should_reject_default_time_to_live_on_counter_table() {
        var table = table("t", Column.partitionKey("k", INT, 0), Column.regular("c", COUNTER))
                .withOptions(TableOptions.NONE.with("default_time_to_live", OptionValue.number(60)));

        assertThat(errors(withTables(table)))
                .containsExactly(Problem.error("ks.t", "Cannot set default_time_to_live on a table with counters"));
    }

    @Test
    void should_reject_unknown_table_option() {
        var table = table("t", Column.partitionKey("k", INT, 0))
                .withOptions(TableOptions.NONE.with("read_repair_chance", OptionValue.number(0)));

        assertThat(errors(withTables(table)))
                .containsExactly(Problem.error("ks.t", "Unknown property 'read_repair_chance'"));
    }

    @Test
    void should_accept_every_option_cassandra_5_knows() {
        TableOptions options = TableOptions.NONE;
        for (String name : dev.keyspace.model.schema.TableOptions.KNOWN_NAMES) {
            options = options.with(name, OptionValue.text("x"));
        }
        var table = table("t", Column.partitionKey("k", INT, 0)).withOptions(options);

        // the names are known; the text values are judged as values (the first refused is allow_auto_snapshot's)
        assertThat(errors(withTables(table)))
                .extracting(Problem::message)
                .noneMatch(message -> message.startsWith("Unknown property"));
    }

    @Test
    void should_reject_non_frozen_udt_holding_a_non_frozen_collection() {
        var type = new dev.keyspace.model.schema.UserType(
                dev.keyspace.model.schema.Identifier.of("tags"),
                java.util.List.of(
                        dev.keyspace.model.schema.UserType.Field.of("values", new CqlType.SetType(TEXT, false))));
        var project = Fixtures.withTypesAndTables(
                java.util.List.of(type),
                table(
                        "t",
                        Column.partitionKey("k", INT, 0),
                        Column.regular("v", CqlType.UserTypeRef.named("tags", false))));

        assertThat(errors(project))
                .containsExactly(Problem.error(
                        "ks.t.v", "Non-frozen UDTs with nested non-frozen collections are not supported"));
    }
}
