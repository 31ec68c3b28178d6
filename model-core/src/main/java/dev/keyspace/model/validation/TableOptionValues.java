package dev.keyspace.model.validation;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The values of a table's options, checked as Cassandra 5.0's TableAttributes.build reads them and then as
 * TableParams.validate judges them, in that order: the first refusal is Cassandra's message.
 */
final class TableOptionValues {

    /** BloomCalculations.minSupportedBloomFilterFpChance(): the last entry of its probability table. */
    static final double MIN_BLOOM_FILTER_FP_CHANCE = 6.71e-05;
    /** Attributes.MAX_TTL: 20 years in seconds. */
    static final int MAX_TTL = 20 * 365 * 24 * 60 * 60;

    /** The memtable configurations of a node whose cassandra.yaml declares none (ours, and the default). */
    private static final Set<String> MEMTABLE_CONFIGURATIONS = Set.of("default");

    private static final RememberedCheck CACHING =
            new RememberedCheck((name, value) -> CachingChecks.check(OptionText.map(name, value)));
    private static final Map<TargetRules.Reading, RememberedCheck> COMPACTION_READ =
            byReading(reading -> (name, value) -> CompactionChecks.read(OptionText.map(name, value), reading));
    private static final Map<TargetRules.Reading, RememberedCheck> COMPACTION_VALIDATE =
            byReading(reading -> (name, value) -> CompactionChecks.validate(OptionText.map(name, value), reading));
    private static final Map<TargetRules.Reading, RememberedCheck> COMPRESSION =
            byReading(reading -> (name, value) -> CompressionChecks.check(OptionText.map(name, value), reading));
    private static final RememberedCheck MEMTABLE = new RememberedCheck((name, value) -> {
        String configuration = OptionText.string(name, value);
        if (!MEMTABLE_CONFIGURATIONS.contains(configuration)) {
            throw OptionRefusal.of("Memtable configuration \"%s\" not found.", configuration);
        }
    });
    private static final RememberedCheck SPECULATIVE_RETRY =
            new RememberedCheck((name, value) -> SpeculativeRetryChecks.check(OptionText.string(name, value)));
    private static final RememberedCheck ADDITIONAL_WRITE_POLICY =
            new RememberedCheck((name, value) -> SpeculativeRetryChecks.check(OptionText.string(name, value)));
    private static final RememberedCheck READ_REPAIR = new RememberedCheck((name, value) -> {
        String strategy = OptionText.string(name, value).toUpperCase(java.util.Locale.ROOT);
        if (!strategy.equals("BLOCKING") && !strategy.equals("NONE")) {
            // ReadRepairStrategy.valueOf fails with IllegalArgumentException: the node answers a server error
            throw OptionRefusal.of(
                    "java.lang.IllegalArgumentException: No enum constant "
                            + "org.apache.cassandra.service.reads.repair.ReadRepairStrategy.%s",
                    strategy);
        }
    });

    /** 6.0's TransactionalMode: the modes TableParams.validate takes without the test property. */
    private static final Set<String> TRANSACTIONAL_MODES = Set.of("off", "mixed_reads", "full");

    private static final Set<String> TRANSACTIONAL_TEST_MODES =
            Set.of("test_unsafe_writes", "test_unsafe", "test_interop_read");

    private static final RememberedCheck TRANSACTIONAL_MODE = new RememberedCheck((name, value) -> {
        String mode = OptionText.string(name, value).toLowerCase(java.util.Locale.ROOT);
        if (!TRANSACTIONAL_MODES.contains(mode) && !TRANSACTIONAL_TEST_MODES.contains(mode)) {
            // TransactionalMode.fromString is valueOf: the node answers a server error
            throw OptionRefusal.of(
                    "java.lang.IllegalArgumentException: No enum constant "
                            + "org.apache.cassandra.service.consensus.TransactionalMode.%s",
                    mode);
        }
    });

    private TableOptionValues() {}

    /** A remembered check for each target's way of reading: a verdict is remembered per reading. */
    private static Map<TargetRules.Reading, RememberedCheck> byReading(
            java.util.function.Function<TargetRules.Reading, java.util.function.BiConsumer<String, OptionValue>>
                    check) {
        Map<TargetRules.Reading, RememberedCheck> checks = new java.util.HashMap<>();
        for (CassandraVersion target : CassandraVersion.values()) {
            TargetRules.Reading reading = TargetRules.reading(target);
            checks.computeIfAbsent(reading, r -> new RememberedCheck(check.apply(r)));
        }
        return Map.copyOf(checks);
    }

    /** What TableAttributes.build reads of the options, before TableParams.validate judges them. */
    record Read(
            double bloom,
            int ttl,
            int gcGrace,
            int maxIndexInterval,
            int flushPeriod,
            int minIndexInterval,
            double crc) {}

    /**
     * Reads the options as TableAttributes.build does, in its order, refusing the first value it cannot read (a
     * compaction class it cannot find, a compression sub-option it does not know, a number that does not parse).
     * CREATE and ALTER TABLE do this in their validate, before they look the keyspace up or name an unknown property.
     */
    static Read read(TableOptions options, CassandraVersion target) {
        TargetRules.Reading reading = TargetRules.reading(target);
        LastRead last = LAST_READ.get();
        if (last != null && last.options() == options && last.reading() == reading) {
            return last.read();
        }
        Read read = readValues(options.values(), reading);
        LAST_READ.set(new LastRead(options, reading, read));
        return read;
    }

    /**
     * The options this thread read last, by identity (options never change): an import reads a new table's options
     * before it looks its keyspace up, as Cassandra's CREATE TABLE does, and then its check of the built table reads
     * the same options again.
     */
    private static final ThreadLocal<LastRead> LAST_READ = new ThreadLocal<>();

    private record LastRead(TableOptions options, TargetRules.Reading reading, Read read) {}

    /** The checks of values that tables share (maps, policies) remember their verdicts ({@link RememberedCheck}). */
    static void check(TableOptions options, CassandraVersion target) {
        validate(options, read(options, target), target);
    }

    /** TableParams.validate of options already {@link #read} (a read is half of a check: it is done once). */
    static void validate(TableOptions options, Read read, CassandraVersion target) {
        TargetRules.Reading reading = TargetRules.reading(target);
        Map<String, OptionValue> values = options.values();
        ifPresent(values, "compaction", COMPACTION_VALIDATE.get(reading));
        double bloom = read.bloom();
        if (bloom == -1 && reading.bloomMinusOneIsDefault()) {
            // TableParams: -1 stands for the compaction strategy's default (0.1 for LCS, 0.01 otherwise)
            bloom = 0.1;
        }
        validateRanges(
                bloom,
                read.crc(),
                read.ttl(),
                read.gcGrace(),
                read.minIndexInterval(),
                read.maxIndexInterval(),
                read.flushPeriod());
        if (reading.transactionalMode()) {
            validateAccord(values);
        }
    }

    /** The end of 6.0's TableParams.validate: a test transactional mode, then the auto_repair sub-options. */
    private static void validateAccord(Map<String, OptionValue> values) {
        OptionValue mode = values.get(TableOptions.TRANSACTIONAL_MODE);
        if (mode != null) {
            String name = OptionValue.plain(mode).toLowerCase(java.util.Locale.ROOT);
            if (TRANSACTIONAL_TEST_MODES.contains(name)) {
                throw OptionRefusal.of(
                        "Transactional mode %s can't be used if cassandra.test.accord.allow_test_modes is not set",
                        name);
            }
        }
        OptionValue autoRepair = values.get(AccordOptionChecks.AUTO_REPAIR);
        if (autoRepair != null) {
            AccordOptionChecks.validateAutoRepair(autoRepair);
        }
    }

    private static Read readValues(Map<String, OptionValue> values, TargetRules.Reading reading) {
        if (reading.memtableInValidate()) {
            ifPresent(values, "memtable", MEMTABLE);
        }
        read(values, "allow_auto_snapshot", OptionText::bool);
        double bloom = read(values, "bloom_filter_fp_chance", OptionText::decimal, 0.01);
        ifPresent(values, "caching", CACHING);
        read(values, "comment", OptionText::string);
        ifPresent(values, "compaction", COMPACTION_READ.get(reading));
        Optional<Double> deprecatedCrc = reading.deprecatedCompressionOptions()
                ? CompressionChecks.deprecatedCrcCheckChance(values)
                : Optional.empty();
        ifPresent(values, "compression", COMPRESSION.get(reading));
        if (!reading.memtableInValidate()) {
            ifPresent(values, "memtable", MEMTABLE);
        }
        int ttl = read(values, "default_time_to_live", OptionText::integer, 0);
        int gcGrace = read(values, "gc_grace_seconds", OptionText::integer, 0);
        read(values, "incremental_backups", OptionText::bool);
        int maxIndexInterval = read(values, "max_index_interval", OptionText::integer, 2048);
        int flushPeriod = read(values, "memtable_flush_period_in_ms", OptionText::integer, 0);
        int minIndexInterval = read(values, "min_index_interval", OptionText::integer, 128);
        ifPresent(values, "speculative_retry", SPECULATIVE_RETRY);
        ifPresent(values, "additional_write_policy", ADDITIONAL_WRITE_POLICY);
        // 4.1 takes a crc_check_chance in the compression map, which the top-level option overrides
        double crc = read(values, "crc_check_chance", OptionText::decimal, deprecatedCrc.orElse(1.0));
        read(values, "cdc", OptionText::bool);
        ifPresent(values, "read_repair", READ_REPAIR);
        if (reading.transactionalMode()) {
            ifPresent(values, TableOptions.FAST_PATH, AccordOptionChecks::readFastPath);
            ifPresent(values, TableOptions.TRANSACTIONAL_MODE, TRANSACTIONAL_MODE);
            ifPresent(values, TableOptions.TRANSACTIONAL_MIGRATION_FROM, AccordOptionChecks::readMigrationFrom);
            ifPresent(values, AccordOptionChecks.AUTO_REPAIR, AccordOptionChecks::readAutoRepair);
        }
        return new Read(bloom, ttl, gcGrace, maxIndexInterval, flushPeriod, minIndexInterval, crc);
    }

    private static void validateRanges(
            double bloom, double crc, int ttl, int gcGrace, int minIndexInterval, int maxIndexInterval, int flush) {
        if (bloom <= MIN_BLOOM_FILTER_FP_CHANCE || bloom > 1) {
            throw OptionRefusal.of(
                    "bloom_filter_fp_chance must be larger than %s and less than or equal to 1.0 (got %s)",
                    MIN_BLOOM_FILTER_FP_CHANCE, bloom);
        }
        if (crc < 0 || crc > 1.0) {
            throw OptionRefusal.of(
                    "crc_check_chance must be larger than or equal to 0 and smaller than or equal to 1.0 (got %s)",
                    crc);
        }
        if (ttl < 0) {
            throw OptionRefusal.of("default_time_to_live must be greater than or equal to 0 (got %s)", ttl);
        }
        if (ttl > MAX_TTL) {
            throw OptionRefusal.of("default_time_to_live must be less than or equal to %d (got %s)", MAX_TTL, ttl);
        }
        if (gcGrace < 0) {
            throw OptionRefusal.of("gc_grace_seconds must be greater than or equal to 0 (got %s)", gcGrace);
        }
        if (minIndexInterval < 1) {
            throw OptionRefusal.of("min_index_interval must be greater than or equal to 1 (got %s)", minIndexInterval);
        }
        if (maxIndexInterval < minIndexInterval) {
            throw OptionRefusal.of(
                    "max_index_interval must be greater than or equal to min_index_interval (%s) (got %s)",
                    minIndexInterval, maxIndexInterval);
        }
        if (flush < 0) {
            throw OptionRefusal.of("memtable_flush_period_in_ms must be greater than or equal to 0 (got %s)", flush);
        }
    }

    private static void ifPresent(
            Map<String, OptionValue> values, String name, java.util.function.BiConsumer<String, OptionValue> check) {
        OptionValue value = values.get(name);
        if (value != null) {
            check.accept(name, value);
        }
    }

    private interface Reader<T> {
        T read(String name, OptionValue value);
    }

    private static <T> void read(Map<String, OptionValue> values, String name, Reader<T> reader) {
        OptionValue value = values.get(name);
        if (value != null) {
            reader.read(name, value);
        }
    }

    private static <T> T read(Map<String, OptionValue> values, String name, Reader<T> reader, T unset) {
        OptionValue value = values.get(name);
        return value == null ? unset : reader.read(name, value);
    }
}
