package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.Q1;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static dev.keyspace.model.edit.SeedProject.ROOMS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AnalysisEditTest {

    private static final java.util.Set<String> RULES = AnalysisEditGenerators.RULE_IDS;

    private final Project seed = SeedProject.create();

    @Test
    void should_change_thresholds_and_restore_the_defaults() {
        Thresholds strict =
                new Thresholds(10_000L, 2_000_000_000L, 10 * Thresholds.MB, Thresholds.GB, 3, 65_536L, 1_000L, 100L);

        Project changed = new AnalysisEdit.SetThresholds(strict).apply(seed);
        Project restored = new AnalysisEdit.SetThresholds(Thresholds.DEFAULTS).apply(changed);

        assertThat(changed.analysis().thresholds()).isEqualTo(strict);
        assertThat(restored).isEqualTo(seed);
        assertThat(new AnalysisEdit.SetThresholds(strict).label()).isEqualTo("Change thresholds");
        assertThat(new AnalysisEdit.SetThresholds(Thresholds.DEFAULTS).label())
                .isEqualTo("Restore the default thresholds");
    }

    @Test
    void should_set_and_clear_the_workload_hints_of_a_table() {
        TableHints queue = TableHints.NONE.withDeletedAfterRead(true).withRowsPerDay(Optional.of(500.0));

        Project set = new AnalysisEdit.SetTableHints(HOTELS, queue).apply(seed);
        Project cleared = new AnalysisEdit.SetTableHints(HOTELS, TableHints.NONE).apply(set);

        assertThat(set.analysis().hintsFor(HOTELS)).isEqualTo(queue);
        assertThat(cleared).isEqualTo(seed);
        assertThat(cleared.analysis().tableHints()).doesNotContainKey(HOTELS);
    }

    @Test
    void should_reject_hints_for_a_view_or_a_missing_table() {
        assertThatThrownBy(() -> new AnalysisEdit.SetTableHints(BY_CONFIRMATION, TableHints.NONE).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot give workload hints to " + BY_CONFIRMATION + ": there is no such table");
    }

    @Test
    void should_add_a_suppression_with_its_reason_and_remove_it() {
        Suppression accepted = new Suppression("hot-partition", "hotel.available_rooms_by_hotel_date", "100 hotels");

        Project suppressed = new AnalysisEdit.AddSuppression(accepted, RULES).apply(seed);
        Project shown = new AnalysisEdit.RemoveSuppression("hot-partition", "hotel.available_rooms_by_hotel_date")
                .apply(suppressed);

        assertThat(suppressed.analysis().suppression("hot-partition", "hotel.available_rooms_by_hotel_date"))
                .contains(accepted);
        assertThat(shown).isEqualTo(seed);
        assertThat(new AnalysisEdit.AddSuppression(accepted, RULES).label())
                .isEqualTo("Suppress hot-partition on hotel.available_rooms_by_hotel_date");
        assertThat(new AnalysisEdit.RemoveSuppression("orphan", "Q1").label())
                .isEqualTo("Stop suppressing orphan on Q1");
    }

    @Test
    void should_reject_a_suppression_of_an_unknown_rule_an_unknown_element_or_a_second_one() {
        assertThatThrownBy(() -> new AnalysisEdit.AddSuppression(new Suppression("no-such-rule", "Q1", "why"), RULES)
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot suppress no-such-rule: there is no such rule");
        assertThatThrownBy(() -> new AnalysisEdit.AddSuppression(new Suppression("orphan", "hotel.nope", "why"), RULES)
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage(
                        "cannot suppress orphan on hotel.nope: there is no keyspace, table, view or query of that name");
        assertThatThrownBy(
                        () -> new AnalysisEdit.AddSuppression(new Suppression("orphan", "hotel.hotels", "again"), RULES)
                                .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("orphan is already suppressed on hotel.hotels");
        assertThatThrownBy(() -> new AnalysisEdit.RemoveSuppression("orphan", "Q1").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("orphan is not suppressed on Q1");
    }

    @Test
    void should_refuse_a_suppression_without_a_reason() {
        assertThatThrownBy(() -> new Suppression("orphan", "Q1", " "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a suppression of orphan on Q1 needs a reason");
    }

    @Test
    void should_set_the_non_production_keyspaces_and_reject_an_unknown_one() {
        Project all = new AnalysisEdit.SetNonProductionKeyspaces(Set.of("hotel", "reservation")).apply(seed);
        Project none = new AnalysisEdit.SetNonProductionKeyspaces(Set.of()).apply(all);

        assertThat(all.analysis().nonProductionKeyspaces()).containsExactly("hotel", "reservation");
        assertThat(none.analysis().nonProductionKeyspaces()).isEmpty();
        assertThat(new AnalysisEdit.SetNonProductionKeyspaces(Set.of()).label())
                .isEqualTo("Treat every keyspace as production");
        assertThatThrownBy(() -> new AnalysisEdit.SetNonProductionKeyspaces(Set.of("staging")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no keyspace named staging");
    }

    @Test
    void should_keep_suppressions_on_a_renamed_table_keyspace_and_query() {
        Project renamed =
                new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id")).apply(seed);
        Project movedKeyspace = new KeyspaceEdit.Rename(HOTEL, Identifier.of("Hotels")).apply(renamed);
        Project relabelled = new QueryEdit.Relabel(Q1, "Q1", "Q10").apply(movedKeyspace);

        assertThat(relabelled.analysis().suppressions())
                .extracting(Suppression::ruleId, Suppression::element)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("orphan", "\"Hotels\".hotel_by_id"),
                        org.assertj.core.groups.Tuple.tuple("allow-filtering", "Q10"));
    }

    @Test
    void should_move_the_non_production_mark_with_a_renamed_keyspace_and_drop_it_with_a_removed_one() {
        Project renamed = new KeyspaceEdit.Rename(RESERVATION, Identifier.of("bookings")).apply(seed);
        Project removed = new KeyspaceEdit.Remove(Identifier.of("bookings")).apply(renamed);

        assertThat(renamed.analysis().nonProductionKeyspaces()).containsExactly("bookings");
        assertThat(removed.analysis().nonProductionKeyspaces()).isEmpty();
        assertThat(removed.analysis().tableHints()).containsOnlyKeys(ROOMS);
    }

    @Test
    void should_forget_hints_and_suppressions_of_removed_elements() {
        Project withoutTable = new TableEdit.Remove(HOTELS, Identifier.of("hotels")).apply(seed);
        Project withoutQuery = new QueryEdit.Remove(Q1, "Q1").apply(withoutTable);
        Project withoutGuests = new TableEdit.Remove(GUESTS, Identifier.of("guests")).apply(withoutQuery);

        assertThat(withoutQuery.analysis().suppressions()).isEmpty();
        assertThat(withoutGuests.analysis().tableHints()).containsOnlyKeys(ROOMS);
    }

    @Test
    void should_move_column_hints_with_a_renamed_column_and_drop_them_with_a_removed_one() {
        Project renamed =
                new ColumnEdit.Rename(GUESTS, Identifier.of("emails"), Identifier.of("email_addresses")).apply(seed);
        Project removed = new ColumnEdit.Remove(ROOMS, Identifier.of("room_number")).apply(seed);

        assertThat(renamed.analysis().hintsFor(GUESTS).collectionItems()).containsOnlyKeys("email_addresses");
        assertThat(removed.analysis().hintsFor(ROOMS).distinctValuesPerPartition())
                .isEmpty();
    }

    @Test
    void should_start_a_new_project_with_the_default_settings() {
        assertThat(Project.empty("new").analysis()).isEqualTo(AnalysisSettings.DEFAULTS);
    }
}
