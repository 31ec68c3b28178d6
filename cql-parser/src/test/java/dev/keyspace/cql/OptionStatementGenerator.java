package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Generates a seeded sequence of schema statements around the values Cassandra checks: table options (every
 * option of TableParams, compaction per strategy, compression per compressor, caching), keyspace replication and
 * durable_writes, and the names of keyspaces, tables and indexes (characters and lengths). Each value is drawn
 * from a pool of values Cassandra accepts, values at its edges and values it refuses; which is which is for
 * Cassandra and our reader to decide.
 */
final class OptionStatementGenerator {

    private static final List<String> DOUBLES = List.of(
            "0", "0.0", "0.01", "0.1", "0.5", "1", "1.0", "1.5", "-0.5", "-1", "'0.2'", "'x'", "2", "0.00001", "0.0001",
            "6.71E-5", "1e-3");
    private static final List<String> INTEGERS = List.of(
            "0",
            "1",
            "2",
            "10",
            "128",
            "864000",
            "-1",
            "-10",
            "2147483647",
            "2147483648",
            "630720000",
            "630720001",
            "1.5",
            "'3600'",
            "'x'",
            "true");
    private static final List<String> BOOLEANS =
            List.of("true", "false", "'true'", "'false'", "'yes'", "'no'", "1", "0", "'maybe'", "'TRUE'", "2");
    private static final List<String> RETRY = List.of(
            "'99p'",
            "'99PERCENTILE'",
            "'95percentile'",
            "'99.9p'",
            "'50ms'",
            "'10MS'",
            "'0ms'",
            "'ALWAYS'",
            "'NEVER'",
            "'NONE'",
            "'always'",
            "'MIN(99p,50ms)'",
            "'max(90p, 10ms)'",
            "'MIN(99p, 95p)'",
            "'101p'",
            "'0p'",
            "'100p'",
            "'-1ms'",
            "'abc'",
            "'custom'",
            "'5s'",
            "'1.5ms'",
            "99");
    private static final List<String> READ_REPAIR =
            List.of("'BLOCKING'", "'NONE'", "'blocking'", "'none'", "'ASYNC'", "'x'", "1");
    private static final List<String> MEMTABLES = List.of("'default'", "'skiplist'", "'trie'", "'nope'", "''");
    private static final List<String> COMMENTS = List.of("'a comment'", "''", "'it''s'", "1", "true", "{'a': 'b'}");
    private static final List<String> CACHE_KEYS = List.of("ALL", "NONE", "all", "none", "some", "1");
    private static final List<String> CACHE_ROWS = List.of("ALL", "NONE", "all", "10", "0", "-1", "x", "1.5");
    private static final List<String> STRATEGIES = List.of(
            "SizeTieredCompactionStrategy",
            "LeveledCompactionStrategy",
            "TimeWindowCompactionStrategy",
            "UnifiedCompactionStrategy",
            "UnifiedCompactionStrategy",
            "org.apache.cassandra.db.compaction.LeveledCompactionStrategy",
            "DateTieredCompactionStrategy",
            "org.apache.cassandra.db.compaction.DateTieredCompactionStrategy",
            "NoSuchStrategy",
            "com.example.CustomStrategy",
            "sizetieredcompactionstrategy",
            "");
    private static final Map<String, List<String>> COMPACTION_OPTIONS = compactionOptions();
    private static final Map<String, List<String>> OWN_OPTIONS = Map.of(
            "Leveled", List.of("sstable_size_in_mb", "fanout_size", "single_sstable_uplevel"),
            "DateTiered",
                    List.of(
                            "timestamp_resolution",
                            "max_sstable_age_days",
                            "base_time_seconds",
                            "expired_sstable_check_frequency_seconds",
                            "max_window_size_seconds"),
            "TimeWindow",
                    List.of(
                            "compaction_window_unit",
                            "compaction_window_size",
                            "timestamp_resolution",
                            "unsafe_aggressive_sstable_expiration"));
    private static final List<String> COMPRESSORS = List.of(
            "LZ4Compressor",
            "SnappyCompressor",
            "DeflateCompressor",
            "ZstdCompressor",
            "NoopCompressor",
            "org.apache.cassandra.io.compress.LZ4Compressor",
            "NoSuchCompressor",
            "com.example.Compressor",
            "lz4compressor",
            "");
    private static final Map<String, List<String>> COMPRESSION_OPTIONS = Map.of(
            "chunk_length_in_kb", List.of("4", "16", "64", "3", "0", "-4", "x", "2097152", "2097151"),
            "enabled", List.of("true", "false", "x"),
            "min_compress_ratio", List.of("0", "1", "1.5", "0.5", "-1", "x"),
            "compression_level", List.of("3", "-1", "22", "23", "x"),
            "lz4_compressor_type", List.of("fast", "high", "x"),
            "lz4_high_compressor_level", List.of("9", "17", "18", "0", "x"),
            "crc_check_chance", List.of("0.5"),
            "sstable_compression", List.of("LZ4Compressor"),
            "nonsense", List.of("1"));
    private static final List<String> STRATEGY_CLASSES = List.of(
            "SimpleStrategy",
            "NetworkTopologyStrategy",
            "org.apache.cassandra.locator.SimpleStrategy",
            "org.apache.cassandra.locator.NetworkTopologyStrategy",
            "LocalStrategy",
            "OldNetworkTopologyStrategy",
            "EverywhereStrategy",
            "com.example.Strategy",
            "simplestrategy",
            "");
    private static final List<String> FACTORS = List.of("1", "3", "0", "-1", "x", "2/1", "", "1.5", " 1", "3/0");
    private static final List<String> REPLICATION_KEYS =
            List.of("replication_factor", "datacenter1", "dc2", "DC1", "nonsense");

    private static final List<String> FAST_PATHS =
            List.of("'keyspace'", "'simple'", "'up'", "' Simple '", "'KEYSPACE'", "'default'", "'x'", "3");
    private static final List<String> FAST_PATH_KINDS =
            List.of("simple", "parameterized", "PARAMETERIZED", "inherit_keyspace", "up", "bogus");
    private static final List<String> FAST_PATH_SIZES = List.of("1", "2", "3", "0", "-1", "x", "");
    private static final List<String> FAST_PATH_DCS = List.of(
            "dc1",
            "dc1,dc2",
            "dc1:1,dc2:2",
            "dc1:0",
            "dc1:1,dc2",
            "dc1,dc1",
            "dc1:x",
            "dc1:-1",
            ":1",
            "a:1:2",
            "dc1,,dc2",
            " ",
            "",
            ",dc1",
            "dc1:",
            "dc1, dc2 ");
    private static final List<String> MIGRATIONS = List.of(
            "'none'", "'NONE'", "'off'", "'mixed_reads'", "'full'", "'test_unsafe'", "'bogus'", "1", "{'a': 'b'}");
    private static final List<String> AUTO_REPAIR_KEYS = List.of(
            "full_enabled", "incremental_enabled", "preview_repaired_enabled", "priority", "FULL_ENABLED", "nonsense");
    private static final List<String> AUTO_REPAIR_VALUES =
            List.of("true", "false", "TRUE", "x", "1", "0", "-1", "5", "");
    private static final List<String> PENDING_DROPS = List.of("true", "false", "'x'", "{'a': 'b'}");
    private static final List<String> TRANSACTIONAL_MODES =
            List.of("'off'", "'mixed_reads'", "'full'", "'FULL'", "'test_unsafe'", "'bogus'");

    private final Random random;
    private final String ks;
    private boolean accordOptions;
    private final List<String> out = new ArrayList<>();
    private int counter;

    OptionStatementGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.ks = keyspace;
    }

    /**
     * Draws 6.0's table options too (fast_path, transactional_migration_from, auto_repair, pending_drop) and the
     * keyspace's fast_path, which releases before 6.0 do not know: for the 6.0 judge only.
     */
    OptionStatementGenerator withAccordOptions() {
        accordOptions = true;
        return this;
    }

    List<String> generate(int count) {
        out.add("CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        out.add("CREATE TABLE " + ks + ".base (k int PRIMARY KEY, v text)");
        out.add("CREATE TABLE " + ks + ".counts (k int PRIMARY KEY, c counter)");
        while (out.size() < count) {
            if (accordOptions && random.nextInt(3) == 0) {
                String with = accordOptions();
                out.add(
                        random.nextBoolean()
                                ? createTable(with)
                                : "ALTER TABLE " + ks + "." + pick(List.of("base", "counts")) + " WITH " + with);
                continue;
            }
            switch (random.nextInt(12)) {
                case 0, 1, 2, 3 -> out.add(createTable(tableOptions()));
                case 4, 5 -> out.add(
                        "ALTER TABLE " + ks + "." + pick(List.of("base", "counts")) + " WITH " + tableOptions());
                case 6 -> out.add(createTable(option("compaction", this::compaction)));
                case 7 -> out.add(createTable(option("compression", this::compression)));
                case 8, 9 -> out.add(keyspaceStatement());
                case 10 -> out.add("CREATE TABLE " + ks + "." + name(false) + " (k int PRIMARY KEY, v text)");
                default -> {
                    String table = ks + ".i" + (++counter);
                    out.add("CREATE TABLE " + table + " (k int PRIMARY KEY, v text)");
                    out.add("CREATE INDEX " + name(false) + " ON " + table + " (v)");
                }
            }
        }
        return out;
    }

    private String createTable(String with) {
        return "CREATE TABLE " + ks + ".t" + (++counter) + " (k int PRIMARY KEY, v text) WITH " + with;
    }

    private String tableOptions() {
        Map<String, Supplier<String>> all = new LinkedHashMap<>();
        all.put("bloom_filter_fp_chance", () -> pick(DOUBLES));
        all.put("crc_check_chance", () -> pick(DOUBLES));
        all.put("default_time_to_live", () -> pick(INTEGERS));
        all.put("gc_grace_seconds", () -> pick(INTEGERS));
        all.put("min_index_interval", () -> pick(INTEGERS));
        all.put("max_index_interval", () -> pick(INTEGERS));
        all.put("memtable_flush_period_in_ms", () -> pick(INTEGERS));
        all.put("speculative_retry", () -> pick(RETRY));
        all.put("additional_write_policy", () -> pick(RETRY));
        all.put("read_repair", () -> pick(READ_REPAIR));
        all.put("memtable", () -> pick(MEMTABLES));
        all.put("comment", () -> pick(COMMENTS));
        all.put("cdc", () -> pick(BOOLEANS));
        all.put("allow_auto_snapshot", () -> pick(BOOLEANS));
        all.put("incremental_backups", () -> pick(BOOLEANS));
        all.put("caching", this::caching);
        all.put("compaction", this::compaction);
        all.put("compression", this::compression);
        if (accordOptions) {
            all.put("fast_path", this::fastPath);
            all.put("transactional_migration_from", () -> pick(MIGRATIONS));
            all.put("auto_repair", this::autoRepair);
            all.put("pending_drop", () -> pick(PENDING_DROPS));
        }
        List<String> names = new ArrayList<>(all.keySet());
        int count = 1 + random.nextInt(3);
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = pick(names);
            names.remove(name);
            chosen.add(option(name, all.get(name)));
        }
        return String.join(" AND ", chosen);
    }

    /** One of 6.0's options, alone or with up to two other options (6.0's or not). */
    private String accordOptions() {
        String name = pick(List.of(
                "fast_path", "transactional_migration_from", "auto_repair", "pending_drop", "transactional_mode"));
        String first = option(name, () -> switch (name) {
            case "fast_path" -> fastPath();
            case "transactional_mode" -> pick(TRANSACTIONAL_MODES);
            case "transactional_migration_from" -> pick(MIGRATIONS);
            case "auto_repair" -> autoRepair();
            default -> pick(PENDING_DROPS);
        });
        if (random.nextBoolean()) {
            return first;
        }
        String others = tableOptions();
        return others.contains(name + " = ") ? others : first + " AND " + others;
    }

    private static String option(String name, Supplier<String> value) {
        return name + " = " + value.get();
    }

    private String fastPath() {
        if (random.nextInt(3) == 0) {
            return pick(FAST_PATHS);
        }
        Map<String, String> map = new LinkedHashMap<>();
        if (random.nextInt(3) == 0) {
            map.put("kind", pick(FAST_PATH_KINDS));
        }
        if (random.nextInt(5) > 0) {
            map.put("size", pick(FAST_PATH_SIZES));
        }
        if (random.nextBoolean()) {
            map.put("dcs", pick(FAST_PATH_DCS));
        }
        if (random.nextInt(8) == 0) {
            map.put("nonsense", "1");
        }
        return mapLiteral(map);
    }

    private String autoRepair() {
        if (random.nextInt(10) == 0) {
            return "'true'";
        }
        Map<String, String> map = new LinkedHashMap<>();
        int entries = random.nextInt(4);
        for (int i = 0; i < entries; i++) {
            map.put(pick(AUTO_REPAIR_KEYS), pick(AUTO_REPAIR_VALUES));
        }
        return mapLiteral(map);
    }

    private String caching() {
        if (random.nextInt(10) == 0) {
            return "'ALL'";
        }
        Map<String, String> map = new LinkedHashMap<>();
        if (random.nextInt(4) > 0) {
            map.put("keys", pick(CACHE_KEYS));
        }
        if (random.nextInt(4) > 0) {
            map.put("rows_per_partition", pick(CACHE_ROWS));
        }
        if (random.nextInt(8) == 0) {
            map.put("rows", "ALL");
        }
        return mapLiteral(map);
    }

    private String compaction() {
        Map<String, String> map = new LinkedHashMap<>();
        String strategy = pick(STRATEGIES);
        if (!strategy.isEmpty() || random.nextBoolean()) {
            map.put("class", strategy);
        }
        int options = random.nextInt(3);
        List<String> names = new ArrayList<>(COMPACTION_OPTIONS.keySet());
        List<String> own = OWN_OPTIONS.entrySet().stream()
                .filter(e -> strategy.contains(e.getKey()))
                .flatMap(e -> e.getValue().stream())
                .toList();
        for (int i = 0; i < options; i++) {
            // half the time an option of the strategy itself, so that its own checks meet their faults
            String name = !own.isEmpty() && random.nextBoolean() ? pick(own) : pick(names);
            map.put(name, pick(COMPACTION_OPTIONS.get(name)));
        }
        return random.nextInt(15) == 0 ? "'SizeTieredCompactionStrategy'" : mapLiteral(map);
    }

    private String compression() {
        Map<String, String> map = new LinkedHashMap<>();
        String compressor = pick(COMPRESSORS);
        if (!compressor.isEmpty() || random.nextBoolean()) {
            map.put("class", compressor);
        }
        int options = random.nextInt(3);
        List<String> names = new ArrayList<>(COMPRESSION_OPTIONS.keySet());
        for (int i = 0; i < options; i++) {
            String name = pick(names);
            map.put(name, pick(COMPRESSION_OPTIONS.get(name)));
        }
        return mapLiteral(map);
    }

    private String keyspaceStatement() {
        Map<String, String> replication = new LinkedHashMap<>();
        String strategy = pick(STRATEGY_CLASSES);
        if (!strategy.isEmpty() || random.nextBoolean()) {
            replication.put("class", strategy);
        }
        int options = random.nextInt(3);
        // Datacenter names are the cluster's (datacenter1 on our nodes), and so is what NetworkTopologyStrategy's
        // replication_factor expands to: only SimpleStrategy is given other keys.
        List<String> keys = strategy.contains("SimpleStrategy") ? REPLICATION_KEYS : REPLICATION_KEYS.subList(1, 2);
        for (int i = 0; i < options; i++) {
            replication.put(pick(keys), pick(FACTORS));
        }
        String durable = random.nextInt(4) == 0 ? " AND durable_writes = " + pick(BOOLEANS) : "";
        String name = random.nextInt(3) == 0 ? name(true) : "k" + (++counter);
        String verb = random.nextInt(5) == 0 ? "ALTER KEYSPACE " + ks : "CREATE KEYSPACE " + name;
        String fastPath = accordOptions && random.nextBoolean() ? " AND fast_path = " + fastPath() : "";
        return verb + " WITH replication = " + mapLiteral(replication) + durable + fastPath;
    }

    /** A name at the edges of what Cassandra allows: characters, case, length (48 for keyspaces, 222 for tables). */
    private String name(boolean keyspace) {
        int n = ++counter;
        return switch (random.nextInt(9)) {
            case 0 -> "\"with-hyphen" + n + "\"";
            case 1 -> "\"With Space" + n + "\"";
            case 2 -> "\"Mixed" + n + "\"";
            case 3 -> "\"caf\u00e9" + n + "\"";
            case 4 -> padded("n" + n, keyspace ? 48 : 222);
            case 5 -> padded("n" + n, keyspace ? 49 : 223);
            case 6 -> padded("n" + n, 47 + random.nextInt(4));
            case 7 -> "\"\"";
            default -> "n" + n;
        };
    }

    private static String padded(String prefix, int length) {
        return prefix + "x".repeat(Math.max(0, length - prefix.length()));
    }

    private static String mapLiteral(Map<String, String> map) {
        return map.entrySet().stream()
                .map(e -> "'" + e.getKey() + "': '" + e.getValue().replace("'", "''") + "'")
                .collect(Collectors.joining(", ", "{", "}"));
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static Map<String, List<String>> compactionOptions() {
        Map<String, List<String>> options = new LinkedHashMap<>();
        options.put("min_threshold", List.of("2", "4", "1", "0", "40", "x", "-2"));
        options.put("max_threshold", List.of("32", "3", "0", "x", "64"));
        options.put("tombstone_threshold", List.of("0.2", "-1", "x", "1"));
        options.put("tombstone_compaction_interval", List.of("86400", "-1", "x"));
        options.put("unchecked_tombstone_compaction", List.of("true", "false", "x", "TRUE"));
        options.put("enabled", List.of("true", "false", "x"));
        options.put("only_purge_repaired_tombstones", List.of("true", "x"));
        options.put("log_all", List.of("true", "false", "x"));
        options.put("provide_overlapping_tombstones", List.of("NONE", "ROW", "CELL", "x", "row"));
        options.put("sstable_size_in_mb", List.of("160", "0", "x", "1"));
        options.put("fanout_size", List.of("10", "0", "x", "100"));
        options.put("single_sstable_uplevel", List.of("true"));
        options.put("min_sstable_size", List.of("50", "-1", "x"));
        options.put("bucket_low", List.of("0.5", "2", "x"));
        options.put("bucket_high", List.of("1.5", "0.1", "x"));
        options.put("compaction_window_unit", List.of("DAYS", "HOURS", "MINUTES", "SECONDS", "x", "days"));
        options.put("compaction_window_size", List.of("1", "0", "x"));
        options.put("timestamp_resolution", List.of("MICROSECONDS", "MILLISECONDS", "NANOSECONDS", "x"));
        options.put("expired_sstable_check_frequency_seconds", List.of("600", "-1", "x"));
        options.put("unsafe_aggressive_sstable_expiration", List.of("false", "true", "x"));
        options.put("max_sstable_age_days", List.of("365", "0.5", "-1", "x"));
        options.put("base_time_seconds", List.of("60", "0", "-5", "x"));
        options.put("max_window_size_seconds", List.of("86400", "0", "-1", "x"));
        options.put("scaling_parameters", List.of("T4", "L10, N", "X", "L1", "T4,T8", "+2"));
        options.put("base_shard_count", List.of("4", "0", "x"));
        options.put("target_sstable_size", List.of("1GiB"));
        options.put("sstable_growth", List.of("0.333"));
        options.put("max_sstables_to_compact", List.of("32", "x"));
        options.put("overlap_inclusion_method", List.of("TRANSITIVE", "none", "x"));
        options.put("nonsense_option", List.of("1"));
        return options;
    }
}
