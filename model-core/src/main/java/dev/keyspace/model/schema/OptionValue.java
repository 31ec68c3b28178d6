package dev.keyspace.model.schema;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The value of a table, view or keyspace option, kept as it was written so that unknown options survive a
 * round trip: a string, a number (its literal text), a boolean, a map, or any other CQL term verbatim.
 * Statements print it with cql-parser's {@code CqlTerms.option}.
 */
public sealed interface OptionValue {

    record Text(String value) implements OptionValue {
        public Text {
            Objects.requireNonNull(value, "value");
        }
    }

    record Number(String literal) implements OptionValue {
        public Number {
            Objects.requireNonNull(literal, "literal");
        }
    }

    record Bool(boolean value) implements OptionValue {}

    /** A map option such as {@code compaction = {'class': '...'}}; entry order is kept. */
    record MapValue(Map<String, OptionValue> entries) implements OptionValue {
        public MapValue {
            entries = OptionMap.copyOf(entries, UnaryOperator.identity());
        }

        /**
         * Whether {@code other} was written the same: equal entries in the same order (maps compare equal in any
         * order, but a map option is printed in the order it was written).
         */
        public boolean writtenAs(MapValue other) {
            return ((OptionMap) entries).sameInOrder((OptionMap) other.entries);
        }

        /** Each entry's value as plain text (strings unquoted, numbers and booleans as written). */
        public Map<String, String> asStrings() {
            Map<String, String> strings = new LinkedHashMap<>();
            entries.forEach((k, v) -> strings.put(k, OptionValue.plain(v)));
            return strings;
        }
    }

    /** Any other CQL term, kept verbatim (extensions with blob values, for example). */
    record Raw(String cql) implements OptionValue {
        public Raw {
            Objects.requireNonNull(cql, "cql");
        }
    }

    static OptionValue text(String value) {
        return new Text(value);
    }

    static OptionValue number(long value) {
        return new Number(Long.toString(value));
    }

    static OptionValue map(Map<String, String> stringEntries) {
        Map<String, OptionValue> entries = new LinkedHashMap<>();
        stringEntries.forEach((k, v) -> entries.put(k, new Text(v)));
        return new MapValue(entries);
    }

    /**
     * The value without CQL quoting, for comparing and for messages: the text of a string, the literal of a
     * number, {@code true} or {@code false}, a map's entries as {@code {key: value}}, a raw term as written.
     */
    static String plain(OptionValue value) {
        if (value instanceof Text t) {
            return t.value();
        }
        if (value instanceof Number n) {
            return n.literal();
        }
        if (value instanceof Bool b) {
            return Boolean.toString(b.value());
        }
        if (value instanceof MapValue map) {
            return map.asStrings().entrySet().stream()
                    .map(e -> e.getKey() + ": " + e.getValue())
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return ((Raw) value).cql();
    }
}
