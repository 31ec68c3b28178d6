package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

class UserTypeValidationTest {

    private static UserType type(String name, Field... fields) {
        return new UserType(Identifier.of(name), List.of(fields));
    }

    private static List<Problem> errorsFor(UserType... types) {
        return errors(Fixtures.project(Fixtures.ks().withTypes(List.of(types))));
    }

    @Test
    void should_reject_duplicate_field_names() {
        assertThat(errorsFor(type("point", Field.of("x", TEXT), Field.of("x", TEXT))))
                .containsExactly(Problem.error("ks.point.x", "Duplicate field name 'x' in type 'point'"));
    }

    @Test
    void should_reject_type_referencing_itself() {
        var self = type("node", Field.of("next", CqlType.UserTypeRef.named("node", true)));

        assertThat(errorsFor(self))
                .containsExactly(Problem.error(
                        "ks.node",
                        "User type 'node' refers to itself (node -> node): no order of CREATE TYPE statements can "
                                + "create it, since Cassandra answers 'Unknown type' for the first one"));
    }

    @Test
    void should_reject_types_referencing_each_other_in_a_cycle() {
        var a = type("a", Field.of("b", CqlType.UserTypeRef.named("b", true)));
        var b = type("b", Field.of("a", new CqlType.ListType(CqlType.UserTypeRef.named("a", true), false)));

        assertThat(errorsFor(a, b))
                .extracting(Problem::element, Problem::message)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(
                                "ks.a",
                                "User type 'a' refers to itself (a -> b -> a): no order of CREATE TYPE statements can "
                                        + "create it, since Cassandra answers 'Unknown type' for the first one"),
                        org.assertj.core.groups.Tuple.tuple(
                                "ks.b",
                                "User type 'b' refers to itself (b -> a -> b): no order of CREATE TYPE statements can "
                                        + "create it, since Cassandra answers 'Unknown type' for the first one"));
    }

    @Test
    void should_reject_unknown_nested_type() {
        assertThat(errorsFor(type("person", Field.of("home", CqlType.UserTypeRef.named("address", true)))))
                .containsExactly(Problem.error("ks.person.home", "Unknown type ks.address"));
    }

    @Test
    void should_reject_non_frozen_nested_user_type() {
        var person = type("person", Field.of("home", CqlType.UserTypeRef.named("address", false)));

        assertThat(errorsFor(HotelSchema.address(), person))
                .containsExactly(Problem.error("ks.person.home", "A user type cannot contain non-frozen UDTs"));
    }

    @Test
    void should_reject_counter_field() {
        assertThat(errorsFor(type("stats", Field.of("hits", CqlType.of(NativeType.COUNTER)))))
                .containsExactly(Problem.error("ks.stats.hits", "A user type cannot contain counters"));
    }

    @Test
    void should_reject_non_frozen_collection_nested_in_a_field_collection() {
        var field = Field.of("tags", new CqlType.ListType(new CqlType.SetType(TEXT, false), false));

        assertThat(errorsFor(type("labels", field)))
                .containsExactly(Problem.error(
                        "ks.labels.tags",
                        "Non-frozen collections are not allowed inside collections: list<set<text>>"));
    }

    @Test
    void should_accept_non_frozen_collection_as_a_field() {
        assertThat(errorsFor(type("labels", Field.of("tags", new CqlType.SetType(TEXT, false)))))
                .isEmpty();
    }

    @Test
    void should_reject_duplicate_type_names_in_a_keyspace() {
        assertThat(errorsFor(HotelSchema.address(), HotelSchema.address()))
                .containsExactly(Problem.error("ks.address", "A user type with name 'address' already exists"));
    }
}
