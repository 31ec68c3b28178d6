package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static dev.keyspace.model.edit.SeedProject.HOTEL;
import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static dev.keyspace.model.edit.SeedProject.RESERVATION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.MapType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TypeEditTest {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);
    private static final Identifier ADDRESS = Identifier.of("address");

    private final Project seed = SeedProject.create();

    private static UserType type(Project project, Identifier keyspace, String name) {
        return project.keyspace(keyspace)
                .orElseThrow()
                .type(Identifier.of(name))
                .orElseThrow();
    }

    @Test
    void should_add_a_type() {
        UserType phone = new UserType(Identifier.of("phone"), List.of(Field.of("number", TEXT)));

        Project after = new TypeEdit.Add(HOTEL, phone).apply(seed);

        assertThat(type(after, HOTEL, "phone")).isEqualTo(phone);
    }

    @Test
    void should_reject_a_type_whose_name_is_taken_or_whose_fields_repeat() {
        UserType twice = new UserType(Identifier.of("twice"), List.of(Field.of("a", TEXT), Field.of("a", TEXT)));

        assertThatThrownBy(() -> new TypeEdit.Add(HOTEL, new UserType(ADDRESS, List.of())).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace hotel already has a type named address");
        assertThatThrownBy(() -> new TypeEdit.Add(HOTEL, twice).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.twice has two fields named a");
    }

    @Test
    void should_reject_removing_a_type_still_in_use() {
        assertThatThrownBy(() -> new TypeEdit.Remove(HOTEL, ADDRESS).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address is still used by table hotel.hotels_by_poi");
    }

    @Test
    void should_reject_removing_a_type_used_by_a_qualified_reference_in_another_keyspace() {
        Project qualified = new ColumnEdit.ChangeType(
                        GUESTS,
                        Identifier.of("addresses"),
                        new MapType(TEXT, new UserTypeRef(Optional.of(HOTEL), ADDRESS, true), false))
                .apply(seed);
        Project hotelTypeUnusedAtHome = CompositeEdit.of(
                        "drop hotel uses",
                        new ColumnEdit.Remove(SeedProject.HOTELS_BY_POI, ADDRESS),
                        new ColumnEdit.Remove(HOTELS, ADDRESS))
                .apply(qualified);

        assertThatThrownBy(() -> new TypeEdit.Remove(HOTEL, ADDRESS).apply(hotelTypeUnusedAtHome))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address is still used by table reservation.guests");
    }

    @Test
    void should_remove_an_unused_type() {
        UserType phone = new UserType(Identifier.of("phone"), List.of(Field.of("number", TEXT)));

        Project after = new TypeEdit.Remove(HOTEL, phone.name()).apply(new TypeEdit.Add(HOTEL, phone).apply(seed));

        assertThat(after).isEqualTo(seed);
    }

    @Test
    void should_rename_a_type_and_every_reference_to_it_in_its_keyspace_only() {
        Project after = new TypeEdit.Rename(RESERVATION, ADDRESS, Identifier.of("postal_address")).apply(seed);

        CqlType addresses = after.table(GUESTS)
                .orElseThrow()
                .table()
                .column("addresses")
                .orElseThrow()
                .type();
        assertThat(addresses).isEqualTo(new MapType(TEXT, UserTypeRef.named("postal_address", true), false));
        assertThat(after.table(HOTELS)
                        .orElseThrow()
                        .table()
                        .column("address")
                        .orElseThrow()
                        .type())
                .isEqualTo(UserTypeRef.named("address", true));
    }

    @Test
    void should_rename_references_from_other_types() {
        UserType contact = new UserType(
                Identifier.of("contact"),
                List.of(Field.of("home", new CqlType.ListType(UserTypeRef.named("address", true), false))));

        Project after = new TypeEdit.Rename(HOTEL, ADDRESS, Identifier.of("location"))
                .apply(new TypeEdit.Add(HOTEL, contact).apply(seed));

        assertThat(type(after, HOTEL, "contact").fields().get(0).type())
                .isEqualTo(new CqlType.ListType(UserTypeRef.named("location", true), false));
    }

    @Test
    void should_reject_renaming_a_type_to_a_taken_name() {
        Project withPhone = new TypeEdit.Add(HOTEL, new UserType(Identifier.of("phone"), List.of())).apply(seed);

        assertThatThrownBy(() -> new TypeEdit.Rename(HOTEL, ADDRESS, Identifier.of("phone")).apply(withPhone))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot rename type hotel.address: keyspace hotel already has a type named phone");
    }

    @Test
    void should_add_rename_retype_and_remove_fields() {
        Project added = new TypeEdit.AddField(HOTEL, ADDRESS, Field.of("unit", TEXT)).apply(seed);
        Project renamed =
                new TypeEdit.RenameField(HOTEL, ADDRESS, Identifier.of("unit"), Identifier.of("suite")).apply(added);
        Project retyped = new TypeEdit.ChangeFieldType(
                        HOTEL, ADDRESS, Identifier.of("suite"), CqlType.of(NativeType.INT))
                .apply(renamed);
        Project removed = new TypeEdit.RemoveField(HOTEL, ADDRESS, Identifier.of("suite")).apply(retyped);

        assertThat(type(retyped, HOTEL, "address").fields())
                .last()
                .isEqualTo(Field.of("suite", CqlType.of(NativeType.INT)));
        assertThat(removed).isEqualTo(seed);
    }

    @Test
    void should_reject_field_edits_that_clash_or_miss() {
        assertThatThrownBy(() -> new TypeEdit.AddField(HOTEL, ADDRESS, Field.of("city", TEXT)).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address already has a field named city");
        assertThatThrownBy(() -> new TypeEdit.RemoveField(HOTEL, ADDRESS, Identifier.of("planet")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address has no field named planet");
        assertThatThrownBy(
                        () -> new TypeEdit.RenameField(HOTEL, ADDRESS, Identifier.of("city"), Identifier.of("country"))
                                .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address already has a field named country");
    }

    @Test
    void should_reject_a_type_that_contains_itself() {
        assertThatThrownBy(() -> new TypeEdit.ChangeFieldType(
                                HOTEL, ADDRESS, Identifier.of("city"), UserTypeRef.named("address", true))
                        .apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address cannot contain itself");
    }

    @Test
    void should_set_and_remove_the_comments_of_a_type_and_its_fields() {
        Project commented = new TypeEdit.SetFieldComment(
                        HOTEL, ADDRESS, Identifier.of("city"), Optional.of("the town, 'as written'"))
                .apply(new TypeEdit.SetComment(HOTEL, ADDRESS, Optional.of("postal")).apply(seed));

        UserType address = type(commented, HOTEL, "address");
        assertThat(address.comment()).contains("postal");
        assertThat(address.field(Identifier.of("city")).orElseThrow().comment()).contains("the town, 'as written'");
        assertThat(address.field(Identifier.of("street")).orElseThrow().comment())
                .isEmpty();

        Project cleared = new TypeEdit.SetFieldComment(HOTEL, ADDRESS, Identifier.of("city"), Optional.empty())
                .apply(new TypeEdit.SetComment(HOTEL, ADDRESS, Optional.empty()).apply(commented));
        assertThat(type(cleared, HOTEL, "address")).isEqualTo(type(seed, HOTEL, "address"));
    }

    @Test
    void should_keep_a_fields_comment_through_the_models_own_renames_and_type_changes() {
        Project commented =
                new TypeEdit.SetFieldComment(HOTEL, ADDRESS, Identifier.of("city"), Optional.of("town")).apply(seed);

        Project renamed = new TypeEdit.ChangeFieldType(
                        HOTEL, ADDRESS, Identifier.of("town"), CqlType.of(NativeType.ASCII))
                .apply(new TypeEdit.RenameField(HOTEL, ADDRESS, Identifier.of("city"), Identifier.of("town"))
                        .apply(commented));

        Field town =
                type(renamed, HOTEL, "address").field(Identifier.of("town")).orElseThrow();
        assertThat(town.comment()).contains("town");
        assertThat(town.type()).isEqualTo(CqlType.of(NativeType.ASCII));
    }

    @Test
    void should_reject_a_comment_on_a_field_the_type_lacks() {
        assertThatThrownBy(() ->
                        new TypeEdit.SetFieldComment(HOTEL, ADDRESS, Identifier.of("zz"), Optional.of("x")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("type hotel.address has no field named zz");
        assertThat(new TypeEdit.SetFieldComment(HOTEL, ADDRESS, Identifier.of("city"), Optional.empty()).label())
                .isEqualTo("Remove the comment on field city of type address");
    }
}
