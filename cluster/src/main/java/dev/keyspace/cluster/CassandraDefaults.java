package dev.keyspace.cluster;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableOptions;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What Cassandra 5.0 fills in when a statement leaves something out, as documented in the CQL reference
 * and as the driver prints it back. An imported schema leaves these out, so it reads like the design it
 * came from; comparisons use the same rules, so a default written out and one left out are equal.
 */
public final class CassandraDefaults {

    private static final String LOCATOR_PACKAGE = "org.apache.cassandra.locator.";

    private static final Map<String, String> PLAIN_DEFAULTS = Map.ofEntries(
            Map.entry("additional_write_policy", "99p"),
            Map.entry("allow_auto_snapshot", "true"),
            Map.entry("cdc", "false"),
            Map.entry("comment", ""),
            Map.entry("crc_check_chance", "1.0"),
            Map.entry("default_time_to_live", "0"),
            Map.entry("gc_grace_seconds", "864000"),
            Map.entry("incremental_backups", "true"),
            Map.entry("max_index_interval", "2048"),
            Map.entry("memtable", "default"),
            Map.entry("memtable_flush_period_in_ms", "0"),
            Map.entry("min_index_interval", "128"),
            Map.entry("read_repair", "BLOCKING"),
            Map.entry("speculative_retry", "99p"),
            Map.entry(TableOptions.FAST_PATH, "keyspace"),
            Map.entry(TableOptions.TRANSACTIONAL_MODE, "off"));

    private static final Map<String, Map<String, String>> MAP_DEFAULTS = Map.of(
            "caching", Map.of("keys", "ALL", "rows_per_partition", "NONE"),
            "compaction", Map.of("class", "SizeTieredCompactionStrategy", "max_threshold", "32", "min_threshold", "4"),
            "compression", Map.of("chunk_length_in_kb", "16", "class", "LZ4Compressor"),
            "extensions", Map.of(),
            // 6.0 stores an empty map while its auto-repair scheduler is off (SchemaKeyspace)
            "auto_repair", Map.of());

    private CassandraDefaults() {}

    /** The options without those at their default values, and with class names in their short form. */
    public static TableOptions withoutDefaults(TableOptions options) {
        Map<String, OptionValue> kept = new LinkedHashMap<>();
        options.values().forEach((name, value) -> {
            OptionValue canonical = canonical(name, value);
            if (!isDefault(name, canonical, options)) {
                kept.put(name, canonical);
            }
        });
        return new TableOptions(kept);
    }

    /** The replication with the strategy's short class name, as a project writes it. */
    public static Replication canonical(Replication replication) {
        String strategy = replication.strategyClass();
        if (strategy.startsWith(LOCATOR_PACKAGE)) {
            strategy = strategy.substring(LOCATOR_PACKAGE.length());
        }
        return new Replication(strategy, replication.options());
    }

    /**
     * True when a keyspace created or altered with {@code wanted} has {@code live}'s replication. Cassandra's
     * NetworkTopologyStrategy stores a {@code replication_factor} as that factor for every data center not
     * named otherwise, and keeps no {@code replication_factor}.
     */
    public static boolean sameReplication(Replication wanted, Replication live) {
        Replication a = canonical(wanted);
        Replication b = canonical(live);
        if (!a.shortClassName().equals(b.shortClassName())) {
            return false;
        }
        Map<String, String> expected = new LinkedHashMap<>(a.options());
        if (a.shortClassName().equals(Replication.NETWORK_TOPOLOGY)) {
            String factor = expected.remove("replication_factor");
            if (factor != null) {
                b.options().keySet().forEach(datacenter -> expected.putIfAbsent(datacenter, factor));
            }
        }
        return expected.equals(b.options());
    }

    /** A value in the form used for comparing: as Cassandra stores it ({@link StoredOptions}). */
    static OptionValue canonical(String name, OptionValue value) {
        return StoredOptions.of(name, value);
    }

    /** True when two keyspaces' fast_path (6.0), each given or left to the default, are the same strategy. */
    public static boolean sameKeyspaceFastPath(Optional<OptionValue> wanted, Optional<OptionValue> live) {
        return StoredFastPath.sameForKeyspace(wanted, live);
    }

    /** What an ALTER KEYSPACE sets for a fast_path a project leaves out: 6.0's default. */
    public static OptionValue keyspaceFastPathDefault() {
        return StoredFastPath.KEYSPACE_DEFAULT;
    }

    /** True when two values of an option mean the same to Cassandra. */
    public static boolean sameValue(String name, OptionValue wanted, OptionValue live) {
        OptionValue a = canonical(name, wanted);
        OptionValue b = canonical(name, live);
        if (a instanceof OptionValue.MapValue mapA && b instanceof OptionValue.MapValue mapB) {
            return mapA.asStrings().equals(mapB.asStrings());
        }
        return samePlain(name, OptionValue.plain(a), OptionValue.plain(b));
    }

    /** True when the value is what Cassandra uses when the option is left out. */
    public static boolean isDefaultValue(String name, OptionValue value, TableOptions context) {
        return isDefault(name, canonical(name, value), context);
    }

    /**
     * The value Cassandra gives an option left out of a statement, where this class knows it: what an option that
     * a project no longer sets is set back to.
     */
    public static Optional<OptionValue> defaultValue(String name, TableOptions context) {
        if (name.equals("bloom_filter_fp_chance")) {
            return Optional.of(new OptionValue.Number(bloomFilterDefault(context)));
        }
        if (MAP_DEFAULTS.containsKey(name) && !name.equals("extensions") && !name.equals("auto_repair")) {
            return Optional.of(OptionValue.map(new TreeMap<>(MAP_DEFAULTS.get(name))));
        }
        return Optional.ofNullable(PLAIN_DEFAULTS.get(name)).map(CassandraDefaults::plainDefault);
    }

    /** Leveled compaction reads fewer SSTables per read, so Cassandra gives it a looser bloom filter. */
    private static String bloomFilterDefault(TableOptions options) {
        boolean leveled = options.compactionClass()
                .map(c -> shortClass(c).equals("LeveledCompactionStrategy"))
                .orElse(false);
        return leveled ? "0.1" : "0.01";
    }

    private static OptionValue plainDefault(String value) {
        boolean number = !value.isEmpty() && value.chars().allMatch(c -> Character.isDigit(c) || c == '.');
        boolean bool = value.equals("true") || value.equals("false");
        if (bool) {
            return new OptionValue.Bool(Boolean.parseBoolean(value));
        }
        return number ? new OptionValue.Number(value) : OptionValue.text(value);
    }

    private static boolean isDefault(String name, OptionValue value, TableOptions all) {
        if (name.equals("bloom_filter_fp_chance")) {
            return samePlain(name, OptionValue.plain(value), bloomFilterDefault(all));
        }
        if (value instanceof OptionValue.MapValue map) {
            Map<String, String> defaults = MAP_DEFAULTS.get(name);
            return defaults != null && canonicalMap(name, defaults).equals(canonicalMap(name, map.asStrings()));
        }
        String plainDefault = PLAIN_DEFAULTS.get(name);
        return plainDefault != null && samePlain(name, OptionValue.plain(value), plainDefault);
    }

    private static Map<String, String> canonicalMap(String name, Map<String, String> entries) {
        OptionValue canonical = canonical(name, OptionValue.map(entries));
        return canonical instanceof OptionValue.MapValue map ? map.asStrings() : Map.of();
    }

    /** Equal as Cassandra stores them ({@link StoredOptions} did the spelling): numbers by value, text exactly. */
    private static boolean samePlain(String name, String a, String b) {
        if (a.equals(b) || name.equals("comment")) {
            return a.equals(b);
        }
        try {
            return new BigDecimal(a.trim()).compareTo(new BigDecimal(b.trim())) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static String shortClass(String className) {
        return StoredOptions.shortClass(className);
    }
}
