package dev.keyspace.model.sizing;

import dev.keyspace.model.settings.Thresholds;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** The sizing figures as {@code ksd check} and the designer's inspector print them; '?' when unknown. */
public final class SizingFigures {

    private SizingFigures() {}

    public static String count(OptionalDouble value) {
        return value.isPresent() ? String.format(Locale.ROOT, "%,.0f", value.getAsDouble()) : "?";
    }

    public static String count(OptionalLong value) {
        return value.isPresent() ? count(OptionalDouble.of(value.getAsLong())) : "?";
    }

    public static String bytes(OptionalDouble value) {
        if (value.isEmpty()) {
            return "?";
        }
        double v = value.getAsDouble();
        if (v >= 1024 * Thresholds.GB) {
            return String.format(Locale.ROOT, "%.1f TB", v / (1024 * Thresholds.GB));
        }
        if (v >= Thresholds.GB) {
            return String.format(Locale.ROOT, "%.1f GB", v / Thresholds.GB);
        }
        if (v >= Thresholds.MB) {
            return String.format(Locale.ROOT, "%.1f MB", v / Thresholds.MB);
        }
        if (v >= 1024) {
            return String.format(Locale.ROOT, "%.1f KB", v / 1024);
        }
        return String.format(Locale.ROOT, "%,.0f B", v);
    }
}
