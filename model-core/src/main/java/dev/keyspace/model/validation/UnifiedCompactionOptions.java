package dev.keyspace.model.validation;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * UnifiedCompactionStrategy's own options, as its Controller.validateOptions reads them, in its order. Of the sizes
 * ({@code target_sstable_size}, {@code flush_size_override}, {@code min_sstable_size}) only the unit B is checked,
 * not the number or the ranges; {@code sstable_growth} is not checked.
 */
final class UnifiedCompactionOptions {

    private static final Pattern SCALING_PARAMETER = Pattern.compile("(N)|L(\\d+)|T(\\d+)|([+-]?\\d+)");
    private static final List<String> INCLUSION_METHODS = List.of("NONE", "SINGLE", "TRANSITIVE");

    private UnifiedCompactionOptions() {}

    /** Checks the options UCS understands and removes them from {@code unchecked}. */
    static void validate(Map<String, String> unchecked) {
        String scaling = unchecked.remove("scaling_parameters");
        if (scaling != null) {
            for (String parameter : scaling.split(",")) {
                scalingParameter(parameter.trim());
            }
        }
        String shards = unchecked.remove("base_shard_count");
        if (shards != null) {
            int count = CompactionChecks.parseNumber(shards, "base_shard_count", Integer::parseInt);
            if (count <= 0) {
                throw OptionRefusal.of("Invalid configuration, base_shard_count should be positive: %d", count);
            }
        }
        size(
                unchecked.remove("target_sstable_size"),
                "%1$s %2$s is not a valid size in bytes: %2$s does not end in unit B",
                "target_sstable_size");
        size(
                unchecked.remove("flush_size_override"),
                "%1$s %2$s is not a valid size in bytes: %2$s does not end in unit B",
                "flush_size_override");
        String maxSSTables = unchecked.remove("max_sstables_to_compact");
        if (maxSSTables != null) {
            CompactionChecks.parseNumber(maxSSTables, "max_sstables_to_compact", Integer::parseInt);
        }
        String frequency = unchecked.remove("expired_sstable_check_frequency_seconds");
        if (frequency != null) {
            long seconds = parseLong(frequency, "expired_sstable_check_frequency_seconds");
            if (seconds <= 0) {
                throw OptionRefusal.of(
                        "Invalid configuration, expired_sstable_check_frequency_seconds should be positive: %d",
                        seconds);
            }
        }
        String aggressive = unchecked.remove("unsafe_aggressive_sstable_expiration");
        if (aggressive != null && !aggressive.equalsIgnoreCase("true") && !aggressive.equalsIgnoreCase("false")) {
            throw OptionRefusal.of(
                    "unsafe_aggressive_sstable_expiration should either be 'true' or 'false', not %s", aggressive);
        }
        String inclusion = unchecked.remove("overlap_inclusion_method");
        if (inclusion != null && !INCLUSION_METHODS.contains(inclusion.toUpperCase(Locale.ROOT))) {
            throw OptionRefusal.of(
                    "Invalid overlap inclusion method %s. The valid options are %s.", inclusion, INCLUSION_METHODS);
        }
        size(unchecked.remove("min_sstable_size"), "%2$s is not a valid size in bytes for %1$s", "min_sstable_size");
        unchecked.remove("sstable_growth");
    }

    /** FBUtilities.parseHumanReadableBytes wants the unit B at the end; the number itself is not checked here. */
    private static void size(String value, String message, String option) {
        if (value != null && !value.endsWith("B")) {
            throw OptionRefusal.of(message, option, value);
        }
    }

    private static void scalingParameter(String value) {
        var matcher = SCALING_PARAMETER.matcher(value);
        if (!matcher.matches()) {
            throw OptionRefusal.of("Scaling parameter %s must match N|L[0-9]+|T[0-9]+|[+-]?[0-9]+", value);
        }
        String fan = matcher.group(2) != null ? matcher.group(2) : matcher.group(3);
        if (fan != null && Integer.parseInt(fan) < 2) {
            throw OptionRefusal.of("Fan factor cannot be lower than 2 in %s", value);
        }
    }

    private static long parseLong(String value, String option) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("%s is not a parsable long (base10) for %s", value, option);
        }
    }
}
