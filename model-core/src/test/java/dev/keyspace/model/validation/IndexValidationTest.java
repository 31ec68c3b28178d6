package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withIndexes;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    /** k is the only partition-key column; tags a set, frozen_tags a frozen list, attrs a map. */
    private static final Table USERS = table(
            "users",
            Column.partitionKey("k", INT, 0),
            Column.clustering("c", INT, 0, ClusteringOrder.ASC),
            Column.regular("name", TEXT),
            Column.regular("tags", new CqlType.SetType(TEXT, false)),
            Column.regular("frozen_tags", new CqlType.ListType(TEXT, true)),
            Column.regular("attrs", new CqlType.MapType(TEXT, TEXT, false)));

    private static Index on(String name, IndexTarget.Kind kind, String column) {
        return Index.legacy(name, "users", new IndexTarget(Identifier.of(column), kind));
    }

    private static List<Problem> errorsFor(Index... indexes) {
        return errors(withIndexes(List.of(USERS), indexes));
    }

    @Test
    void should_accept_every_valid_target_kind() {
        assertThat(errorsFor(
                        on("i1", IndexTarget.Kind.SIMPLE, "name"),
                        on("i2", IndexTarget.Kind.VALUES, "tags"),
                        on("i3", IndexTarget.Kind.KEYS, "attrs"),
                        on("i4", IndexTarget.Kind.ENTRIES, "attrs"),
                        on("i5", IndexTarget.Kind.FULL, "frozen_tags"),
                        on("i6", IndexTarget.Kind.SIMPLE, "c")))
                .isEmpty();
    }

    @Test
    void should_reject_index_on_unknown_table() {
        var index = Index.legacy("i", "nowhere", IndexTarget.simple("name"));

        assertThat(errorsFor(index)).containsExactly(Problem.error("ks.i", "Table 'nowhere' doesn't exist"));
    }

    @Test
    void should_reject_index_on_unknown_column() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.SIMPLE, "Missing")))
                .containsExactly(Problem.error("ks.i", "Undefined column name \"Missing\" in table ks.users"));
    }

    @Test
    void should_reject_index_on_the_only_partition_key_column() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.SIMPLE, "k")))
                .containsExactly(
                        Problem.error("ks.i", "Cannot create secondary index on the only partition key column k"));
    }

    @Test
    void should_reject_keys_on_a_non_map() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.KEYS, "tags")))
                .containsExactly(Problem.error("ks.i", "Cannot create index on keys of column tags with non-map type"));
    }

    @Test
    void should_reject_entries_on_a_non_map() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.ENTRIES, "tags")))
                .containsExactly(
                        Problem.error("ks.i", "Cannot create index on entries of column tags with non-map type"));
    }

    @Test
    void should_reject_full_on_a_non_frozen_collection() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.FULL, "tags")))
                .containsExactly(Problem.error("ks.i", "full() indexes can only be created on frozen collections"));
    }

    @Test
    void should_reject_plain_index_on_a_frozen_collection() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.SIMPLE, "frozen_tags")))
                .containsExactly(Problem.error(
                        "ks.i",
                        "Cannot create values() index on frozen column frozen_tags. Frozen collections are immutable "
                                + "and must be fully indexed by using the 'full(frozen_tags)' modifier"));
    }

    @Test
    void should_reject_values_on_a_non_collection() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.VALUES, "name")))
                .containsExactly(Problem.error(
                        "ks.i",
                        "Cannot create values() index on name. Non-collection columns only support simple indexes"));
    }

    @Test
    void should_reject_index_on_counter_table() {
        var counters =
                table("hits", Column.partitionKey("k", INT, 0), Column.regular("n", CqlType.of(NativeType.COUNTER)));
        var index = Index.legacy("i", "hits", IndexTarget.simple("n"));

        assertThat(errors(withIndexes(List.of(counters), index)))
                .containsExactly(Problem.error("ks.i", "Secondary indexes on counter tables aren't supported"));
    }

    @Test
    void should_reject_index_name_used_twice_in_the_keyspace() {
        assertThat(errorsFor(on("i", IndexTarget.Kind.SIMPLE, "name"), on("i", IndexTarget.Kind.VALUES, "tags")))
                .containsExactly(Problem.error("ks.i", "Index 'i' already exists"));
    }

    @Test
    void should_reject_two_identical_indexes() {
        assertThat(errorsFor(
                        on("by_tag", IndexTarget.Kind.SIMPLE, "tags"),
                        on("by_tag_values", IndexTarget.Kind.VALUES, "tags")))
                .containsExactly(Problem.error(
                        "ks.by_tag_values", "Index by_tag_values is a duplicate of existing index by_tag"));
    }

    @Test
    void should_accept_indexes_of_different_implementations_on_one_column() {
        var sai = Index.sai("by_name_sai", "users", IndexTarget.simple("name"));

        assertThat(errorsFor(on("by_name", IndexTarget.Kind.SIMPLE, "name"), sai))
                .isEmpty();
    }

    @Test
    void should_reject_legacy_index_on_several_columns() {
        var index = Index.legacy("i", "users", IndexTarget.simple("name"))
                .withTargets(List.of(IndexTarget.simple("name"), IndexTarget.simple("c")));

        assertThat(errorsFor(index))
                .containsExactly(Problem.error("ks.i", "Only CUSTOM indexes support multiple columns"));
    }

    @Test
    void should_reject_index_on_duration_column() {
        var table = table("t", Column.partitionKey("k", INT, 0), Column.regular("d", CqlType.of(NativeType.DURATION)));
        var index = Index.legacy("i", "t", IndexTarget.simple("d"));

        assertThat(errors(withIndexes(List.of(table), index)))
                .containsExactly(Problem.error("ks.i", "Secondary indexes are not supported on duration columns"));
    }
}
