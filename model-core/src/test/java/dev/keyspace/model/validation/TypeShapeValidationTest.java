package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withTables;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Type rules that apply to any column type: nesting, counters, durations, vectors and UDT references. */
class TypeShapeValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    private static List<Problem> errorsFor(CqlType type) {
        return errors(withTables(table("t", Column.partitionKey("k", INT, 0), Column.regular("v", type))));
    }

    @Test
    void should_reject_counter_inside_a_collection() {
        var type = new CqlType.SetType(CqlType.of(NativeType.COUNTER), true);

        assertThat(errorsFor(type))
                .containsExactly(
                        Problem.error("ks.t.v", "Counters are not allowed inside collections: frozen<set<counter>>"));
    }

    @Test
    void should_reject_counter_inside_a_tuple() {
        var type = new CqlType.TupleType(List.of(INT, CqlType.of(NativeType.COUNTER)));

        assertThat(errorsFor(type)).containsExactly(Problem.error("ks.t.v", "Counters are not allowed inside tuples"));
    }

    @Test
    void should_reject_non_frozen_collection_inside_non_frozen_collection() {
        var type = new CqlType.ListType(new CqlType.SetType(INT, false), false);

        assertThat(errorsFor(type))
                .containsExactly(Problem.error(
                        "ks.t.v", "Non-frozen collections are not allowed inside collections: list<set<int>>"));
    }

    @Test
    void should_accept_non_frozen_collection_inside_a_frozen_collection() {
        var type = new CqlType.ListType(new CqlType.SetType(INT, false), true);

        assertThat(errorsFor(type)).isEmpty();
    }

    @Test
    void should_reject_non_frozen_udt_inside_a_collection() {
        var project = Fixtures.withTypesAndTables(
                List.of(HotelSchema.address()),
                table(
                        "t",
                        Column.partitionKey("k", INT, 0),
                        Column.regular("v", new CqlType.ListType(CqlType.UserTypeRef.named("address", false), false))));

        assertThat(errors(project))
                .containsExactly(
                        Problem.error("ks.t.v", "Non-frozen UDTs are not allowed inside collections: list<address>"));
    }

    @Test
    void should_reject_duration_inside_a_set() {
        var type = new CqlType.SetType(CqlType.of(NativeType.DURATION), false);

        assertThat(errorsFor(type))
                .containsExactly(Problem.error("ks.t.v", "Durations are not allowed inside sets: set<duration>"));
    }

    @Test
    void should_reject_duration_as_map_key() {
        var type = new CqlType.MapType(CqlType.of(NativeType.DURATION), TEXT, false);

        assertThat(errorsFor(type))
                .containsExactly(Problem.error("ks.t.v", "Durations are not allowed as map keys: map<duration, text>"));
    }

    @Test
    void should_reject_vector_without_positive_dimension() {
        var type = new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 0);

        assertThat(errorsFor(type))
                .containsExactly(Problem.error("ks.t.v", "vectors may only have positive dimensions; given 0"));
    }

    @Test
    void should_reject_unknown_user_type() {
        assertThat(errorsFor(CqlType.UserTypeRef.named("nowhere", true)))
                .containsExactly(Problem.error("ks.t.v", "Unknown type ks.nowhere"));
    }

    @Test
    void should_reject_user_type_of_another_keyspace() {
        var type = new CqlType.UserTypeRef(Optional.of(Identifier.of("other")), Identifier.of("address"), true);

        assertThat(errorsFor(type))
                .containsExactly(Problem.error(
                        "ks.t.v",
                        "Statement on keyspace ks cannot refer to a user type in keyspace other; user types can only "
                                + "be used in the keyspace they are defined in"));
    }

    @Test
    void should_accept_user_type_qualified_with_its_own_keyspace() {
        var type = new CqlType.UserTypeRef(Optional.of(Identifier.of("ks")), Identifier.of("address"), true);
        var project = Fixtures.withTypesAndTables(
                List.of(HotelSchema.address()),
                table("t", Column.partitionKey("k", INT, 0), Column.regular("v", type)));

        assertThat(errors(project)).isEmpty();
    }
}
