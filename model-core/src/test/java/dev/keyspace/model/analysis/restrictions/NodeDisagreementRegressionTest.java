package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.analysis.restrictions.ValidatorFixture.partition;
import static dev.keyspace.model.analysis.restrictions.ValidatorFixture.validate;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One test per disagreement the differential test found between this validator and a Cassandra 5.0.9 node. */
class NodeDisagreementRegressionTest {

    private static final Table ITEMS = Table.of(
            ElementId.of("table:ks.items"),
            "items",
            List.of(
                    Column.partitionKey("id", CqlType.of(NativeType.INT), 0),
                    Column.regular("b", CqlType.of(NativeType.TEXT)),
                    Column.regular("a", CqlType.of(NativeType.INT)),
                    Column.regular("d", CqlType.of(NativeType.DATE))));

    private static final Table HITS = Table.of(
            ElementId.of("table:ks.hits"),
            "hits",
            List.of(
                    Column.partitionKey("k", CqlType.of(NativeType.INT), 0),
                    Column.clustering(
                            "c", CqlType.of(NativeType.INT), 0, dev.keyspace.model.schema.ClusteringOrder.ASC),
                    Column.regular("hits", CqlType.of(NativeType.COUNTER))));

    private static Verdict validateOn(Table table, List<Index> indexes, SelectQuery query) {
        Keyspace keyspace = Keyspace.of("ks", Replication.simple(1))
                .withTables(List.of(table))
                .withIndexes(indexes);
        return new SelectValidator().validate(keyspace, table, query);
    }

    private static Index sasi(String column) {
        return new Index(
                Identifier.of("items_" + column),
                Identifier.of("items"),
                IndexKind.SASI,
                List.of(IndexTarget.simple(column)),
                Optional.of(Index.SASI_CLASS),
                Map.of());
    }

    @Test
    void should_read_an_in_with_one_value_as_an_equality_so_order_by_pages() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.in("k1", Term.integer(4)), Relation.eq("k2", Term.text("a")))
                .orderBy(OrderingItem.asc("c1"));

        Verdict verdict = validate(query);

        assertThat(verdict.accepted()).as(verdict.message()).isTrue();
        assertThat(verdict.access().orElseThrow().kind()).isEqualTo(AccessKind.SINGLE_PARTITION);
    }

    @Test
    void should_serve_an_in_with_one_value_from_a_legacy_index() {
        SelectQuery query = SelectQuery.from("t").where(Relation.in("n", Term.integer(4)));

        Verdict verdict = validate(ValidatorFixture.withIndexes(ValidatorFixture.legacy("n")), query);

        assertThat(verdict.accepted()).as(verdict.message()).isTrue();
        assertThat(verdict.access().orElseThrow().index()).contains(IndexKind.LEGACY);
    }

    @Test
    void should_merge_a_one_value_in_as_an_equality() {
        SelectQuery query = partition()
                .where(
                        Relation.in("c1", Term.integer(2)),
                        Relation.tuple(
                                List.of("c1"), Operator.IN, Term.tuple(Term.integer(1)), Term.tuple(Term.integer(1))));

        assertThat(validate(query).message())
                .isEqualTo("c1 cannot be restricted by more than one relation if it includes an Equal");
    }

    @Test
    void should_page_an_aggregate_whatever_its_limit() {
        SelectQuery query = SelectQuery.from("t")
                .select(Selector.countAll())
                .where(Relation.in("k1", Term.integer(8), Term.integer(7)), Relation.eq("k2", Term.text("a")))
                .orderBy(OrderingItem.asc("c1"))
                .limit(10);

        assertThat(validate(query).message()).startsWith("Cannot page queries with both ORDER BY and a IN restriction");
    }

    @Test
    void should_filter_with_a_tuple_in_on_one_column() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.tuple(
                        List.of("c2"), Operator.IN, Term.tuple(Term.integer(1)), Term.tuple(Term.integer(2))))
                .allowFiltering(true);

        assertThat(validate(query).accepted()).as(validate(query).message()).isTrue();
    }

    @Test
    void should_refuse_a_second_relation_on_an_equal_column_before_the_clustering_order() {
        SelectQuery query = partition()
                .where(
                        Relation.eq("c1", Term.integer(5)),
                        Relation.of("c2", Operator.GTE, Term.integer(3)),
                        Relation.tuple(List.of("c1", "c2"), Operator.GT, Term.tuple(Term.integer(6), Term.integer(3))));

        assertThat(validate(query).message())
                .isEqualTo("c1 cannot be restricted by more than one relation if it includes an Equal");
    }

    @Test
    void should_read_one_partition_when_token_restricts_a_whole_partition_key() {
        SelectQuery query = partition().where(Relation.token(List.of("k1", "k2"), Operator.LTE, Term.integer(829)));

        Verdict verdict = validate(query);
        assertThat(verdict.access().orElseThrow().kind()).isEqualTo(AccessKind.SINGLE_PARTITION);

        Verdict ordered = validate(query.orderBy(OrderingItem.desc("c1"), OrderingItem.desc("c3")));
        assertThat(ordered.message())
                .isEqualTo("Order by currently only supports the ordering of columns following their declared order"
                        + " in the PRIMARY KEY");
    }

    @Test
    void should_not_serve_a_range_on_text_from_a_sasi_index() {
        SelectQuery onText = SelectQuery.from("items").where(Relation.of("b", Operator.GTE, Term.text("c")));
        SelectQuery onInt = SelectQuery.from("items").where(Relation.of("a", Operator.GT, Term.integer(3)));

        assertThat(validateOn(ITEMS, List.of(sasi("b")), onText).message())
                .isEqualTo(CassandraQueryMessages.ALLOW_FILTERING);
        assertThat(validateOn(ITEMS, List.of(sasi("a")), onInt)
                        .access()
                        .orElseThrow()
                        .index())
                .contains(IndexKind.SASI);
    }

    @Test
    void should_refuse_null_on_a_counter_as_the_statement_is_prepared() {
        SelectQuery query = SelectQuery.from("hits")
                .where(Relation.eq("hits", Term.nullValue()), Relation.of("k", Operator.NEQ, Term.integer(8)))
                .allowFiltering(true);

        assertThat(validateOn(HITS, List.of(), query).message())
                .isEqualTo("Invalid null value for counter increment/decrement");
    }

    @Test
    void should_refuse_a_similarity_between_vectors_of_different_dimensions() {
        SelectQuery mismatch = partition()
                .select(Selector.call(
                        "similarity_cosine", Selector.column("vec"), new Selector.Value("[0.1, 0.2]", 2)));
        SelectQuery match = partition()
                .select(Selector.call(
                        "similarity_dot_product", Selector.column("vec"), new Selector.Value("[0.1, 0.2, 0.3]", 3)));

        assertThat(validate(mismatch).message()).isEqualTo("All arguments must have the same vector dimensions");
        assertThat(validate(match).accepted()).isTrue();
    }

    @Test
    void should_serve_a_tuple_relation_from_an_index_on_one_of_its_columns() {
        Keyspace indexed = ValidatorFixture.withIndexes(ValidatorFixture.sai("c3"));
        SelectQuery ordered = SelectQuery.from("t")
                .where(Relation.tuple(
                        List.of("c1", "c2", "c3"),
                        Operator.EQ,
                        Term.tuple(Term.integer(3), Term.integer(9), Term.text("2024-01-01"))))
                .orderBy(OrderingItem.asc("c1"));
        SelectQuery slice = SelectQuery.from("t")
                .where(Relation.tuple(List.of("c3"), Operator.GTE, Term.tuple(Term.text("2024-01-01"))));

        assertThat(validate(indexed, ordered).message()).isEqualTo(CassandraQueryMessages.ORDER_BY_INDEX);
        assertThat(validate(indexed, slice).message()).isEqualTo(CassandraQueryMessages.MULTI_SLICE_FILTERING);
    }

    @Test
    void should_make_merged_map_restrictions_queriable_when_one_part_is_indexed() {
        Keyspace indexed = ValidatorFixture.withIndexes(Index.legacy(
                "t_attrs_entries", "t", new IndexTarget(Identifier.of("attrs"), IndexTarget.Kind.ENTRIES)));
        SelectQuery query = SelectQuery.from("t")
                .where(
                        Relation.in("k1", Term.integer(7), Term.integer(2)),
                        Relation.eq("k2", Term.text("a")),
                        Relation.mapEntry("attrs", Term.text("a"), Term.integer(9)),
                        Relation.of("attrs", Operator.CONTAINS, Term.integer(1)));

        assertThat(validate(indexed, query).message()).isEqualTo(CassandraQueryMessages.INDEX_WITH_IN);
    }

    @Test
    void should_word_a_null_on_a_regular_column_as_the_row_filter_does() {
        assertThat(validate(partition()
                                .where(Relation.eq("n", Term.nullValue()))
                                .allowFiltering(true))
                        .message())
                .isEqualTo("Unsupported null value for column n");
        assertThat(validate(partition().where(Relation.eq("c1", Term.nullValue())))
                        .message())
                .isEqualTo("Invalid null value in condition for column c1");
        assertThat(validate(SelectQuery.from("t")
                                .where(Relation.eq("k2", Term.nullValue()))
                                .allowFiltering(true))
                        .message())
                .isEqualTo("Unsupported null value for column k2");
    }

    @Test
    void should_keep_one_place_for_a_column_ordered_twice_and_fail_past_the_last_clustering_column() {
        SelectQuery twice = partition().orderBy(OrderingItem.asc("c1"), OrderingItem.desc("c1"));
        SelectQuery backwards = partition()
                .where(Relation.eq("c1", Term.integer(1)), Relation.eq("c2", Term.integer(2)))
                .orderBy(OrderingItem.desc("c3"), OrderingItem.asc("c2"));

        assertThat(validate(twice).accepted()).isTrue();
        assertThat(validate(backwards).message())
                .isEqualTo("java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3");
    }

    @Test
    void should_count_order_by_columns_as_selected_by_distinct_when_in_sorts_after_the_read() {
        SelectQuery query = SelectQuery.from("t")
                .distinct(true)
                .select("k1", "k2")
                .where(Relation.in("k1", Term.integer(4), Term.integer(3)), Relation.eq("k2", Term.text("a")))
                .orderBy(OrderingItem.desc("c1"));

        assertThat(validate(query).message())
                .isEqualTo("SELECT DISTINCT queries must only request partition key columns and/or static columns"
                        + " (not c1)");
    }

    @Test
    void should_check_tuple_row_filters_only_when_the_query_runs() {
        SelectQuery query = partition()
                .distinct(true)
                .select("k1", "k2")
                .where(
                        Relation.of("c1", Operator.GT, Term.integer(8)),
                        Relation.tuple(List.of("c2"), Operator.LT, Term.tuple(Term.integer(2))))
                .allowFiltering(true);

        assertThat(validate(query).message()).isEqualTo(CassandraQueryMessages.DISTINCT_WHERE);
        assertThat(validate(query.distinct(false).select("k1")).message())
                .isEqualTo(CassandraQueryMessages.MULTI_SLICE_FILTERING);
    }

    @Test
    void should_refuse_a_string_that_is_no_date_before_any_other_check() {
        SelectQuery query = SelectQuery.from("items")
                .where(Relation.eq("id", Term.integer(7)), Relation.of("d", Operator.LIKE, Term.text("x")));
        SelectQuery valid = SelectQuery.from("items")
                .where(Relation.eq("id", Term.integer(7)), Relation.eq("d", Term.text("2024-01-31")))
                .allowFiltering(true);

        assertThat(validateOn(ITEMS, List.of(), query).message())
                .isEqualTo("Unable to coerce 'x' to a formatted date (long)");
        assertThat(validateOn(ITEMS, List.of(), valid).accepted()).isTrue();
    }
}
