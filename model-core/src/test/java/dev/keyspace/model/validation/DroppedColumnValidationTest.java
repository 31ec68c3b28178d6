package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withTables;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A column added again after a DROP, as AlterTableStatement.AddColumns judges it against the dropped one. */
class DroppedColumnValidationTest {

    private static CqlType of(NativeType type) {
        return CqlType.of(type);
    }

    private static List<String> errorsReAdding(Column column, DroppedColumn dropped) {
        var t = table(
                        "t",
                        Column.partitionKey("k", of(NativeType.INT), 0),
                        Column.clustering("c", of(NativeType.INT), 0, ClusteringOrder.ASC),
                        column)
                .withDroppedColumn(dropped);
        return SchemaValidator.errors(withTables(t)).stream()
                .map(Problem::message)
                .toList();
    }

    private static DroppedColumn dropped(CqlType type) {
        return new DroppedColumn(Identifier.of("x"), type, false);
    }

    @Test
    void should_accept_a_type_that_reads_the_old_cells() {
        assertThat(errorsReAdding(Column.regular("x", of(NativeType.INT)), dropped(of(NativeType.INT))))
                .isEmpty();
        assertThat(errorsReAdding(Column.regular("x", TEXT), dropped(of(NativeType.ASCII))))
                .isEmpty();
        assertThat(errorsReAdding(Column.regular("x", of(NativeType.BLOB)), dropped(TEXT)))
                .isEmpty();
        assertThat(errorsReAdding(Column.regular("x", of(NativeType.TIMESTAMP)), dropped(of(NativeType.BIGINT))))
                .isEmpty();
    }

    @Test
    void should_refuse_a_type_that_cannot_read_the_old_cells() {
        assertThat(errorsReAdding(Column.regular("x", TEXT), dropped(of(NativeType.INT))))
                .containsExactly(
                        "Cannot add a column 'x' of type text, incompatible with previously dropped column 'x' of type int");
        assertThat(errorsReAdding(Column.regular("x", of(NativeType.BLOB)), dropped(of(NativeType.INT))))
                .hasSize(1);
        assertThat(errorsReAdding(
                        Column.regular("x", new CqlType.ListType(TEXT, false)),
                        dropped(new CqlType.ListType(of(NativeType.INT), false))))
                .hasSize(1);
    }

    @Test
    void should_refuse_the_other_kind() {
        assertThat(errorsReAdding(Column.staticColumn("x", of(NativeType.INT)), dropped(of(NativeType.INT))))
                .containsExactly(
                        "Cannot re-add previously dropped column 'x' of kind STATIC, incompatible with previous kind REGULAR");
    }
}
