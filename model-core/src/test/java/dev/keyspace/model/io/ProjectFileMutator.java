package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Breaks a project file the ways a hostile user, a bad merge or a damaged disk would: cuts, duplicated or
 * swapped stretches of text, odd characters, and in the JSON tree values of the wrong type, huge or tiny
 * numbers, deleted, renamed or duplicated fields and deep nesting. Each call applies one mutation.
 */
final class ProjectFileMutator {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] ODD_TEXT = {
        "NaN", "Infinity", "-Infinity", "+1", "1e400", "-1e400", "1e-320", "-0", "00", ".5", "1.", "0x1F", "//", "/*",
        "#", "'x'", "\"", "\\", "\\u0000", "\u0000", "\u001E", "\uFEFF", "\uD83D\uDE00", "\uD800", "}", "]", ",", ":",
        "null", "true", "[", "{", "\"\"", "9223372036854775808", "-9223372036854775809", "1e19"
    };
    private static final String[] ODD_VALUES = {
        "",
        " ",
        "\"",
        "\"\"",
        "a b",
        "frozen<",
        "map<int,",
        "list<list<list<int>>>",
        "vector<float, 0>",
        "vector<float, 99999999999>",
        "\uD83D\uDE00",
        "PARTITION_KEY",
        "CLUSTERING",
        "ASC",
        "SAI",
        "LOGICAL",
        "table:x.y",
        "e-hotel",
        "t-search",
        "q1",
        "orphan",
        "$",
        "'",
        "0xcafe"
    };

    private final Random random;

    ProjectFileMutator(Random random) {
        this.random = random;
    }

    /** One mutation of {@code text}, a valid project file; returns the new text. */
    String mutate(String text) {
        return switch (random.nextInt(10)) {
            case 0 -> cut(text);
            case 1 -> duplicate(text);
            case 2 -> swap(text);
            case 3 -> insertOdd(text);
            case 4 -> deleteStretch(text);
            default -> mutateTree(text);
        };
    }

    private String cut(String text) {
        return text.substring(0, random.nextInt(text.length() + 1));
    }

    private String duplicate(String text) {
        int from = random.nextInt(text.length());
        int to = Math.min(text.length(), from + 1 + random.nextInt(200));
        int at = random.nextInt(text.length() + 1);
        return text.substring(0, at) + text.substring(from, to) + text.substring(at);
    }

    private String swap(String text) {
        int a = random.nextInt(text.length());
        int b = random.nextInt(text.length());
        int first = Math.min(a, b);
        int second = Math.max(a, b);
        int length = Math.min(1 + random.nextInt(60), second - first);
        if (length <= 0 || second + length > text.length()) {
            return text;
        }
        return text.substring(0, first)
                + text.substring(second, second + length)
                + text.substring(first + length, second)
                + text.substring(first, first + length)
                + text.substring(second + length);
    }

    private String insertOdd(String text) {
        int at = random.nextInt(text.length() + 1);
        return text.substring(0, at) + ODD_TEXT[random.nextInt(ODD_TEXT.length)] + text.substring(at);
    }

    private String deleteStretch(String text) {
        int from = random.nextInt(text.length());
        int to = Math.min(text.length(), from + 1 + random.nextInt(20));
        return text.substring(0, from) + text.substring(to);
    }

    private String mutateTree(String text) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (Exception e) {
            return insertOdd(text); // broken by an earlier mutation: no tree left to change
        }
        try {
            List<JsonNode> containers = new ArrayList<>();
            collect(root, containers);
            if (containers.isEmpty()) {
                return insertOdd(text); // the text is now one bare value: no field or item to change
            }
            JsonNode target = containers.get(random.nextInt(containers.size()));
            if (target instanceof ObjectNode object && object.size() > 0) {
                mutateField(object);
            } else if (target instanceof ArrayNode array && array.size() > 0) {
                mutateElement(array);
            } else if (target instanceof ArrayNode array) {
                array.add(oddValue());
            }
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (Exception e) {
            throw new IllegalStateException("a tree read from JSON can be written as JSON", e);
        }
    }

    private void mutateField(ObjectNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        String name = names.get(random.nextInt(names.size()));
        switch (random.nextInt(4)) {
            case 0 -> object.remove(name);
            case 1 -> object.set(name + (random.nextBoolean() ? "x" : ""), object.remove(name));
            case 2 -> object.set(
                    names.get(random.nextInt(names.size())), object.get(name).deepCopy());
            default -> object.set(name, oddValue());
        }
    }

    private void mutateElement(ArrayNode array) {
        int index = random.nextInt(array.size());
        switch (random.nextInt(3)) {
            case 0 -> array.remove(index);
            case 1 -> array.add(array.get(index).deepCopy());
            default -> array.set(index, oddValue());
        }
    }

    /** A value of any kind, often of the wrong one for its place. */
    private JsonNode oddValue() {
        return switch (random.nextInt(12)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(random.nextBoolean());
            case 2 -> NODES.numberNode(random.nextLong());
            case 3 -> NODES.numberNode(pickDouble());
            case 4 -> NODES.numberNode(new java.math.BigInteger("9".repeat(1 + random.nextInt(99))));
            case 5 -> NODES.textNode(ODD_VALUES[random.nextInt(ODD_VALUES.length)]);
            case 6 -> NODES.textNode("x".repeat(random.nextInt(5_000)));
            case 7 -> NODES.objectNode();
            case 8 -> NODES.arrayNode();
            case 9 -> nested(1 + random.nextInt(120));
            case 10 -> NODES.numberNode(random.nextInt(3) - 1);
            default -> NODES.textNode(randomText());
        };
    }

    private double pickDouble() {
        double[] odd = {0.0, -0.0, Double.MIN_VALUE, 1e-320, 1e-9, 0.5, 1e15, 1e300, Double.MAX_VALUE, -1.5};
        return odd[random.nextInt(odd.length)];
    }

    private JsonNode nested(int depth) {
        JsonNode node = NODES.numberNode(1);
        for (int i = 0; i < depth; i++) {
            node = random.nextBoolean()
                    ? NODES.arrayNode().add(node)
                    : NODES.objectNode().set("a", node);
        }
        return node;
    }

    private String randomText() {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            text.appendCodePoint(random.nextInt(4) == 0 ? random.nextInt(0x2FFFF) : 32 + random.nextInt(95));
        }
        return text.toString();
    }

    private static void collect(JsonNode node, List<JsonNode> containers) {
        if (node.isContainerNode()) {
            containers.add(node);
            for (Iterator<JsonNode> children = node.elements(); children.hasNext(); ) {
                collect(children.next(), containers);
            }
        }
    }
}
