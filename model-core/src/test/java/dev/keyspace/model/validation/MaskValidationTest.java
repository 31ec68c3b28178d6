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
        var masked = Column.regular("email", TEXT).withMask(Optional.of(mask));
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
                ColumnMask.of("mask_outer", "1", "2", "'#'"),
                ColumnMask.of("mask_hash"),
                ColumnMask.of("mask_hash", "'SHA-512'"))) {
            assertThat(problemsFor(mask)).as(mask.describe()).containsExactly(Problem.warning("ks.t.email", DISABLED));
        }
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
                                "Invalid number of arguments for function system.mask_inner: it takes 2 or 3 arguments "
                                        + "after the masked value, 1 given"));
    }
}
