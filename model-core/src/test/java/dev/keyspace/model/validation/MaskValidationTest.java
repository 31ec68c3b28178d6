package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withTables;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MaskValidationTest {

    private static final String DISABLED = "Cannot mask columns because dynamic data masking is not enabled. You "
            + "can enable it with the dynamic_data_masking_enabled property on cassandra.yaml";

    private static List<Problem> problemsFor(ColumnMask mask) {
        return problemsFor(mask, TEXT);
    }

    private static List<Problem> problemsFor(ColumnMask mask, CqlType type) {
        var masked = Column.regular("email", type).withMask(Optional.of(mask));
        return SchemaValidator.validate(
                withTables(table("t", Column.partitionKey("k", CqlType.of(NativeType.INT), 0), masked)));
    }

    @Test
    void should_accept_each_built_in_with_its_arity_and_warn_that_masking_is_off_by_default() {
        for (ColumnMask mask : List.of(
                ColumnMask.of("mask_null"),
                ColumnMask.of("mask_default"),
                ColumnMask.of("mask_replace", "'***'"),
                ColumnMask.of("mask_inner", "1", "2"),
                ColumnMask.of("mask_outer", "1", "2", "'#'"))) {
            assertThat(problemsFor(mask)).as(mask.describe()).containsExactly(Problem.warning("ks.t.email", DISABLED));
        }
        for (ColumnMask mask : List.of(ColumnMask.of("mask_hash"), ColumnMask.of("mask_hash", "'SHA-512'"))) {
            assertThat(problemsFor(mask, CqlType.of(NativeType.BLOB)))
                    .as(mask.describe())
                    .containsExactly(Problem.warning("ks.t.email", DISABLED));
        }
    }

    @Test
    void should_reject_a_mask_whose_return_type_is_not_the_column_type() {
        assertThat(problemsFor(ColumnMask.of("mask_hash")))
                .contains(Problem.error(
                        "ks.t.email",
                        "Masking function mask_hash() return type is blob. This is different to the type of the masked"
                                + " column email of type text. Masking functions can only be attached to table columns"
                                + " if they return the same data type as the masked column."));
    }

    @Test
    void should_reject_partial_masking_of_a_column_that_is_not_text() {
        assertThat(problemsFor(ColumnMask.of("mask_inner", "1", "2"), CqlType.of(NativeType.INT)))
                .contains(Problem.error(
                        "ks.t.email",
                        "Function system.mask_inner requires an argument of type [text|varchar|ascii], but found"
                                + " argument org.apache.cassandra.db.marshal.Int32Type of type int"));
        assertThat(problemsFor(ColumnMask.of("mask_outer", "'1'", "2")))
                .contains(Problem.error(
                        "ks.t.email",
                        "Function system.mask_outer requires an argument of type int, but found argument '1' of type"
                                + " ascii"));
    }

    @Test
    void should_reject_a_replacement_of_another_type() {
        assertThat(problemsFor(ColumnMask.of("mask_replace", "'x'"), CqlType.of(NativeType.INT)))
                .contains(Problem.error(
                        "ks.t.email",
                        "Type error: 'x' cannot be passed as argument 1 of function system.mask_replace"
                                + " of type int"));
        assertThat(problemsFor(ColumnMask.of("mask_replace", "0"), CqlType.of(NativeType.BIGINT)))
                .containsExactly(Problem.warning("ks.t.email", DISABLED));
    }

    @Test
    void should_reject_unknown_masking_function() {
        assertThat(problemsFor(ColumnMask.of("mask_everything", "1")))
                .containsExactly(
                        Problem.warning("ks.t.email", DISABLED),
                        Problem.error(
                                "ks.t.email",
                                "Unable to find masking function for email, no declared function matches the "
                                        + "signature mask_everything(1)"));
    }

    @Test
    void should_reject_masking_function_with_wrong_arity() {
        assertThat(problemsFor(ColumnMask.of("mask_inner", "1")))
                .containsExactly(
                        Problem.warning("ks.t.email", DISABLED),
                        Problem.error(
                                "ks.t.email",
                                "Invalid number of arguments for function system.mask_inner([text|varchar|ascii], int,"
                                        + " int, [text])"));
    }
}
