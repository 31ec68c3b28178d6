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
        return String.format(Locale.ROOT, "%,.0f", value);
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
