package dev.keyspace.model.validation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The compaction map as Cassandra reads it (CompactionParams.fromMap: the class, provide_overlapping_tombstones,
 * the strategy class) and validates it (the strategy's static validateOptions, then the thresholds). The strategies
 * are those the target ships ({@link TargetRules.Reading}): 5.0 removed DateTieredCompactionStrategy and added
 * UnifiedCompactionStrategy, whose own options {@link UnifiedCompactionOptions} reads.
 */
final class CompactionChecks {

    /** CompactionParams.classFromName's refusal of a class it cannot load. */
    static final String UNKNOWN_STRATEGY = "Unable to find compaction strategy class '%s'";

    private static final String PACKAGE = "org.apache.cassandra.db.compaction.";
    private static final String STCS = "SizeTieredCompactionStrategy";
    private static final String LCS = "LeveledCompactionStrategy";
    private static final String TWCS = "TimeWindowCompactionStrategy";
    private static final String UCS = "UnifiedCompactionStrategy";
    private static final String DTCS = "DateTieredCompactionStrategy";
    /** LeveledGenerations.MAX_LEVEL_COUNT: a level's bytes are the sstable size times the fanout to the eighth. */
    private static final int MAX_LEVEL_COUNT = 9;

    private static final List<String> TOMBSTONE_OPTIONS = List.of("NONE", "ROW", "CELL");
    private static final Set<String> WINDOW_UNITS = Set.of("MINUTES", "HOURS", "DAYS");
    private static final Set<String> TIMESTAMP_UNITS = Set.of("SECONDS", "MILLISECONDS", "MICROSECONDS", "NANOSECONDS");
    private static final Set<String> TIME_UNITS =
            Set.of("NANOSECONDS", "MICROSECONDS", "MILLISECONDS", "SECONDS", "MINUTES", "HOURS", "DAYS");

    private CompactionChecks() {}

    /** CompactionParams.fromMap: refuses a missing class, an unknown tombstone option and an unknown strategy. */
    static void read(Map<String, String> compaction, TargetRules.Reading reading) {
        String className = compaction.get("class");
        if (className == null) {
            throw OptionRefusal.of("Missing sub-option 'class' for the 'compaction' option");
        }
        known(className, reading); // looked up first: the argument of CompactionParams.create
        String tombstones = compaction
                .getOrDefault("provide_overlapping_tombstones", "NONE")
                .toUpperCase(java.util.Locale.ROOT);
        if (!TOMBSTONE_OPTIONS.contains(tombstones)) {
            throw OptionRefusal.of(
                    "Invalid value %s for 'provide_overlapping_tombstones' compaction sub-option - must be one of the "
                            + "following [%s].",
                    tombstones, String.join(", ", TOMBSTONE_OPTIONS));
        }
        known(className, reading);
    }

    /** CompactionParams.validate: the strategy's validateOptions, unknown options, then min/max_threshold. */
    static void validate(Map<String, String> compaction, TargetRules.Reading reading) {
        Map<String, String> options = new LinkedHashMap<>(compaction);
        String strategy = known(options.remove("class"), reading);
        Map<String, String> unchecked = abstractOptions(options);
        if (strategy.equals(UCS)) {
            UnifiedCompactionOptions.validate(unchecked);
            if (!unchecked.isEmpty()) {
                throw OptionRefusal.of(
                        "Properties specified %s are not understood by %s",
                        unknownInCassandrasOrder(compaction, unchecked.keySet(), false), strategy);
            }
            return;
        }
        if (strategy.equals(LCS)) {
            leveled(options, unchecked, reading);
        }
        if (strategy.equals(TWCS)) {
            timeWindow(options, unchecked);
        }
        if (strategy.equals(DTCS)) {
            dateTiered(options, unchecked);
        }
        sizeTiered(options, unchecked);
        unchecked.remove("min_threshold");
        unchecked.remove("max_threshold");
        if (!unchecked.isEmpty()) {
            throw OptionRefusal.of(
                    "Properties specified %s are not understood by %s",
                    unknownInCassandrasOrder(compaction, unchecked.keySet(), true), strategy);
        }
        thresholds(options);
    }

    /**
     * CompactionParams.create copies the options (without class) into a HashMap, adds the default thresholds, and
     * the strategy copies that again before removing what it understands: the unknown ones keep that order.
     */
    private static List<String> unknownInCassandrasOrder(
            Map<String, String> compaction, Set<String> unknown, boolean withThresholds) {
        Map<String, String> all = new java.util.HashMap<>(compaction);
        all.remove("class");
        if (withThresholds) { // UnifiedCompactionStrategy takes no thresholds, so none are added for it
            all.putIfAbsent("min_threshold", "4");
            all.putIfAbsent("max_threshold", "32");
        }
        return OptionText.copiedHashOrder(all).stream()
                .filter(unknown::contains)
                .toList();
    }

    /** The strategy's simple name if the target ships it; Cassandra looks a short name up in its package. */
    static java.util.Optional<String> strategy(String className, TargetRules.Reading reading) {
        String qualified = className.contains(".") ? className : PACKAGE + className;
        String simple = qualified.startsWith(PACKAGE) ? qualified.substring(PACKAGE.length()) : "";
        return reading.compactionStrategies().contains(simple)
                ? java.util.Optional.of(simple)
                : java.util.Optional.empty();
    }

    private static String known(String className, TargetRules.Reading reading) {
        return strategy(className, reading)
                .orElseThrow(() ->
                        OptionRefusal.of(UNKNOWN_STRATEGY, className.contains(".") ? className : PACKAGE + className));
    }

    /** AbstractCompactionStrategy.validateOptions: the options every strategy takes. */
    private static Map<String, String> abstractOptions(Map<String, String> options) {
        String threshold = options.get("tombstone_threshold");
        if (threshold != null) {
            float value = parseNumber(threshold, "tombstone_threshold", Float::parseFloat);
            if (value < 0) {
                throw OptionRefusal.of("tombstone_threshold must be greater than 0, but was %f", value);
            }
        }
        String interval = options.get("tombstone_compaction_interval");
        if (interval != null) {
            long value = parseNumber(interval, "tombstone_compaction_interval", Long::parseLong);
            if (value < 0) {
                throw OptionRefusal.of("tombstone_compaction_interval must be greater than 0, but was %d", value);
            }
        }
        String unchecked = options.get("unchecked_tombstone_compaction");
        if (unchecked != null && !OptionText.isTrueOrFalse(unchecked)) {
            throw OptionRefusal.of(
                    "'unchecked_tombstone_compaction' should be either 'true' or 'false', not '%s'", unchecked);
        }
        String logAll = options.get("log_all");
        if (logAll != null && !OptionText.isTrueOrFalse(logAll)) {
            throw OptionRefusal.of("'log_all' should either be 'true' or 'false', not %s", logAll);
        }
        String enabled = options.get("enabled");
        if (enabled != null && !OptionText.isTrueOrFalse(enabled)) {
            throw OptionRefusal.of("enabled should either be 'true' or 'false', not %s", enabled);
        }
        Map<String, String> unknown = new LinkedHashMap<>(options);
        for (String known : List.of(
                "tombstone_threshold",
                "tombstone_compaction_interval",
                "unchecked_tombstone_compaction",
                "log_all",
                "enabled",
                "only_purge_repaired_tombstones",
                "provide_overlapping_tombstones")) {
            unknown.remove(known);
        }
        return unknown;
    }

    /** SizeTieredCompactionStrategyOptions.validateOptions, which LCS and TWCS run too. */
    private static void sizeTiered(Map<String, String> options, Map<String, String> unchecked) {
        String minSize = options.get("min_sstable_size");
        if (minSize != null) {
            long value = parseNumber(minSize, "min_sstable_size", Long::parseLong);
            if (value < 0) {
                throw OptionRefusal.of("min_sstable_size must be non negative: %d", value);
            }
        }
        double low = options.containsKey("bucket_low") ? parseDouble(options.get("bucket_low"), "bucket_low") : 0.5;
        double high = options.containsKey("bucket_high") ? parseDouble(options.get("bucket_high"), "bucket_high") : 1.5;
        if (high <= low) {
            throw OptionRefusal.of(
                    "bucket_high value (%s) is less than or equal to the bucket_low value (%s)", high, low);
        }
        unchecked.remove("min_sstable_size");
        unchecked.remove("bucket_low");
        unchecked.remove("bucket_high");
    }

    /** LeveledCompactionStrategy.validateOptions. */
    private static void leveled(
            Map<String, String> options, Map<String, String> unchecked, TargetRules.Reading reading) {
        String sizeText = options.getOrDefault("sstable_size_in_mb", "1");
        int size = parseNumber(sizeText, "sstable_size_in_mb", Integer::parseInt);
        if (size < 1) {
            throw OptionRefusal.of("sstable_size_in_mb must be larger than 0, but was %s", size);
        }
        String fanoutText = options.getOrDefault("fanout_size", "10");
        int fanout;
        try {
            fanout = Integer.parseInt(fanoutText);
        } catch (NumberFormatException e) {
            // 4.1's message quotes the sstable size where it means the fanout
            throw OptionRefusal.of(
                    "%s is not a parsable int (base10) for fanout_size",
                    reading.fanoutErrorQuotesSize() ? sizeText : fanoutText);
        }
        if (fanout < 1) {
            throw OptionRefusal.of("fanout_size must be larger than 0, but was %s", fanout);
        }
        if (reading.levelBytesLimit()) {
            java.math.BigInteger maxBytes = java.math.BigInteger.valueOf(fanout)
                    .pow(MAX_LEVEL_COUNT - 1)
                    .multiply(java.math.BigInteger.valueOf(size * 1024L * 1024L));
            if (maxBytes.compareTo(java.math.BigInteger.valueOf(Long.MAX_VALUE)) > 0) {
                throw OptionRefusal.of(
                        "At most %s bytes may be in a compaction level; your maxSSTableSize must be absurdly high to"
                                + " compute %s",
                        Long.MAX_VALUE, maxBytes);
            }
        }
        unchecked.remove("sstable_size_in_mb");
        unchecked.remove("fanout_size");
        unchecked.remove("single_sstable_uplevel");
    }

    /** TimeWindowCompactionStrategyOptions.validateOptions. */
    private static void timeWindow(Map<String, String> options, Map<String, String> unchecked) {
        timeUnit(options.get("timestamp_resolution"), "timestamp_resolution", TIMESTAMP_UNITS);
        timeUnit(options.get("compaction_window_unit"), "compaction_window_unit", WINDOW_UNITS);
        String size = options.get("compaction_window_size");
        if (size != null) {
            int value = parseNumber(size, "compaction_window_size", Integer::parseInt);
            if (value < 1) {
                throw OptionRefusal.of("%d must be greater than 1 for compaction_window_size", value);
            }
        }
        String frequency = options.get("expired_sstable_check_frequency_seconds");
        if (frequency != null) {
            long value = parseNumber(frequency, "expired_sstable_check_frequency_seconds", Long::parseLong);
            if (value < 0) {
                throw OptionRefusal.of(
                        "expired_sstable_check_frequency_seconds must not be negative, but was %d", value);
            }
        }
        String aggressive = options.get("unsafe_aggressive_sstable_expiration");
        if (aggressive != null) {
            if (!OptionText.isTrueOrFalse(aggressive)) {
                throw OptionRefusal.of(
                        "unsafe_aggressive_sstable_expiration is not 'true' or 'false' (%s)", aggressive);
            }
            if (aggressive.equalsIgnoreCase("true")) {
                throw OptionRefusal.of(
                        "unsafe_aggressive_sstable_expiration is requested but not allowed, restart cassandra with "
                                + "-Dcassandra.allow_unsafe_aggressive_sstable_expiration=true to allow it");
            }
        }
        for (String known : List.of(
                "compaction_window_size",
                "compaction_window_unit",
                "timestamp_resolution",
                "expired_sstable_check_frequency_seconds",
                "unsafe_aggressive_sstable_expiration")) {
            unchecked.remove(known);
        }
    }

    /** 4.1's DateTieredCompactionStrategyOptions.validateOptions. */
    private static void dateTiered(Map<String, String> options, Map<String, String> unchecked) {
        String resolution = options.get("timestamp_resolution");
        if (resolution != null && !TIME_UNITS.contains(resolution)) {
            throw OptionRefusal.of("timestamp_resolution %s is not valid", resolution);
        }
        String age = options.get("max_sstable_age_days");
        if (age != null) {
            double days;
            try {
                days = Double.parseDouble(age);
            } catch (NumberFormatException e) {
                throw OptionRefusal.of("%s is not a parsable int (base10) for max_sstable_age_days", age);
            }
            if (days < 0) {
                throw OptionRefusal.of("max_sstable_age_days must be non-negative: %.2f", days);
            }
        }
        long base = parseNumber(options.getOrDefault("base_time_seconds", "60"), "base_time_seconds", Long::parseLong);
        if (base <= 0) {
            throw OptionRefusal.of("base_time_seconds must be greater than 0, but was %d", base);
        }
        long frequency = parseNumber(
                options.getOrDefault("expired_sstable_check_frequency_seconds", "600"),
                "expired_sstable_check_frequency_seconds",
                Long::parseLong);
        if (frequency < 0) {
            throw OptionRefusal.of(
                    "expired_sstable_check_frequency_seconds must not be negative, but was %d", frequency);
        }
        long window = parseNumber(
                options.getOrDefault("max_window_size_seconds", "86400"), "max_window_size_seconds", Long::parseLong);
        if (window < 0) {
            throw OptionRefusal.of("max_window_size_seconds must not be negative, but was %d", window);
        }
        for (String known : List.of(
                "max_sstable_age_days",
                "base_time_seconds",
                "timestamp_resolution",
                "expired_sstable_check_frequency_seconds",
                "max_window_size_seconds")) {
            unchecked.remove(known);
        }
    }

    private static void timeUnit(String value, String option, Set<String> allowed) {
        if (value != null && !(TIME_UNITS.contains(value) && allowed.contains(value))) {
            throw OptionRefusal.of("%s is not valid for %s", value, option);
        }
    }

    private static void thresholds(Map<String, String> options) {
        for (String option : List.of("min_threshold", "max_threshold")) {
            String value = options.get(option);
            if (value != null && !OptionText.isNumeric(value)) {
                throw OptionRefusal.of(
                        "Invalid value %s for '%s' compaction sub-option - must be an integer", value, option);
            }
        }
        int min = Integer.parseInt(options.getOrDefault("min_threshold", "4"));
        int max = Integer.parseInt(options.getOrDefault("max_threshold", "32"));
        if (min <= 0 || max <= 0) {
            throw OptionRefusal.of("Disabling compaction by setting compaction thresholds to 0 has been removed, set "
                    + "the compaction option 'enabled' to false instead.");
        }
        if (min <= 1) {
            throw OptionRefusal.of("Min compaction threshold cannot be less than 2 (got %d)", min);
        }
        if (min > max) {
            throw OptionRefusal.of(
                    "Min compaction threshold (got %d) cannot be greater than max compaction threshold (got %d)",
                    min, max);
        }
    }

    private static double parseDouble(String value, String option) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("%s is not a parsable float for %s", value, option);
        }
    }

    static <T> T parseNumber(String value, String option, java.util.function.Function<String, T> parser) {
        try {
            return parser.apply(value);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("%s is not a parsable int (base10) for %s", value, option);
        }
    }
}
