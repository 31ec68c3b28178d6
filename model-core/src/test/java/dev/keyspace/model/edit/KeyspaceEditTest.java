package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BY_CONFIRMATION;
import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.Q6;
import static dev.keyspace.model.edit.SeedProject.Q9;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeyspaceEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_add_a_keyspace_at_the_end() {
        Project after = new KeyspaceEdit.Add(Keyspace.of("audit", Replication.simple(1))).apply(seed);

        assertThat(after.keyspaces())
                .extracting(k -> k.name().internal())
                .containsExactly("hotel", "reservation", "audit");
    }

    @Test
    void should_reject_a_second_keyspace_with_the_same_name() {
        assertThatThrownBy(() -> new KeyspaceEdit.Add(Keyspace.of("hotel", Replication.simple(1))).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a keyspace named hotel");
    }

    @Test
    void should_reject_a_keyspace_whose_table_id_is_already_used() {
        Keyspace copy = Keyspace.of("audit", Replication.simple(1))
                .withTable(
                        Table.of(GUESTS, "guests", List.of(Column.partitionKey("id", CqlType.of(NativeType.INT), 0))));

        assertThatThrownBy(() -> new KeyspaceEdit.Add(copy).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("the id table:reservation.guests is already used");
    }

    @Test
    void should_remove_a_keyspace_with_sizing_layout_and_query_links_of_its_tables_and_views() {
        Project after = new KeyspaceEdit.Remove(RESERVATION).apply(seed);

        assertThat(after.keyspace(RESERVATION)).isEmpty();
        assertThat(after.sizing()).doesNotContainKey(GUESTS);
        assertThat(after.layout().nodes(ViewKind.LOGICAL)).doesNotContainKeys(GUESTS, BY_CONFIRMATION);
        assertThat(after.query(Q9).orElseThrow().servedBy()).isEmpty();
        assertThat(after.query(Q6).orElseThrow().servedBy()).isEmpty();
    }

    @Test
    void should_reject_removing_a_keyspace_that_does_not_exist() {
        assertThatThrownBy(() -> new KeyspaceEdit.Remove(Identifier.of("nowhere")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no keyspace named nowhere");
    }

    @Test
    void should_rename_a_keyspace_and_keep_table_ids() {
        Project after = new KeyspaceEdit.Rename(HOTEL, Identifier.of("lodging")).apply(seed);

        assertThat(after.keyspace("lodging").orElseThrow().tables()).hasSize(3);
        assertThat(after.table(SeedProject.HOTELS)).isPresent();
    }

    @Test
    void should_update_type_references_qualified_with_a_renamed_keyspace() {
        UserTypeRef qualified = new UserTypeRef(Optional.of(HOTEL), Identifier.of("address"), true);
        Project withQualified = new ColumnEdit.Add(
                        GUESTS,
                        new Column(
                                Identifier.of("hotel_address"),
                                qualified,
                                ColumnKind.REGULAR,
                                0,
                                ClusteringOrder.ASC,
                                Optional.empty()))
                .apply(seed);

        Project after = new KeyspaceEdit.Rename(HOTEL, Identifier.of("lodging")).apply(withQualified);

        assertThat(after.table("reservation", "guests")
                        .orElseThrow()
                        .column("hotel_address")
                        .orElseThrow()
                        .type())
                .isEqualTo(new UserTypeRef(Optional.of(Identifier.of("lodging")), Identifier.of("address"), true));
    }

    @Test
    void should_reject_removing_a_keyspace_whose_type_another_keyspace_uses() {
        UserTypeRef qualified = new UserTypeRef(Optional.of(HOTEL), Identifier.of("address"), true);
        Project withQualified = new ColumnEdit.ChangeType(GUESTS, Identifier.of("addresses"), qualified).apply(seed);

        assertThatThrownBy(() -> new KeyspaceEdit.Remove(HOTEL).apply(withQualified))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage(
                        "cannot remove keyspace hotel: its type hotel.address is still used by table reservation.guests");
    }

    @Test
    void should_reject_renaming_a_keyspace_to_a_taken_name() {
        assertThatThrownBy(() -> new KeyspaceEdit.Rename(HOTEL, RESERVATION).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot rename keyspace hotel: there is already a keyspace named reservation");
    }

    @Test
    void should_set_replication_and_durable_writes() {
        Replication nts = Replication.networkTopology(Map.of("dc1", 3));
        Project after = CompositeEdit.of(
                        "tune",
                        new KeyspaceEdit.SetReplication(HOTEL, nts),
                        new KeyspaceEdit.SetDurableWrites(HOTEL, false))
                .apply(seed);

        Keyspace hotel = after.keyspace(HOTEL).orElseThrow();
        assertThat(hotel.replication()).isEqualTo(nts);
        assertThat(hotel.durableWrites()).isFalse();
    }

    @Test
    void should_label_keyspace_edits_for_the_edit_menu() {
        assertThat(new KeyspaceEdit.Rename(HOTEL, Identifier.of("Lodging")).label())
                .isEqualTo("Rename keyspace hotel to \"Lodging\"");
        assertThat(new KeyspaceEdit.SetDurableWrites(HOTEL, false).label())
                .isEqualTo("Turn off durable writes for keyspace hotel");
        assertThat(new KeyspaceEdit.Remove(Identifier.of("table")).label()).isEqualTo("Remove keyspace \"table\"");
    }
}
