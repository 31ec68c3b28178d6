package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.view;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class ViewValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    /** Base table: key (k, c), a static column s, regular columns a and b. */
    private static final Table BASE = table(
            "base",
            Column.partitionKey("k", INT, 0),
            Column.clustering("c", INT, 0, ClusteringOrder.ASC),
            Column.staticColumn("s", INT),
            Column.regular("a", TEXT),
            Column.regular("b", TEXT));

    private static List<Problem> errorsFor(Table base, MaterializedView view) {
        return errors(Fixtures.project(Fixtures.ks().withTables(List.of(base)).withViews(List.of(view))));
    }

    private static MaterializedView byA(List<String> selected, String where) {
        return view("by_a", "base", selected, where, List.of("a"), "k", "c");
    }

    @Test
    void should_warn_about_every_view_and_accept_a_correct_one() {
        var view = byA(List.of("k", "c", "a"), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL");
        var project = Fixtures.project(Fixtures.ks().withTables(List.of(BASE)).withViews(List.of(view)));

        assertThat(SchemaValidator.validate(project))
                .containsExactly(
                        Problem.warning(
                                "ks.by_a",
                                "Materialized views are experimental and are not recommended for production use."),
                        Problem.warning(
                                "ks.by_a", "Materialized views are disabled. Enable in cassandra.yaml to use."));
    }

    @Test
    void should_reject_view_of_unknown_base_table() {
        var view = view("v", "nowhere", List.of(), "k IS NOT NULL", List.of("k"));

        assertThat(errorsFor(BASE, view)).containsExactly(Problem.error("ks.v", "Base table 'nowhere' doesn't exist"));
    }

    @Test
    void should_reject_view_missing_a_base_key_column() {
        var view = view("by_a", "base", List.of("k", "a"), "a IS NOT NULL AND k IS NOT NULL", List.of("a"), "k");

        assertThat(errorsFor(BASE, view))
                .containsExactly(Problem.error(
                        "ks.by_a",
                        "Cannot create materialized view 'by_a' without primary key columns c from base table 'base'"));
    }

    @Test
    void should_reject_view_selecting_a_static_column() {
        var view = byA(List.of("k", "c", "a", "s"), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL");

        assertThat(errorsFor(BASE, view))
                .containsExactly(
                        Problem.error("ks.by_a.s", "Cannot include static column 's' in materialized view 'by_a'"));
    }

    @Test
    void should_reject_select_star_over_a_base_with_a_static_column() {
        var view = byA(List.of(), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL");

        assertThat(errorsFor(BASE, view))
                .containsExactly(
                        Problem.error("ks.by_a.s", "Cannot include static column 's' in materialized view 'by_a'"));
    }

    @Test
    void should_reject_two_regular_base_columns_in_view_key() {
        var view = view(
                "by_a_b",
                "base",
                List.of("k", "c", "a", "b"),
                "a IS NOT NULL AND b IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL",
                List.of("a"),
                "b",
                "k",
                "c");

        assertThat(errorsFor(BASE, view))
                .containsExactly(
                        Problem.error(
                                "ks.by_a_b",
                                "Cannot include more than one non-primary key column in materialized view primary key (got a, b)"));
    }

    @Test
    void should_reject_view_key_column_not_restricted_with_is_not_null() {
        var view = byA(List.of("k", "c", "a"), "a IS NOT NULL AND k IS NOT NULL");

        assertThat(errorsFor(BASE, view))
                .containsExactly(Problem.error(
                        "ks.by_a", "Primary key columns c must be restricted with 'IS NOT NULL' or otherwise"));
    }

    @Test
    void should_accept_key_column_restricted_by_equality_and_quoted_names() {
        var view = byA(List.of("k", "c", "a"), "\"a\" is not null and (k, c) = (1, 2)");

        assertThat(errorsFor(BASE, view)).isEmpty();
    }

    @Test
    void should_reject_non_key_column_restricted_other_than_is_not_null() {
        var view = byA(List.of("k", "c", "a", "b"), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL AND b = 'x'");

        assertThat(errorsFor(BASE, view))
                .containsExactly(
                        Problem.error(
                                "ks.by_a",
                                "Non-primary key columns can only be restricted with 'IS NOT NULL' (got: b restricted illegally)"));
    }

    @Test
    void should_reject_view_on_counter_table() {
        var counters =
                table("base", Column.partitionKey("k", INT, 0), Column.regular("n", CqlType.of(NativeType.COUNTER)));
        var view = view("by_k", "base", List.of(), "k IS NOT NULL", List.of("k"));

        assertThat(errorsFor(counters, view))
                .containsExactly(Problem.error("ks.by_k", "Materialized views are not supported on counter tables"));
    }

    @Test
    void should_reject_unknown_selected_column() {
        var view = byA(List.of("k", "c", "a", "zzz"), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL");

        assertThat(errorsFor(BASE, view))
                .containsExactly(Problem.error("ks.by_a", "Undefined column name zzz in table ks.base"));
    }

    @Test
    void should_reject_view_key_column_that_is_not_selected() {
        var view = byA(List.of("k", "c"), "a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL");

        assertThat(errorsFor(BASE, view))
                .containsExactly(Problem.error(
                        "ks.by_a", "Unknown column 'a' referenced in PRIMARY KEY for materialized view 'by_a'"));
    }

    @Test
    void should_reject_view_named_like_a_table() {
        var view = view("base", "base", List.of("k", "c"), "k IS NOT NULL AND c IS NOT NULL", List.of("k"), "c");

        assertThat(errorsFor(BASE, view))
                .containsExactly(Problem.error(
                        "ks.base",
                        "Cannot create materialized view 'base' - a table with the same name already exists"));
    }
}
