package dev.keyspace.analysis.lint.rules;

import dev.keyspace.model.settings.Thresholds;
import java.util.Locale;

/** Numbers as the checker's messages print them: grouped digits, sizes in MB or GB. */
final class SizeFormat {

    private SizeFormat() {}

    static String count(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    static String bytes(double value) {
        if (value >= Thresholds.GB) {
            return String.format(Locale.ROOT, "%.1f GB", value / Thresholds.GB);
        }
        if (value >= Thresholds.MB) {
            return String.format(Locale.ROOT, "%.1f MB", value / Thresholds.MB);
        }
        return count(value) + " bytes";
    }
}
