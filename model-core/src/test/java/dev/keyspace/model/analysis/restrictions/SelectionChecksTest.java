package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.analysis.restrictions.ValidatorFixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserFunction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The selection's own refusals: WRITETIME/TTL of key columns, function signatures, casts, nested aggregates. */
class SelectionChecksTest {

    private static final String SUM_SIGNATURES = "system.sum : (tinyint) -> tinyint, system.sum : (smallint) ->"
            + " smallint, system.sum : (int) -> int, system.sum : (bigint) -> bigint, system.sum : (float) -> float,"
            + " system.sum : (double) -> double, system.sum : (decimal) -> decimal, system.sum : (varint) -> varint,"
            + " system.sum : (counter) -> counter";

    private static String refusal(Selector... selectors) {
        Verdict verdict = validate(partition().select(selectors));
        assertThat(verdict.accepted()).as("accepted").isFalse();
        return verdict.message();
    }

    private static void assertAccepted(Selector... selectors) {
        Verdict verdict = validate(partition().select(selectors));
        assertThat(verdict.message()).isEmpty();
        assertThat(verdict.accepted()).isTrue();
    }

    @Test
    void should_refuse_writetime_ttl_and_maxwritetime_of_primary_key_columns() {
        assertThat(refusal(Selector.call("writetime", Selector.column("k1"))))
                .isEqualTo("Cannot use selection function writetime on PRIMARY KEY part k1");
        assertThat(refusal(Selector.call("ttl", Selector.column("c2"))))
                .isEqualTo("Cannot use selection function ttl on PRIMARY KEY part c2");
        assertThat(refusal(Selector.call("maxwritetime", Selector.column("k2"))))
                .isEqualTo("Cannot use selection function maxwritetime on PRIMARY KEY part k2");
        assertAccepted(
                Selector.call("writetime", Selector.column("v")),
                Selector.call("ttl", Selector.column("s")),
                Selector.call("maxwritetime", Selector.column("tags")));
    }

    @Test
    void should_refuse_a_call_whose_arguments_match_no_signature() {
        assertThat(refusal(Selector.call("sum", Selector.column("v"))))
                .isEqualTo("Invalid call to function sum, none of its type signatures match (known type signatures: "
                        + SUM_SIGNATURES + ")");
        assertThat(refusal(Selector.call("todate", Selector.column("n"))))
                .isEqualTo("Invalid call to function todate, none of its type signatures match (known type"
                        + " signatures: system.todate : (timeuuid) -> date, system.todate : (timestamp) -> date)");
    }

    @Test
    void should_refuse_a_call_that_several_signatures_match_weakly() {
        assertThat(refusal(Selector.call("sum", Selector.column("c3"))))
                .isEqualTo("Ambiguous call to function sum (can be matched by following signatures: system.sum :"
                        + " (bigint) -> bigint, system.sum : (varint) -> varint): use type casts to disambiguate");
        assertThat(refusal(Selector.call("sum", new Selector.Value("?", 0)))).startsWith("Ambiguous call to function");
    }

    @Test
    void should_accept_exact_matches_constants_and_any_type_for_min_max_and_count() {
        assertAccepted(
                Selector.call("sum", Selector.column("n")),
                Selector.call("sum", new Selector.Value("1", 0)),
                Selector.call("avg", Selector.call("writetime", Selector.column("v"))),
                Selector.call("min", Selector.column("tags")),
                Selector.call("count", Selector.column("d")));
    }

    @Test
    void should_resolve_casts_after_the_where_clause_and_skip_casts_to_the_same_type() {
        assertThat(refusal(Selector.call("cast_as_int", Selector.column("v"))))
                .startsWith("Invalid call to function system.cast_as_int, none of its type signatures match");
        assertAccepted(
                Selector.call("cast_as_int", Selector.column("n")),
                Selector.call("cast_as_text", Selector.column("n")));
        // c2 is DESC: a reversed int is not int, so the cast is a call, which the varint signature takes weakly
        assertAccepted(Selector.call("cast_as_int", Selector.column("c2")));
    }

    @Test
    void should_refuse_an_aggregate_inside_an_aggregate() {
        assertThat(refusal(Selector.call("sum", Selector.call("count", Selector.column("n")))))
                .isEqualTo("aggregate functions cannot be used as arguments of aggregate functions");
    }

    @Test
    void should_leave_a_user_defined_function_of_a_native_name_to_the_node() {
        UserFunction sumText = new UserFunction(
                Identifier.of("sum"),
                List.of(new UserFunction.Argument(Identifier.of("x"), CqlType.of(NativeType.TEXT))),
                true,
                CqlType.of(NativeType.TEXT),
                "java",
                "return x;");
        Verdict verdict = new SelectValidator()
                .validate(
                        KS.withFunctions(List.of(sumText)),
                        T,
                        partition().select(Selector.call("sum", Selector.column("v"))));

        assertThat(verdict.accepted()).isTrue();
    }
}
