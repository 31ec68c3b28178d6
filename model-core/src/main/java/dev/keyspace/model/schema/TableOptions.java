package dev.keyspace.model.schema;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The {@code WITH} options of a table or materialized view, as an ordered map with typed access to the
 * common ones. Names are lower case; options this class does not know are kept verbatim.
 */
public record TableOptions(Map<String, OptionValue> values) {

    public static final TableOptions NONE = new TableOptions(Map.of());

    /** 6.0: whether the table's reads and writes go through Accord ({@code off}, {@code mixed_reads}, {@code full}). */
    public static final String TRANSACTIONAL_MODE = "transactional_mode";

    /** 6.0: Accord's fast path strategy, of a table and (the same word) of a keyspace. */
    public static final String FAST_PATH = "fast_path";

    /** 6.0: the mode a table is moving away from while its data migrates onto or off Accord ({@code none} when not). */
    public static final String TRANSACTIONAL_MIGRATION_FROM = "transactional_migration_from";

    /**
     * The table options Cassandra 5.0 accepts, and those 6.0 adds (transactional_mode, fast_path,
     * transactional_migration_from, auto_repair, pending_drop); any other name is refused as an unknown property
     * (which a target knows: TargetRules.knowsOption).
     */
    public static final Set<String> KNOWN_NAMES = Set.of(
            "additional_write_policy",
            "allow_auto_snapshot",
            "bloom_filter_fp_chance",
            "caching",
            "cdc",
            "comment",
            "compaction",
            "compression",
            "crc_check_chance",
            "default_time_to_live",
            "extensions",
            "gc_grace_seconds",
            "id",
            "incremental_backups",
            "max_index_interval",
            "memtable",
            "memtable_flush_period_in_ms",
            "min_index_interval",
            "read_repair",
            "speculative_retry",
            TRANSACTIONAL_MODE,
            FAST_PATH,
            TRANSACTIONAL_MIGRATION_FROM,
            "auto_repair",
            "pending_drop");

    public TableOptions {
        values = OptionMap.copyOf(values, name -> name.toLowerCase(Locale.ROOT));
    }

    public Optional<OptionValue> get(String name) {
        return Optional.ofNullable(values.get(name.toLowerCase(Locale.ROOT)));
    }

    public TableOptions with(String name, OptionValue value) {
        Map<String, OptionValue> copy = new LinkedHashMap<>(values);
        copy.put(name.toLowerCase(Locale.ROOT), value);
        return new TableOptions(copy);
    }

    /** These options with every one of {@code changes} set over them (the others stay as they are). */
    public TableOptions withAll(TableOptions changes) {
        Map<String, OptionValue> copy = new LinkedHashMap<>(values);
        copy.putAll(changes.values());
        return new TableOptions(copy);
    }

    public TableOptions without(String name) {
        Map<String, OptionValue> copy = new LinkedHashMap<>(values);
        copy.remove(name.toLowerCase(Locale.ROOT));
        return new TableOptions(copy);
    }

    public Optional<String> comment() {
        return text("comment");
    }

    public OptionalInt defaultTimeToLive() {
        return integer("default_time_to_live");
    }

    public OptionalInt gcGraceSeconds() {
        return integer("gc_grace_seconds");
    }

    public OptionalDouble bloomFilterFpChance() {
        Optional<String> plain = get("bloom_filter_fp_chance").map(OptionValue::plain);
        return plain.map(s -> OptionalDouble.of(Double.parseDouble(s))).orElse(OptionalDouble.empty());
    }

    public Optional<String> speculativeRetry() {
        return text("speculative_retry");
    }

    public Optional<Boolean> cdc() {
        return get("cdc")
                .map(v -> v instanceof OptionValue.Bool b ? b.value() : Boolean.parseBoolean(OptionValue.plain(v)));
    }

    public Map<String, String> compaction() {
        return mapOption("compaction");
    }

    public Map<String, String> compression() {
        return mapOption("compression");
    }

    public Map<String, String> caching() {
        return mapOption("caching");
    }

    public Map<String, String> extensions() {
        return mapOption("extensions");
    }

    /** The compaction strategy's class, as written (SizeTieredCompactionStrategy when unset). */
    public Optional<String> compactionClass() {
        return Optional.ofNullable(compaction().get("class"));
    }

    private Optional<String> text(String name) {
        return get(name).map(OptionValue::plain);
    }

    private OptionalInt integer(String name) {
        Optional<String> plain = text(name);
        if (plain.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(plain.get().trim()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    private Map<String, String> mapOption(String name) {
        return get(name)
                .filter(OptionValue.MapValue.class::isInstance)
                .map(v -> ((OptionValue.MapValue) v).asStrings())
                .orElse(Map.of());
    }
}
