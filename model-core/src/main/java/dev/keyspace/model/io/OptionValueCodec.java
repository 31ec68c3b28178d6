package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Option values in JSON: text is a JSON string and a boolean a JSON boolean; a number keeps its literal
 * as {@code {"number": "0.01"}}, a map keeps its entry order as {@code {"map": {...}}}, and any other CQL
 * term is kept verbatim as {@code {"raw": "0xcafe"}}. The tag keeps every kind distinct on the way back.
 */
final class OptionValueCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private OptionValueCodec() {}

    static ObjectNode encodeOptions(TableOptions options) {
        return encodeMap(options.values());
    }

    static TableOptions decodeOptions(JsonCursor cursor) {
        for (Map.Entry<String, JsonCursor> option : cursor.entries()) {
            if (!option.getKey().equals(option.getKey().toLowerCase(Locale.ROOT))) {
                throw option.getValue().problem("option names are written in lower case");
            }
        }
        return cursor.build(() -> new TableOptions(decodeMap(cursor)));
    }

    static JsonNode encode(OptionValue value) {
        if (value instanceof OptionValue.Text text) {
            return JSON.textNode(text.value());
        }
        if (value instanceof OptionValue.Bool bool) {
            return JSON.booleanNode(bool.value());
        }
        ObjectNode tagged = JSON.objectNode();
        if (value instanceof OptionValue.Number number) {
            tagged.put("number", number.literal());
        } else if (value instanceof OptionValue.Raw raw) {
            tagged.put("raw", raw.cql());
        } else {
            tagged.set("map", encodeMap(((OptionValue.MapValue) value).entries()));
        }
        return tagged;
    }

    static OptionValue decode(JsonCursor cursor) {
        if (cursor.isString()) {
            return new OptionValue.Text(cursor.asString());
        }
        if (cursor.isBoolean()) {
            return new OptionValue.Bool(cursor.asBoolean());
        }
        if (!cursor.isObject() || cursor.entries().size() != 1) {
            throw cursor.problem("expected text, true or false, or an object with exactly one of the fields "
                    + "number, map or raw");
        }
        cursor.object("number", "map", "raw");
        Map.Entry<String, JsonCursor> tagged = cursor.entries().get(0);
        JsonCursor inner = tagged.getValue();
        return switch (tagged.getKey()) {
            case "number" -> new OptionValue.Number(inner.asString());
            case "raw" -> new OptionValue.Raw(inner.asString());
            default -> new OptionValue.MapValue(decodeMap(inner));
        };
    }

    static ObjectNode encodeStrings(Map<String, String> strings) {
        ObjectNode object = JSON.objectNode();
        strings.forEach(object::put);
        return object;
    }

    static Map<String, String> decodeStrings(JsonCursor cursor) {
        Map<String, String> strings = new LinkedHashMap<>();
        cursor.entries().forEach(e -> strings.put(e.getKey(), e.getValue().asString()));
        return strings;
    }

    private static ObjectNode encodeMap(Map<String, OptionValue> entries) {
        ObjectNode object = JSON.objectNode();
        entries.forEach((name, value) -> object.set(name, encode(value)));
        return object;
    }

    private static Map<String, OptionValue> decodeMap(JsonCursor cursor) {
        Map<String, OptionValue> values = new LinkedHashMap<>();
        List<Map.Entry<String, JsonCursor>> entries = cursor.entries();
        entries.forEach(e -> values.put(e.getKey(), decode(e.getValue())));
        return values;
    }
}
