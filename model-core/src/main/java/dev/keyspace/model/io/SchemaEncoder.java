package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.ColumnRename;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Writes keyspaces and everything in them as JSON, fields in record order, lists in model order. */
final class SchemaEncoder {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private SchemaEncoder() {}

    static ObjectNode keyspace(Keyspace keyspace) {
        ObjectNode json = JSON.objectNode();
        json.put("name", keyspace.name().internal());
        ObjectNode replication = json.putObject("replication");
        replication.put("strategyClass", keyspace.replication().strategyClass());
        replication.set(
                "options", OptionValueCodec.encodeStrings(keyspace.replication().options()));
        json.put("durableWrites", keyspace.durableWrites());
        json.set("types", array(keyspace.types(), SchemaEncoder::userType));
        json.set("tables", array(keyspace.tables(), SchemaEncoder::table));
        json.set("indexes", array(keyspace.indexes(), SchemaEncoder::index));
        json.set("views", array(keyspace.views(), SchemaEncoder::view));
        // only when there are some, so files without functions read the same in earlier versions
        if (!keyspace.functions().isEmpty()) {
            json.set("functions", array(keyspace.functions(), FunctionCodec::encode));
        }
        if (!keyspace.aggregates().isEmpty()) {
            json.set("aggregates", array(keyspace.aggregates(), FunctionCodec::encode));
        }
        keyspace.comment().ifPresent(comment -> json.put("comment", comment)); // Cassandra 6.0's COMMENT ON KEYSPACE
        keyspace.fastPath().ifPresent(fastPath -> json.set("fastPath", OptionValueCodec.encode(fastPath))); // 6.0
        return json;
    }

    static <T> ArrayNode array(List<T> items, Function<T, ? extends JsonNode> encoder) {
        ArrayNode array = JSON.arrayNode();
        items.forEach(item -> array.add(encoder.apply(item)));
        return array;
    }

    static void putOptional(ObjectNode json, String field, Optional<String> value) {
        value.ifPresentOrElse(v -> json.put(field, v), () -> json.putNull(field));
    }

    private static ObjectNode userType(UserType type) {
        ObjectNode json = JSON.objectNode();
        json.put("name", type.name().internal());
        json.set("fields", array(type.fields(), field -> {
            ObjectNode f = JSON.objectNode();
            f.put("name", field.name().internal());
            f.put("type", field.type().asCql());
            field.comment().ifPresent(comment -> f.put("comment", comment)); // Cassandra 6.0's COMMENT ON FIELD
            return f;
        }));
        type.comment().ifPresent(comment -> json.put("comment", comment)); // Cassandra 6.0's COMMENT ON TYPE
        return json;
    }

    private static ObjectNode table(Table table) {
        ObjectNode json = JSON.objectNode();
        json.put("id", table.id().value());
        json.put("name", table.name().internal());
        json.set("columns", array(table.columns(), SchemaEncoder::column));
        json.set("options", OptionValueCodec.encodeOptions(table.options()));
        json.put("compactStorage", table.compactStorage());
        if (!table.droppedColumns().isEmpty()) {
            json.set("droppedColumns", array(table.droppedColumns(), SchemaEncoder::droppedColumn));
        }
        if (!table.columnRenames().isEmpty()) {
            json.set("columnRenames", array(table.columnRenames(), SchemaEncoder::columnRename));
        }
        return json;
    }

    private static ObjectNode columnRename(ColumnRename rename) {
        ObjectNode json = JSON.objectNode();
        rename.to()
                .ifPresentOrElse(
                        to -> {
                            json.put("from", rename.from().internal());
                            json.put("to", to.internal());
                        },
                        () -> json.put("removed", rename.from().internal()));
        return json;
    }

    private static ObjectNode droppedColumn(DroppedColumn dropped) {
        ObjectNode json = JSON.objectNode();
        json.put("name", dropped.name().internal());
        json.put("type", dropped.type().asCql());
        json.put("static", dropped.isStatic());
        return json;
    }

    private static ObjectNode column(Column column) {
        ObjectNode json = JSON.objectNode();
        json.put("name", column.name().internal());
        json.put("type", column.type().asCql());
        json.put("kind", column.kind().name());
        json.put("position", column.position());
        json.put("order", column.order().name());
        column.mask().ifPresentOrElse(mask -> json.set("mask", mask(mask)), () -> json.putNull("mask"));
        if (!column.constraints().isEmpty()) { // Cassandra 6.0's: a file without them is as before
            json.set("constraints", array(column.constraints(), SchemaEncoder::constraint));
        }
        column.comment().ifPresent(comment -> json.put("comment", comment));
        return json;
    }

    private static ObjectNode constraint(ColumnConstraint constraint) {
        ObjectNode json = JSON.objectNode();
        putOptional(json, "function", constraint.function());
        json.set("arguments", array(constraint.arguments(), JSON::textNode));
        putOptional(json, "operator", constraint.operator());
        putOptional(json, "value", constraint.value());
        return json;
    }

    private static ObjectNode mask(ColumnMask mask) {
        ObjectNode json = JSON.objectNode();
        putOptional(json, "keyspace", mask.keyspace().map(Identifier::internal));
        json.put("function", mask.function().internal());
        json.set("arguments", array(mask.arguments(), JSON::textNode));
        return json;
    }

    private static ObjectNode index(Index index) {
        ObjectNode json = JSON.objectNode();
        json.put("name", index.name().internal());
        json.put("table", index.table().internal());
        json.put("kind", index.kind().name());
        json.set("targets", array(index.targets(), SchemaEncoder::target));
        putOptional(json, "customClass", index.customClass());
        json.set("options", OptionValueCodec.encodeStrings(index.options()));
        return json;
    }

    private static ObjectNode target(IndexTarget target) {
        ObjectNode json = JSON.objectNode();
        json.put("column", target.column().internal());
        json.put("kind", target.kind().name());
        return json;
    }

    private static ObjectNode view(MaterializedView view) {
        ObjectNode json = JSON.objectNode();
        json.put("id", view.id().value());
        json.put("name", view.name().internal());
        json.put("baseTable", view.baseTable().internal());
        json.set("selected", identifiers(view.selected()));
        json.put("where", view.where());
        json.set("partitionKey", identifiers(view.partitionKey()));
        json.set("clustering", array(view.clustering(), key -> {
            ObjectNode k = JSON.objectNode();
            k.put("column", key.column().internal());
            k.put("order", key.order().name());
            return k;
        }));
        json.set("options", OptionValueCodec.encodeOptions(view.options()));
        return json;
    }

    private static ArrayNode identifiers(List<Identifier> names) {
        return array(names, name -> JSON.textNode(name.internal()));
    }
}
