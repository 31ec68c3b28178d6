package dev.keyspace.model.sizing;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** The sizing figures as {@code ksd check} and the designer's inspector print them; '?' when unknown. */
public final class SizingFigures {

    private SizingFigures() {}

    public static String count(OptionalDouble value) {
        return value.isPresent() ? count(value.getAsDouble()) : "?";
    }

    public static String count(OptionalLong value) {
        return value.isPresent() ? count(value.getAsLong()) : "?";
    }

    /** Grouped digits, no fraction: 1,234,567. */
    public static String count(double value) {
        if (value == Math.rint(value) && Double.compare(value, 0.0) >= 0 && value < WHOLE_LONGS) {
            // a whole count, as most are, grouped by hand: a check prints one for each of thousands of tables, and
            // the formatter parses its pattern every time (the same text: SizingFiguresTest)
            return grouped((long) value);
        }
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    /** Below this every whole double is exactly a long. */
    private static final double WHOLE_LONGS = 0x1p53;

    private static String grouped(long whole) {
        String digits = Long.toString(whole);
        int first = digits.length() % 3 == 0 ? 3 : digits.length() % 3;
        StringBuilder text = new StringBuilder(digits.length() + digits.length() / 3);
        text.append(digits, 0, first);
        for (int i = first; i < digits.length(); i += 3) {
            text.append(',').append(digits, i, i + 3);
        }
        return text.toString();
    }

    public static String bytes(OptionalDouble value) {
        return value.isPresent() ? bytes(value.getAsDouble()) : "?";
    }

    /** In B, KB, MB, GB or TB (powers of 1024), one decimal; a fraction of a byte shows under 1 KB only. */
    public static String bytes(double value) {
        String[] units = {"KB", "MB", "GB", "TB"};
        if (value < 1024) {
            return value == Math.rint(value)
                    ? String.format(Locale.ROOT, "%,.0f B", value)
                    : String.format(Locale.ROOT, "%.1f B", value);
        }
        double scaled = value;
        int unit = -1;
        while (scaled >= 1024 && unit < units.length - 1) {
            scaled /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f %s", scaled, units[unit]);
    }
}
