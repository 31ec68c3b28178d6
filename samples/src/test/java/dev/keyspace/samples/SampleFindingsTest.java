package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.validation.Severity;
import org.junit.jupiter.api.Test;

/**
 * What the checker finds in each sample, with the sample's own analysis settings: every active finding by
 * rule id and element, and every finding a suppression saved in the sample hides.
 */
class SampleFindingsTest {

    private static CheckResult check(Project project) {
        return Checker.check(project);
    }

    @Test
    void should_find_the_unbucketed_availability_the_view_and_simple_strategy_in_the_hotel_sample() {
        CheckResult result = check(HotelSample.build());

        assertThat(result.findings())
                .extracting(Finding::ruleId, Finding::element, Finding::severity)
                .containsExactly(
                        tuple("partition-too-many-values", "hotel.available_rooms_by_hotel_date", Severity.WARNING),
                        tuple("unbounded-partition", "hotel.available_rooms_by_hotel_date", Severity.WARNING),
                        tuple("materialized-view", "reservation.reservations_by_confirmation", Severity.WARNING),
                        tuple("changing-key", "reservation.reservations_by_hotel_date", Severity.WARNING),
                        tuple("changing-key", "reservation.reservations_by_guest", Severity.WARNING),
                        tuple("replication", "hotel", Severity.WARNING),
                        tuple("replication", "reservation", Severity.WARNING));
        assertThat(result.suppressed())
                .extracting(s -> s.finding().ruleId(), s -> s.finding().element())
                .containsExactly(
                        tuple("non-unique-key", "reservation.reservations_by_hotel_date"),
                        tuple("non-unique-key", "reservation.reservations_by_guest"));
        assertThat(result.findings().get(0).fix())
                .contains("PRIMARY KEY ((hotel_id, date), room_number) gives 200 values");
        assertThat(result.hasErrors()).isFalse();
        assertThat(result.findings())
                .filteredOn(f -> f.ruleId().equals("changing-key"))
                .extracting(Finding::message)
                .anyMatch(m -> m.contains("keyed by Guest.last_name (column guest_last_name)"));
    }

    @Test
    void should_find_the_peak_day_of_orders_by_status_and_the_tables_keyed_by_changing_order_attributes() {
        CheckResult result = check(EcommerceSample.build());

        assertThat(result.findings())
                .extracting(Finding::ruleId, Finding::element, Finding::severity)
                .containsExactly(
                        tuple("partition-too-many-values", "shop.orders_by_status_day", Severity.WARNING),
                        tuple("changing-key", "shop.products_by_category", Severity.WARNING),
                        tuple("changing-key", "shop.orders_by_customer", Severity.WARNING),
                        tuple("changing-key", "shop.orders_by_status_day", Severity.WARNING),
                        tuple("changing-key", "shop.orders_by_status_day", Severity.WARNING),
                        tuple("changing-key", "shop.orders_by_status_day", Severity.WARNING),
                        tuple("changing-key", "shop.customers_by_email", Severity.WARNING));
        assertThat(result.findings())
                .filteredOn(f -> f.element().equals("shop.customers_by_email"))
                .extracting(Finding::message)
                .singleElement()
                .satisfies(m -> assertThat(m).contains("keyed by Customer.email (column email)"));
        assertThat(result.suppressed())
                .extracting(s -> s.finding().ruleId(), s -> s.finding().element())
                .containsExactly(
                        tuple("unbounded-partition", "shop.orders_by_customer"),
                        tuple("unbounded-partition", "shop.reviews_by_product"),
                        tuple("non-unique-key", "shop.customers_by_email"));
    }

    @Test
    void should_flag_the_unbucketed_readings_and_not_the_bucketed_ones_in_the_sensors_sample() {
        CheckResult result = check(SensorsSample.build());

        assertThat(result.findings())
                .extracting(Finding::ruleId, Finding::element, Finding::severity)
                .containsExactly(
                        tuple("partition-too-many-values", "sensors.readings_by_sensor", Severity.WARNING),
                        tuple("partition-too-large", "sensors.readings_by_sensor", Severity.ERROR),
                        tuple("unbounded-partition", "sensors.readings_by_sensor", Severity.WARNING),
                        tuple("changing-key", "sensors.readings_by_sensor_day", Severity.WARNING));
        assertThat(result.findings())
                .filteredOn(f -> f.element().equals("sensors.readings_by_sensor_day"))
                .extracting(Finding::ruleId)
                .containsExactly("changing-key");
        assertThat(result.suppressed())
                .extracting(s -> s.finding().ruleId(), s -> s.finding().element())
                .containsExactly(tuple("hot-partition", "sensors.sensors_by_network"));
    }

    @Test
    void should_find_nothing_in_the_messaging_sample_but_the_role_named_sender_column() {
        CheckResult result = check(MessagingSample.build());

        assertThat(result.findings()).isEmpty();
        assertThat(result.suppressed())
                .extracting(s -> s.finding().ruleId(), s -> s.finding().element())
                .containsExactly(tuple("query-not-served", "Q2"));
    }
}
