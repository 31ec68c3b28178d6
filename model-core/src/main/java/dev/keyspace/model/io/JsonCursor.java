package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * A JSON value together with its path, with strict typed accessors: every shape or type mismatch becomes a
 * {@link FormatProblem} that names the path and says in plain words what was expected.
 */
final class JsonCursor {

    private final JsonNode node;
    private final JsonPath path;

    private JsonCursor(JsonNode node, JsonPath path) {
        this.node = node;
        this.path = path;
    }

    static JsonCursor root(JsonNode node) {
        return new JsonCursor(node, JsonPath.ROOT);
    }

    JsonPath path() {
        return path;
    }

    FormatProblem problem(String message) {
        return new FormatProblem(path, message);
    }

    /** Requires an object whose fields are all among {@code allowed}; returns this cursor. */
    JsonCursor object(String... allowed) {
        requireObject();
        Set<String> known = Set.of(allowed);
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw new FormatProblem(
                        path.field(name),
                        "unknown field '" + name + "' (expected " + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
        return this;
    }

    /** The required field {@code name} of this object. */
    JsonCursor field(String name) {
        requireObject();
        JsonNode child = node.get(name);
        if (child == null) {
            throw problem("the field '" + name + "' is missing");
        }
        return new JsonCursor(child, path.field(name));
    }

    /** The field {@code name}, or empty when it is missing or null. */
    Optional<JsonCursor> optionalField(String name) {
        requireObject();
        JsonNode child = node.get(name);
        if (child == null || child.isNull()) {
            return Optional.empty();
        }
        return Optional.of(new JsonCursor(child, path.field(name)));
    }

    String string(String name) {
        return field(name).asString();
    }

    Optional<String> optionalString(String name) {
        return optionalField(name).map(JsonCursor::asString);
    }

    boolean bool(String name) {
        JsonCursor value = field(name);
        if (!value.node.isBoolean()) {
            throw value.mismatch("true or false");
        }
        return value.node.booleanValue();
    }

    int integer(String name) {
        JsonCursor value = field(name);
        if (!value.node.isIntegralNumber() || !value.node.canConvertToInt()) {
            throw value.mismatch("a whole number between " + Integer.MIN_VALUE + " and " + Integer.MAX_VALUE);
        }
        return value.node.intValue();
    }

    long asLong() {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw mismatch("a whole number between " + Long.MIN_VALUE + " and " + Long.MAX_VALUE);
        }
        return node.longValue();
    }

    double asDouble() {
        if (!node.isNumber()) {
            throw mismatch("a number");
        }
        double value = node.doubleValue();
        if (!Double.isFinite(value)) {
            throw problem("the number is too large");
        }
        return value;
    }

    double number(String name) {
        return field(name).asDouble();
    }

    String asString() {
        if (!node.isTextual()) {
            throw mismatch("text");
        }
        return node.textValue();
    }

    boolean isString() {
        return node.isTextual();
    }

    boolean isBoolean() {
        return node.isBoolean();
    }

    boolean isNull() {
        return node.isNull();
    }

    boolean isObject() {
        return node.isObject();
    }

    boolean asBoolean() {
        return node.booleanValue();
    }

    <E extends Enum<E>> E enumValue(String name, Class<E> type) {
        return field(name).asEnum(type);
    }

    <E extends Enum<E>> E asEnum(Class<E> type) {
        String text = asString();
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(text)) {
                return constant;
            }
        }
        String expected = Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
        throw problem("unknown value '" + text + "' (expected one of " + expected + ")");
    }

    <T> List<T> list(String name, Function<JsonCursor, T> reader) {
        return field(name).asList(reader);
    }

    <T> List<T> asList(Function<JsonCursor, T> reader) {
        if (!node.isArray()) {
            throw mismatch("a list");
        }
        List<T> items = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            items.add(reader.apply(new JsonCursor(node.get(i), path.index(i))));
        }
        return items;
    }

    /** The members of this object in file order, each as a cursor. */
    List<Map.Entry<String, JsonCursor>> entries() {
        requireObject();
        List<Map.Entry<String, JsonCursor>> entries = new ArrayList<>(node.size());
        node.fields()
                .forEachRemaining(e -> entries.add(
                        new SimpleImmutableEntry<>(e.getKey(), new JsonCursor(e.getValue(), path.field(e.getKey())))));
        return entries;
    }

    /**
     * Builds a model value at this place: the model's own validation (a blank id, a negative size) is
     * reported at this path in the model's words.
     */
    <T> T build(Supplier<T> constructor) {
        try {
            return constructor.get();
        } catch (IllegalArgumentException | NullPointerException e) {
            throw problem(e.getMessage() == null ? "the value is not valid here" : e.getMessage());
        }
    }

    JsonCursor requireObject() {
        if (!node.isObject()) {
            throw mismatch("an object");
        }
        return this;
    }

    private FormatProblem mismatch(String expected) {
        return problem("expected " + expected + ", found " + describe(node));
    }

    private static String describe(JsonNode value) {
        return switch (value.getNodeType()) {
            case OBJECT -> "an object";
            case ARRAY -> "a list";
            case STRING -> "text";
            case NUMBER -> "the number " + value.asText();
            case BOOLEAN -> value.asText();
            case NULL -> "null";
            default -> "a value of another kind";
        };
    }
}
