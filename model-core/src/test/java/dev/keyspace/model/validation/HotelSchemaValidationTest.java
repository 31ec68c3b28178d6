package dev.keyspace.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The worked example of method.md section 4 is a valid Cassandra 5.0 schema. */
class HotelSchemaValidationTest {

    @Test
    void should_find_no_error_in_the_hotel_schema() {
        assertThat(SchemaValidator.errors(HotelSchema.project())).isEmpty();
    }

    @Test
    void should_only_warn_about_the_materialized_view_of_the_hotel_schema() {
        assertThat(SchemaValidator.validate(HotelSchema.project()))
                .containsExactly(
                        Problem.warning(
                                "reservation.reservations_by_confirmation",
                                "Materialized views are experimental and are not recommended for production use."),
                        Problem.warning(
                                "reservation.reservations_by_confirmation",
                                "Materialized views are disabled. Enable in cassandra.yaml to use."));
    }
}
