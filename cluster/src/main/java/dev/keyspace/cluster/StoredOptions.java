package dev.keyspace.cluster;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.SpeculativeRetry;
import dev.keyspace.model.schema.TableOptions;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A table or view option in the spelling Cassandra 5.0 stores it, which is how it comes back from the cluster
 * (read from Cassandra 5.0.9's {@code TableParams}, {@code CachingParams}, {@code CompactionParams},
 * {@code CompressionParams} and {@code SpeculativeRetryPolicy}):
 *
 * <ul>
 *   <li>a retry policy keeps only the policy's own text ({@code 'NONE'} is {@code 'NEVER'}, {@code
 *       '95percentile'} is {@code '95p'}); {@code read_repair} is upper case; a boolean option a boolean;
 *   <li>a caching map has both keys: one left out of a written map is {@code NONE}, and the values are upper
 *       case ({@code {'rows_per_partition': 'ALL'}} is stored {@code {'keys': 'NONE', 'rows_per_partition':
 *       'ALL'}});
 *   <li>compaction and compression classes by their short names; compaction thresholds at their defaults
 *       (which Cassandra adds) left out;
 *   <li>compression: {@code chunk_length_in_kb} as an integer, left out at its default 16;
 *       {@code min_compress_ratio} as a double, left out at 0; {@code 'enabled': 'true'} left out; a
 *       disabled compression (or an empty map) is {@code {'enabled': 'false'}} alone.
 * </ul>
 *
 * A value Cassandra would refuse is kept as written. Scalars are compared by {@link CassandraDefaults}.
 */
final class StoredOptions {

    private static final String COMPACTION_PACKAGE = "org.apache.cassandra.db.compaction.";
    private static final String COMPRESSION_PACKAGE = "org.apache.cassandra.io.compress.";

    /** Options Cassandra parses into a retry policy, keeping only the policy's own text. */
    private static final Set<String> RETRY_POLICIES = Set.of("speculative_retry", "additional_write_policy");

    /** Boolean options, and the words Cassandra reads as true and false in any case (PropertyDefinitions). */
    private static final Set<String> FLAGS = Set.of("cdc", "allow_auto_snapshot", "incremental_backups");

    private static final Set<String> TRUE_WORDS = Set.of("1", "true", "yes");
    private static final Set<String> FALSE_WORDS = Set.of("0", "false", "no");

    /** Sub-options Cassandra adds to every compaction map of a strategy that takes them. */
    private static final Map<String, String> COMPACTION_THRESHOLDS =
            Map.of("max_threshold", "32", "min_threshold", "4");

    private static final String DEFAULT_CHUNK_LENGTH_IN_KB = "16";

    private StoredOptions() {}

    static OptionValue of(String name, OptionValue value) {
        if (RETRY_POLICIES.contains(name)) {
            return new OptionValue.Text(SpeculativeRetry.canonical(OptionValue.plain(value)));
        }
        if (name.equals(TableOptions.FAST_PATH)) {
            return StoredFastPath.of(value);
        }
        if (name.equals("read_repair")) {
            return new OptionValue.Text(OptionValue.plain(value).toUpperCase(Locale.ROOT));
        }
        if (FLAGS.contains(name)) {
            String plain = OptionValue.plain(value).toLowerCase(Locale.ROOT);
            return TRUE_WORDS.contains(plain) || FALSE_WORDS.contains(plain)
                    ? new OptionValue.Bool(TRUE_WORDS.contains(plain))
                    : value;
        }
        if (!(value instanceof OptionValue.MapValue map)) {
            return value;
        }
        Optional<Map<String, String>> stored =
                switch (name) {
                    case "caching" -> caching(map.asStrings());
                    case "compaction" -> Optional.of(compaction(map.asStrings()));
                    case "compression" -> compression(map.asStrings());
                    default -> Optional.empty();
                };
        return stored.<OptionValue>map(OptionValue::map).orElseGet(() -> classesShort(map));
    }

    static String shortClass(String className) {
        for (String prefix : new String[] {COMPACTION_PACKAGE, COMPRESSION_PACKAGE}) {
            if (className.startsWith(prefix)) {
                return className.substring(prefix.length());
            }
        }
        return className;
    }

    /** {@code CachingParams.fromMap} then {@code asMap}; empty when Cassandra would refuse the map. */
    private static Optional<Map<String, String>> caching(Map<String, String> written) {
        Map<String, String> rest = new LinkedHashMap<>(written);
        String keys = rest.remove("keys");
        String rows = rest.remove("rows_per_partition");
        if (!rest.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> storedKeys = keys == null ? Optional.of("NONE") : allOrNone(keys);
        Optional<String> storedRows = rows == null ? Optional.of("NONE") : rowsPerPartition(rows);
        if (storedKeys.isEmpty() || storedRows.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> stored = new LinkedHashMap<>();
        stored.put("keys", storedKeys.get());
        stored.put("rows_per_partition", storedRows.get());
        return Optional.of(stored);
    }

    private static Optional<String> allOrNone(String value) {
        String upper = value.toUpperCase(Locale.ROOT);
        return upper.equals("ALL") || upper.equals("NONE") ? Optional.of(upper) : Optional.empty();
    }

    private static Optional<String> rowsPerPartition(String value) {
        Optional<String> word = allOrNone(value);
        if (word.isPresent() || !value.chars().allMatch(Character::isDigit) || value.isEmpty()) {
            return word;
        }
        try {
            int rows = Integer.parseInt(value);
            return Optional.of(rows == 0 ? "NONE" : rows == Integer.MAX_VALUE ? "ALL" : Integer.toString(rows));
        } catch (NumberFormatException tooLarge) {
            return Optional.empty();
        }
    }

    private static Map<String, String> compaction(Map<String, String> written) {
        Map<String, String> stored = new LinkedHashMap<>();
        written.forEach((key, value) -> {
            if (key.equals("class")) {
                stored.put(key, shortClass(value));
            } else if (!value.equals(COMPACTION_THRESHOLDS.get(key))) {
                stored.put(key, value);
            }
        });
        return stored;
    }

    /** {@code CompressionParams.fromMap} then {@code asMap}; empty when Cassandra would refuse the map. */
    private static Optional<Map<String, String>> compression(Map<String, String> written) {
        Map<String, String> rest = new LinkedHashMap<>(written);
        String enabled = rest.remove("enabled");
        if (enabled != null && !Boolean.parseBoolean(enabled)) {
            return rest.isEmpty() ? Optional.of(Map.of("enabled", "false")) : Optional.empty();
        }
        if (written.isEmpty()) {
            return Optional.of(Map.of("enabled", "false"));
        }
        String compressor = rest.remove("class");
        if (compressor == null || compressor.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> stored = new LinkedHashMap<>();
        stored.put("class", shortClass(compressor));
        try {
            String chunk = rest.remove("chunk_length_in_kb");
            String chunkInKb = chunk == null ? DEFAULT_CHUNK_LENGTH_IN_KB : Integer.toString(Integer.parseInt(chunk));
            if (!chunkInKb.equals(DEFAULT_CHUNK_LENGTH_IN_KB)) {
                stored.put("chunk_length_in_kb", chunkInKb);
            }
            String ratio = rest.remove("min_compress_ratio");
            if (ratio != null && Double.parseDouble(ratio) != 0.0) {
                stored.put("min_compress_ratio", String.valueOf(Double.parseDouble(ratio)));
            }
        } catch (NumberFormatException refused) {
            return Optional.empty();
        }
        stored.putAll(rest);
        return Optional.of(stored);
    }

    private static OptionValue classesShort(OptionValue.MapValue map) {
        Map<String, OptionValue> entries = new LinkedHashMap<>(map.entries());
        entries.computeIfPresent("class", (key, value) -> new OptionValue.Text(shortClass(OptionValue.plain(value))));
        return new OptionValue.MapValue(entries);
    }
}
