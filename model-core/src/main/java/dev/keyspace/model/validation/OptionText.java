package dev.keyspace.model.validation;

import dev.keyspace.model.schema.OptionValue;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An option's value read as Cassandra's PropertyDefinitions reads it: a constant is its text, a map is a map of texts,
 * and the parse methods refuse with PropertyDefinitions' messages.
 */
public final class OptionText {

    private static final Pattern POSITIVE = Pattern.compile("(1|true|yes)");
    private static final Pattern NEGATIVE = Pattern.compile("(0|false|no)");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    private OptionText() {}

    static String string(String name, OptionValue value) {
        if (value instanceof OptionValue.MapValue) {
            throw OptionRefusal.of("Invalid value for property '%s'. It should be a string", name);
        }
        return OptionValue.plain(value);
    }

    static Map<String, String> map(String name, OptionValue value) {
        if (!(value instanceof OptionValue.MapValue map)) {
            throw OptionRefusal.of("Invalid value for property '%s'. It should be a map.", name);
        }
        return map.asStrings();
    }

    static boolean bool(String name, OptionValue value) {
        String text = string(name, value);
        return parseBoolean(text).orElseThrow(() -> new OptionRefusal(invalidBoolean(name, text)));
    }

    /** PropertyDefinitions.parseBoolean: 1, true or yes; 0, false or no; in any case. */
    public static Optional<Boolean> parseBoolean(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        if (POSITIVE.matcher(lower).matches()) {
            return Optional.of(true);
        }
        if (NEGATIVE.matcher(lower).matches()) {
            return Optional.of(false);
        }
        return Optional.empty();
    }

    /** Cassandra's message for a property value {@link #parseBoolean} does not read. */
    public static String invalidBoolean(String name, String text) {
        return String.format(
                "Invalid boolean value %s for '%s'. Positive values can be '1', 'true' or 'yes'. "
                        + "Negative values can be '0', 'false' or 'no'.",
                text, name);
    }

    static int integer(String name, OptionValue value) {
        String text = string(name, value);
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("Invalid integer value %s for '%s'", text, name);
        }
    }

    static double decimal(String name, OptionValue value) {
        String text = string(name, value);
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("Invalid double value %s for '%s'", text, name);
        }
    }

    /**
     * The keys in the order Cassandra meets them where it copies options into a HashMap entry by entry (default
     * capacity); the first refused option it names depends on that order.
     */
    static java.util.Set<String> hashOrder(Map<String, String> options) {
        Map<String, String> copy = new java.util.HashMap<>();
        options.forEach(copy::put);
        return copy.keySet();
    }

    /** The keys in the order of a HashMap copied whole from {@code options} (sized to them, as Cassandra's are). */
    static java.util.Set<String> copiedHashOrder(Map<String, String> options) {
        return new java.util.HashMap<>(options).keySet();
    }

    /** Apache Commons' StringUtils.isNumeric, which Cassandra uses for thresholds and rows_per_partition. */
    static boolean isNumeric(String text) {
        return text != null && DIGITS.matcher(text).matches();
    }

    /** {@code "true"} or {@code "false"} in any case, as the compaction strategies accept their flags. */
    static boolean isTrueOrFalse(String text) {
        return text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false");
    }
}
