package dev.keyspace.analysis.retarget;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Moving a 6.0 design to 5.0 or 4.1 lists its constraints, comments, fast paths and transactional_mode, each fixed. */
class TargetChangeFrom60Test {

    /** A type with 6.0's comments on it and on one of its fields. */
    private static final UserType ADDRESS = new UserType(
            Identifier.of("address"),
            List.of(
                    new UserType.Field(Identifier.of("street"), CqlType.of(NativeType.TEXT), Optional.of("first line")),
                    UserType.Field.of("city", CqlType.of(NativeType.TEXT))),
            Optional.of("postal"));

    @Test
    void should_list_each_6_0_feature_and_leave_nothing_refused_once_fixed() {
        CqlType text = CqlType.of(NativeType.TEXT);
        Table table = Table.of(
                        ElementId.forTable(Identifier.of("shop"), Identifier.of("guests")),
                        "guests",
                        List.of(
                                Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                                Column.regular("name", text)
                                        .withConstraints(List.of(
                                                ColumnConstraint.notNull(),
                                                ColumnConstraint.function("LENGTH", List.of(), "<", "64")))
                                        .withComment(Optional.of("as on the passport")),
                                Column.regular("note", text)))
                .withOptions(dev.keyspace.model.schema.TableOptions.NONE.with(
                        "transactional_mode", new OptionValue.Text("full")));
        Project project = Project.empty("shop", CassandraVersion.V6_0)
                .withKeyspaces(List.of(Keyspace.of("shop", Replication.simple(3))
                        .withTable(table)
                        .withTypes(List.of(ADDRESS))
                        .withComment(Optional.of("the hotel chain"))
                        .withFastPath(Optional.of(OptionValue.text("up")))));
        assertThat(SchemaValidator.errors(project)).isEmpty();

        for (CassandraVersion to : List.of(CassandraVersion.V5_0, CassandraVersion.V4_1)) {
            TargetChange change = TargetChange.of(project, to);
            assertThat(change.losses())
                    .extracting(TargetLoss::element)
                    .containsExactlyInAnyOrder(
                            "shop.guests",
                            "shop.guests.name",
                            "shop.guests.name",
                            "shop",
                            "shop",
                            "shop.address",
                            "shop.address.street");
            assertThat(change.blocked()).isFalse();
            Project moved = change.edit().apply(project);
            assertThat(moved.target()).isEqualTo(to);
            assertThat(SchemaValidator.errors(moved)).isEmpty();
            Column name =
                    moved.table("shop", "guests").orElseThrow().column("name").orElseThrow();
            assertThat(name.constraints()).isEmpty();
            assertThat(name.comment()).isEmpty();
            assertThat(moved.keyspace("shop").orElseThrow().comment()).isEmpty();
            assertThat(moved.keyspace("shop").orElseThrow().fastPath()).isEmpty();
            assertThat(moved.keyspace("shop")
                            .orElseThrow()
                            .type(Identifier.of("address"))
                            .orElseThrow())
                    .as("the type, its comments gone")
                    .isEqualTo(new UserType(
                            ADDRESS.name(),
                            List.of(
                                    UserType.Field.of("street", CqlType.of(NativeType.TEXT)),
                                    UserType.Field.of("city", CqlType.of(NativeType.TEXT)))));
        }
    }

    @Test
    void should_refuse_each_6_0_feature_under_5_0_naming_6_0() {
        Table table = Table.of(
                ElementId.forTable(Identifier.of("shop"), Identifier.of("t")),
                "t",
                List.of(
                        Column.partitionKey("id", CqlType.of(NativeType.INT), 0),
                        Column.regular("v", CqlType.of(NativeType.INT))
                                .withConstraints(List.of(ColumnConstraint.comparing(">", "0")))
                                .withComment(Optional.of("positive"))));
        Project project = Project.empty("shop", CassandraVersion.V5_0)
                .withKeyspaces(List.of(Keyspace.of("shop", Replication.simple(3))
                        .withTable(table)
                        .withTypes(List.of(ADDRESS))
                        .withFastPath(Optional.of(OptionValue.map(java.util.Map.of("size", "2"))))));
        assertThat(SchemaValidator.errors(project))
                .extracting(p -> p.message())
                .containsExactlyInAnyOrder(
                        "the keyspace option fast_path came with Cassandra 6.0; Cassandra 5.0 does not have it",
                        "column constraints (CHECK, NOT NULL) came with Cassandra 6.0; Cassandra 5.0 does not have it",
                        "COMMENT ON came with Cassandra 6.0; Cassandra 5.0 does not have it",
                        "COMMENT ON came with Cassandra 6.0; Cassandra 5.0 does not have it",
                        "COMMENT ON came with Cassandra 6.0; Cassandra 5.0 does not have it");
    }
}
