package dev.keyspace.model.io;

import static dev.keyspace.model.io.IdCodec.identifier;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.ColumnRename;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Optional;

/** Reads keyspaces and everything in them, the inverse of {@link SchemaEncoder}. */
final class SchemaDecoder {

    private final UniqueIds ids;

    SchemaDecoder(UniqueIds ids) {
        this.ids = ids;
    }

    Keyspace keyspace(JsonCursor json) {
        json.object(
                "name",
                "replication",
                "durableWrites",
                "types",
                "tables",
                "indexes",
                "views",
                "functions",
                "aggregates",
                "comment",
                "fastPath");
        return json.build(() -> new Keyspace(
                identifier(json, "name"),
                replication(json.field("replication")),
                json.bool("durableWrites"),
                json.list("types", SchemaDecoder::userType),
                json.list("tables", this::table),
                json.list("indexes", SchemaDecoder::index),
                json.list("views", this::view),
                json.optionalField("functions").isPresent()
                        ? json.list("functions", FunctionCodec::function)
                        : List.of(),
                json.optionalField("aggregates").isPresent()
                        ? json.list("aggregates", FunctionCodec::aggregate)
                        : List.of(),
                json.optionalString("comment"),
                json.optionalField("fastPath").map(OptionValueCodec::decode)));
    }

    private static Replication replication(JsonCursor json) {
        json.object("strategyClass", "options");
        return json.build(() ->
                new Replication(json.string("strategyClass"), OptionValueCodec.decodeStrings(json.field("options"))));
    }

    private static UserType userType(JsonCursor json) {
        json.object("name", "fields", "comment");
        return json.build(() -> new UserType(
                identifier(json, "name"),
                json.list("fields", field -> {
                    field.object("name", "type", "comment");
                    return field.build(() -> new UserType.Field(
                            identifier(field, "name"), IdCodec.type(field, "type"), field.optionalString("comment")));
                }),
                json.optionalString("comment")));
    }

    private Table table(JsonCursor json) {
        json.object("id", "name", "columns", "options", "compactStorage", "droppedColumns", "columnRenames");
        return json.build(() -> new Table(
                ids.declare(json),
                identifier(json, "name"),
                json.list("columns", SchemaDecoder::column),
                OptionValueCodec.decodeOptions(json.field("options")),
                json.bool("compactStorage"),
                json.optionalField("droppedColumns")
                        .map(dropped -> dropped.asList(SchemaDecoder::droppedColumn))
                        .orElse(List.of()),
                json.optionalField("columnRenames")
                        .map(renames -> renames.asList(SchemaDecoder::columnRename))
                        .orElse(List.of())));
    }

    /** {@code {"from": OLD, "to": NEW}} for a rename, {@code {"removed": NAME}} for the removal of a renamed column. */
    private static ColumnRename columnRename(JsonCursor json) {
        json.object("from", "to", "removed");
        Optional<JsonCursor> removed = json.optionalField("removed");
        if (removed.isPresent()) {
            if (json.optionalField("from").isPresent()
                    || json.optionalField("to").isPresent()) {
                throw json.problem("an entry names either a removed column or a rename (from and to), not both");
            }
            return ColumnRename.removed(identifier(removed.get()));
        }
        return json.build(() -> ColumnRename.renamed(identifier(json, "from"), identifier(json, "to")));
    }

    /** Files written before dropped columns were remembered have none: the field is optional. */
    private static DroppedColumn droppedColumn(JsonCursor json) {
        json.object("name", "type", "static");
        return json.build(
                () -> new DroppedColumn(identifier(json, "name"), IdCodec.type(json, "type"), json.bool("static")));
    }

    private static Column column(JsonCursor json) {
        json.object("name", "type", "kind", "position", "order", "mask", "constraints", "comment");
        return json.build(() -> new Column(
                identifier(json, "name"),
                IdCodec.type(json, "type"),
                json.enumValue("kind", ColumnKind.class),
                json.integer("position"),
                json.enumValue("order", ClusteringOrder.class),
                json.optionalField("mask").map(SchemaDecoder::mask),
                json.optionalField("constraints")
                        .map(constraints -> constraints.asList(SchemaDecoder::constraint))
                        .orElse(List.of()),
                json.optionalString("comment")));
    }

    /** Files written before Cassandra 6.0's constraints have none: the field is optional. */
    private static ColumnConstraint constraint(JsonCursor json) {
        json.object("function", "arguments", "operator", "value");
        return json.build(() -> new ColumnConstraint(
                json.optionalString("function"),
                json.list("arguments", JsonCursor::asString),
                json.optionalString("operator"),
                json.optionalString("value")));
    }

    private static ColumnMask mask(JsonCursor json) {
        json.object("keyspace", "function", "arguments");
        return json.build(() -> new ColumnMask(
                json.optionalField("keyspace").map(IdCodec::identifier),
                identifier(json, "function"),
                json.list("arguments", JsonCursor::asString)));
    }

    private static Index index(JsonCursor json) {
        json.object("name", "table", "kind", "targets", "customClass", "options");
        return json.build(() -> new Index(
                identifier(json, "name"),
                identifier(json, "table"),
                json.enumValue("kind", IndexKind.class),
                json.list("targets", target -> {
                    target.object("column", "kind");
                    return target.build(() -> new IndexTarget(
                            identifier(target, "column"), target.enumValue("kind", IndexTarget.Kind.class)));
                }),
                json.optionalString("customClass"),
                OptionValueCodec.decodeStrings(json.field("options"))));
    }

    private MaterializedView view(JsonCursor json) {
        json.object("id", "name", "baseTable", "selected", "where", "partitionKey", "clustering", "options");
        return json.build(() -> new MaterializedView(
                ids.declare(json),
                identifier(json, "name"),
                identifier(json, "baseTable"),
                json.list("selected", IdCodec::identifier),
                json.string("where"),
                json.list("partitionKey", IdCodec::identifier),
                json.list("clustering", key -> {
                    key.object("column", "order");
                    return key.build(() -> new MaterializedView.ClusteringKey(
                            identifier(key, "column"), key.enumValue("order", ClusteringOrder.class)));
                }),
                OptionValueCodec.decodeOptions(json.field("options"))));
    }
}
