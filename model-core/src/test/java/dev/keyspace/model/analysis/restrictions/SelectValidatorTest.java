package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.analysis.restrictions.ValidatorFixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.IndexKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SelectValidatorTest {

    private static final String FILTERING = "Cannot execute this query as it might involve data filtering and thus"
            + " may have unpredictable performance. If you want to execute this query despite the performance"
            + " unpredictability, use ALLOW FILTERING";

    private static void assertRejected(Verdict verdict, String message) {
        assertThat(verdict.accepted()).as("accepted").isFalse();
        assertThat(verdict.message()).isEqualTo(message);
    }

    private static Access assertAccepted(Verdict verdict) {
        assertThat(verdict.message()).isEmpty();
        assertThat(verdict.accepted()).isTrue();
        return verdict.access().orElseThrow();
    }

    @Test
    void should_read_one_partition_when_the_whole_partition_key_is_restricted_by_equality() {
        Access access = assertAccepted(validate(partition()));

        assertThat(access).isEqualTo(new Access(AccessKind.SINGLE_PARTITION, false, Optional.empty()));
    }

    @Test
    void should_read_several_partitions_with_in_on_the_partition_key() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.in("k1", Term.integer(1), Term.integer(2)), Relation.eq("k2", Term.text("a")));

        assertThat(assertAccepted(validate(query)).kind()).isEqualTo(AccessKind.MULTI_PARTITION);
    }

    @Test
    void should_scan_every_partition_without_a_where_clause() {
        assertThat(assertAccepted(validate(SelectQuery.from("t"))))
                .isEqualTo(new Access(AccessKind.FULL_SCAN, false, Optional.empty()));
    }

    @Test
    void should_require_allow_filtering_for_part_of_the_partition_key() {
        SelectQuery query = SelectQuery.from("t").where(Relation.eq("k1", Term.integer(1)));

        assertRejected(validate(query), FILTERING);
        assertThat(assertAccepted(validate(query.allowFiltering(true))))
                .isEqualTo(new Access(AccessKind.FULL_SCAN, true, Optional.empty()));
    }

    @Test
    void should_require_allow_filtering_for_a_range_on_a_partition_key_column() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.of("k1", Operator.GT, Term.integer(1)), Relation.eq("k2", Term.text("a")));

        assertRejected(validate(query), FILTERING);
    }

    @Test
    void should_read_a_token_range_through_token() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.token(List.of("k1", "k2"), Operator.GT, Term.integer(0)));

        assertThat(assertAccepted(validate(query)).kind()).isEqualTo(AccessKind.TOKEN_RANGE);
    }

    @Test
    void should_refuse_token_arguments_out_of_partition_key_order() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.token(List.of("k2", "k1"), Operator.GT, Term.integer(0)));

        assertRejected(validate(query), "The token function arguments must be in the partition key order: k1, k2");
    }

    @Test
    void should_refuse_token_on_part_of_the_partition_key() {
        SelectQuery query = SelectQuery.from("t").where(Relation.token(List.of("k1"), Operator.GT, Term.integer(0)));

        assertRejected(
                validate(query),
                "The token() function must be applied to all partition key components or none of them");
    }

    @Test
    void should_refuse_in_with_the_token_function() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.token(List.of("k1", "k2"), Operator.IN, Term.integer(0)));

        assertRejected(validate(query), "IN cannot be used with the token function");
    }

    @Test
    void should_refuse_a_clustering_column_whose_predecessor_is_not_restricted() {
        SelectQuery query = partition().where(Relation.eq("c2", Term.integer(1)));

        assertRejected(
                validate(query),
                "PRIMARY KEY column \"c2\" cannot be restricted as preceding column \"c1\" is not restricted");
        assertThat(assertAccepted(validate(query.allowFiltering(true))))
                .isEqualTo(new Access(AccessKind.SINGLE_PARTITION, true, Optional.empty()));
    }

    @Test
    void should_refuse_a_clustering_restriction_after_a_slice() {
        SelectQuery query =
                partition().where(Relation.of("c1", Operator.GT, Term.integer(1)), Relation.eq("c2", Term.integer(1)));

        assertRejected(
                validate(query),
                "Clustering column \"c2\" cannot be restricted (preceding column \"c1\" is restricted by a non-EQ"
                        + " relation)");
    }

    @Test
    void should_refuse_a_slice_before_an_already_restricted_clustering_column() {
        SelectQuery query =
                partition().where(Relation.eq("c2", Term.integer(1)), Relation.of("c1", Operator.GT, Term.integer(1)));

        assertRejected(
                validate(query),
                "PRIMARY KEY column \"c2\" cannot be restricted (preceding column \"c1\" is restricted by a non-EQ"
                        + " relation)");
    }

    @Test
    void should_accept_in_and_a_slice_on_a_clustering_prefix() {
        SelectQuery query = partition()
                .where(
                        Relation.in("c1", Term.integer(1), Term.integer(2)),
                        Relation.of("c2", Operator.GTE, Term.integer(3)),
                        Relation.of("c2", Operator.LT, Term.integer(9)));

        assertThat(assertAccepted(validate(query)).kind()).isEqualTo(AccessKind.SINGLE_PARTITION);
    }

    @Test
    void should_refuse_two_start_bounds_on_one_column() {
        SelectQuery query = partition()
                .where(
                        Relation.of("c1", Operator.GT, Term.integer(1)),
                        Relation.of("c1", Operator.GTE, Term.integer(2)));

        assertRejected(validate(query), "More than one restriction was found for the start bound on c1");
    }

    @Test
    void should_refuse_equality_and_another_relation_on_one_column() {
        SelectQuery query =
                partition().where(Relation.eq("c1", Term.integer(1)), Relation.of("c1", Operator.GT, Term.integer(2)));

        assertRejected(validate(query), "c1 cannot be restricted by more than one relation if it includes an Equal");
    }

    @Test
    void should_accept_a_tuple_slice_in_clustering_order() {
        SelectQuery query = partition()
                .where(Relation.tuple(List.of("c1", "c2"), Operator.GT, Term.tuple(Term.integer(1), Term.integer(2))));

        assertThat(assertAccepted(validate(query)).kind()).isEqualTo(AccessKind.SINGLE_PARTITION);
    }

    @Test
    void should_refuse_a_tuple_out_of_clustering_order() {
        SelectQuery query = partition()
                .where(Relation.tuple(List.of("c2", "c1"), Operator.EQ, Term.tuple(Term.integer(1), Term.integer(2))));

        assertRejected(
                validate(query),
                "Clustering columns must appear in the PRIMARY KEY order in multi-column relations: (c2, c1) = (1, 2)");
    }

    @Test
    void should_refuse_a_tuple_on_non_clustering_columns() {
        SelectQuery query = partition()
                .where(Relation.tuple(List.of("k1", "c1"), Operator.EQ, Term.tuple(Term.integer(1), Term.integer(2))));

        assertRejected(
                validate(query),
                "Multi-column relations can only be applied to clustering columns but was applied to: k1");
    }

    @Test
    void should_require_allow_filtering_for_a_regular_column_without_index() {
        SelectQuery query = partition().where(Relation.eq("n", Term.integer(5)));

        assertRejected(validate(query), FILTERING);
        assertThat(assertAccepted(validate(query.allowFiltering(true))).needsFiltering())
                .isTrue();
    }

    @Test
    void should_use_a_legacy_index_for_equality_on_an_indexed_column() {
        SelectQuery query = SelectQuery.from("t").where(Relation.eq("n", Term.integer(5)));

        assertThat(assertAccepted(validate(withIndexes(legacy("n")), query)))
                .isEqualTo(new Access(AccessKind.MULTI_PARTITION, false, Optional.of(IndexKind.LEGACY)));
    }

    @Test
    void should_refuse_a_range_a_legacy_index_cannot_serve() {
        SelectQuery query = SelectQuery.from("t").where(Relation.of("n", Operator.GT, Term.integer(5)));

        assertRejected(validate(withIndexes(legacy("n")), query), FILTERING);
    }

    @Test
    void should_serve_a_range_and_a_second_column_together_with_sai() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.of("n", Operator.GT, Term.integer(5)), Relation.eq("v", Term.text("x")));

        assertThat(assertAccepted(validate(withIndexes(sai("n"), sai("v")), query)))
                .isEqualTo(new Access(AccessKind.MULTI_PARTITION, false, Optional.of(IndexKind.SAI)));
    }

    @Test
    void should_require_filtering_when_one_legacy_index_serves_only_one_of_two_columns() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.eq("n", Term.integer(5)), Relation.eq("v", Term.text("x")));

        assertRejected(validate(withIndexes(legacy("n")), query), FILTERING);
    }

    @Test
    void should_refuse_an_index_query_with_in_on_the_partition_key() {
        SelectQuery query = SelectQuery.from("t")
                .where(
                        Relation.in("k1", Term.integer(1), Term.integer(2)),
                        Relation.eq("k2", Term.text("a")),
                        Relation.eq("n", Term.integer(5)));

        assertRejected(
                validate(withIndexes(legacy("n")), query),
                "Select on indexed columns and with IN clause for the PRIMARY KEY are not supported");
    }

    @Test
    void should_refuse_contains_on_a_column_that_is_not_a_collection() {
        SelectQuery query = partition().where(Relation.of("v", Operator.CONTAINS, Term.text("x")));

        assertRejected(validate(query), "Cannot use CONTAINS on non-collection column v");
    }

    @Test
    void should_refuse_contains_key_on_a_set() {
        SelectQuery query = partition().where(Relation.of("tags", Operator.CONTAINS_KEY, Term.text("x")));

        assertRejected(validate(query), "Cannot use CONTAINS KEY on non-map column tags");
    }

    @Test
    void should_accept_contains_served_by_an_index_on_the_set() {
        SelectQuery query = SelectQuery.from("t").where(Relation.of("tags", Operator.CONTAINS, Term.text("x")));

        assertThat(assertAccepted(validate(withIndexes(legacy("tags")), query)).usesIndex())
                .isTrue();
    }

    @Test
    void should_refuse_equality_on_a_non_frozen_collection() {
        SelectQuery query = partition().where(Relation.eq("tags", Term.text("x")));

        assertRejected(validate(query), "Collection column 'tags' (set<text>) cannot be restricted by a '=' relation");
    }

    @Test
    void should_refuse_a_slice_on_a_duration() {
        SelectQuery query = partition().where(Relation.of("d", Operator.GT, Term.literal(LiteralKind.DURATION, "1h")));

        assertRejected(validate(query), "Slice restrictions are not supported on duration columns");
    }

    @Test
    void should_refuse_not_equal() {
        SelectQuery query = partition().where(Relation.of("n", Operator.NEQ, Term.integer(1)));

        assertRejected(validate(query), "Unsupported \"!=\" relation: n != 1");
    }

    @Test
    void should_refuse_is_not_null_outside_a_materialized_view() {
        assertRejected(validate(partition().where(Relation.isNotNull("n"))), "Unsupported restriction: n IS NOT NULL");
    }

    @Test
    void should_refuse_like_without_an_index_that_supports_it() {
        SelectQuery query = partition().where(Relation.of("v", Operator.LIKE, Term.text("a%")));

        assertRejected(
                validate(query),
                "LIKE restriction is only supported on properly indexed columns. v LIKE 'a%' is not valid.");
    }

    @Test
    void should_refuse_an_unknown_column() {
        assertRejected(
                validate(partition().where(Relation.eq("nope", Term.integer(1)))),
                "Undefined column name nope in table ks.t");
    }

    @Test
    void should_refuse_a_literal_of_the_wrong_type() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.eq("k1", Term.text("one")), Relation.eq("k2", Term.text("a")));

        assertRejected(validate(query), "Invalid STRING constant (one) for \"k1\" of type int");
    }

    @Test
    void should_refuse_null_when_the_values_are_bound() {
        SelectQuery query =
                SelectQuery.from("t").where(Relation.eq("k1", Term.nullValue()), Relation.eq("k2", Term.text("a")));

        assertRejected(validate(query), "Invalid null value in condition for column k1");
    }

    @Test
    void should_accept_order_by_in_declared_order_and_its_reverse() {
        assertAccepted(validate(partition().orderBy(OrderingItem.asc("c1"), OrderingItem.desc("c2"))));
        assertAccepted(validate(partition().orderBy(OrderingItem.desc("c1"), OrderingItem.asc("c2"))));
    }

    @Test
    void should_refuse_order_by_mixing_directions() {
        assertRejected(
                validate(partition().orderBy(OrderingItem.asc("c1"), OrderingItem.asc("c2"))),
                "Unsupported order by relation");
    }

    @Test
    void should_refuse_order_by_skipping_a_clustering_column() {
        assertRejected(
                validate(partition().orderBy(OrderingItem.asc("c2"))),
                "Order by currently only supports the ordering of columns following their declared order in the"
                        + " PRIMARY KEY");
    }

    @Test
    void should_accept_order_by_skipping_a_column_restricted_by_equality() {
        assertAccepted(
                validate(partition().where(Relation.eq("c1", Term.integer(1))).orderBy(OrderingItem.asc("c2"))));
    }

    @Test
    void should_refuse_order_by_a_regular_column() {
        assertRejected(
                validate(partition().orderBy(OrderingItem.asc("n"))),
                "Order by is currently only supported on the clustered columns of the PRIMARY KEY, got n");
    }

    @Test
    void should_refuse_order_by_without_a_partition_restriction() {
        assertRejected(
                validate(SelectQuery.from("t").orderBy(OrderingItem.asc("c1"))),
                "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.");
    }

    @Test
    void should_refuse_paging_order_by_with_in_on_the_partition_key() {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.in("k1", Term.integer(1), Term.integer(2)), Relation.eq("k2", Term.text("a")))
                .orderBy(OrderingItem.asc("c1"));

        assertRejected(
                validate(query),
                "Cannot page queries with both ORDER BY and a IN restriction on the partition key; you must either"
                        + " remove the ORDER BY or the IN and sort client side, or disable paging for this query");
        // a LIMIT does not help: Cassandra drops it from the read to sort afterwards (checked on a 5.0.9 node)
        assertRejected(
                validate(query.limit(10)),
                "Cannot page queries with both ORDER BY and a IN restriction on the partition key; you must either"
                        + " remove the ORDER BY or the IN and sort client side, or disable paging for this query");
        assertAccepted(new SelectValidator(0).validate(ValidatorFixture.KS, ValidatorFixture.T, query));
    }

    @Test
    void should_accept_group_by_a_primary_key_prefix() {
        SelectQuery query = SelectQuery.from("t")
                .select(Selector.column("k1"), Selector.countAll())
                .groupBy("k1", "k2", "c1");

        assertAccepted(validate(query));
    }

    @Test
    void should_refuse_group_by_part_of_the_partition_key() {
        assertRejected(
                validate(SelectQuery.from("t").groupBy("k1")),
                "Group by is not supported on only a part of the partition key");
    }

    @Test
    void should_refuse_group_by_out_of_primary_key_order() {
        assertRejected(
                validate(partition().groupBy("k1", "k2", "c2")),
                "Group by currently only support groups of columns following their declared order in the PRIMARY KEY");
    }

    @Test
    void should_refuse_group_by_a_regular_column() {
        assertRejected(
                validate(partition().groupBy("n")),
                "Group by is currently only supported on the columns of the PRIMARY KEY, got n");
    }

    @Test
    void should_accept_distinct_on_the_partition_key_and_static_columns() {
        assertAccepted(validate(SelectQuery.from("t").distinct(true).select("k1", "k2", "s")));
    }

    @Test
    void should_refuse_distinct_on_a_regular_column() {
        assertRejected(
                validate(SelectQuery.from("t").distinct(true).select("k1", "k2", "n")),
                "SELECT DISTINCT queries must only request partition key columns and/or static columns (not n)");
    }

    @Test
    void should_refuse_distinct_missing_a_partition_key_column_on_a_range() {
        assertRejected(
                validate(SelectQuery.from("t").distinct(true).select("k1")),
                "SELECT DISTINCT queries must request all the partition key columns (missing k2)");
    }

    @Test
    void should_refuse_per_partition_limit_with_distinct() {
        assertRejected(
                validate(SelectQuery.from("t").distinct(true).select("k1", "k2").perPartitionLimit(1)),
                "PER PARTITION LIMIT is not allowed with SELECT DISTINCT queries");
    }

    @Test
    void should_accept_per_partition_limit_on_a_scan() {
        assertAccepted(validate(SelectQuery.from("t").perPartitionLimit(2)));
    }

    @Test
    void should_refuse_a_limit_that_is_not_strictly_positive() {
        assertRejected(validate(partition().limit(0)), "LIMIT must be strictly positive");
        assertRejected(validate(partition().limit(-3)), "LIMIT must be strictly positive");
    }

    @Test
    void should_refuse_clustering_restrictions_when_selecting_only_static_columns() {
        SelectQuery query = partition().select("k1", "s").where(Relation.eq("c1", Term.integer(1)));

        assertRejected(validate(query), "Cannot restrict clustering columns when selecting only static columns");
    }

    @Test
    void should_require_filtering_for_a_static_column_restriction() {
        assertRejected(validate(partition().where(Relation.eq("s", Term.integer(1)))), FILTERING);
    }

    @Test
    void should_refuse_ann_ordering_without_a_limit() {
        SelectQuery query =
                SelectQuery.from("t").orderBy(OrderingItem.ann("vec", new Term.CollectionLiteral("[1.0, 2.0, 3.0]")));

        assertRejected(
                validate(withIndexes(sai("vec")), query),
                "Top-K queries must have a limit specified and the limit must be less than the query page size");
        assertThat(assertAccepted(validate(withIndexes(sai("vec")), query.limit(10)))
                        .index())
                .contains(IndexKind.SAI);
    }

    @Test
    void should_refuse_ann_ordering_on_a_column_without_index() {
        SelectQuery query = SelectQuery.from("t")
                .orderBy(OrderingItem.ann("vec", new Term.CollectionLiteral("[1.0, 2.0, 3.0]")))
                .limit(10);

        assertRejected(validate(query), "ANN ordering by vector requires the column to be indexed");
    }

    @Test
    void should_accept_a_counter_restriction_with_allow_filtering() {
        var counters = dev.keyspace.model.schema.Table.of(
                dev.keyspace.model.schema.ElementId.of("table:ks.hits"),
                "hits",
                List.of(
                        dev.keyspace.model.schema.Column.partitionKey(
                                "page",
                                dev.keyspace.model.schema.CqlType.of(dev.keyspace.model.schema.NativeType.TEXT),
                                0),
                        dev.keyspace.model.schema.Column.regular(
                                "views",
                                dev.keyspace.model.schema.CqlType.of(dev.keyspace.model.schema.NativeType.COUNTER))));
        SelectQuery query = SelectQuery.from("hits").where(Relation.of("views", Operator.GT, Term.integer(10)));

        Verdict withoutFiltering = new SelectValidator().validate(KS, counters, query);
        Verdict withFiltering = new SelectValidator().validate(KS, counters, query.allowFiltering(true));

        assertRejected(withoutFiltering, FILTERING);
        assertThat(assertAccepted(withFiltering).kind()).isEqualTo(AccessKind.FULL_SCAN);
    }
}
