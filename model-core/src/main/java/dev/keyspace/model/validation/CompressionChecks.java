package dev.keyspace.model.validation;

import dev.keyspace.model.schema.OptionValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The compression map as CompressionParams.fromMap reads and validates it: the class (a compressor Cassandra ships),
 * enabled, chunk_length_in_kb (a power of two), min_compress_ratio, and the options each compressor's {@code create}
 * and {@code supportedOptions} take. 4.1 also reads what it deprecated: sstable_compression for the class,
 * chunk_length_kb for the chunk length, and crc_check_chance (taken for the table).
 */
final class CompressionChecks {

    private static final String PACKAGE = "org.apache.cassandra.io.compress.";
    private static final String SSTABLE_COMPRESSION = "sstable_compression";
    private static final String CHUNK_LENGTH_KB = "chunk_length_kb";
    private static final String CRC_CHECK_CHANCE = "crc_check_chance";
    private static final Map<String, Set<String>> COMPRESSOR_OPTIONS = Map.of(
            "LZ4Compressor", Set.of("lz4_high_compressor_level", "lz4_compressor_type"),
            "ZstdCompressor", Set.of("compression_level"),
            "SnappyCompressor", Set.of(),
            "DeflateCompressor", Set.of(),
            "NoopCompressor", Set.of());
    private static final List<String> LZ4_TYPES = List.of("high", "fast");
    /** Zstd.minCompressionLevel() and maxCompressionLevel() of the zstd-jni Cassandra 5.0.9 ships. */
    private static final int ZSTD_MIN_LEVEL = -131072;

    private static final int ZSTD_MAX_LEVEL = 22;
    private static final int DEFAULT_CHUNK_LENGTH = 16 * 1024;

    private CompressionChecks() {}

    /**
     * 4.1's TableAttributes.getDeprecatedCrcCheckChance: a crc_check_chance in the compression map, read before the
     * map itself.
     */
    static Optional<Double> deprecatedCrcCheckChance(Map<String, OptionValue> values) {
        OptionValue compression = values.get("compression");
        if (!(compression instanceof OptionValue.MapValue map)
                || !map.asStrings().containsKey(CRC_CHECK_CHANCE)) {
            return Optional.empty();
        }
        String value = map.asStrings().get(CRC_CHECK_CHANCE);
        try {
            return Optional.of(Double.valueOf(value));
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("Invalid double value %s for crc_check_chance.'", value);
        }
    }

    static void check(Map<String, String> compression, TargetRules.Reading reading) {
        Map<String, String> options = new LinkedHashMap<>(compression);
        boolean deprecated = reading.deprecatedCompressionOptions();
        boolean enabled = isEnabled(compression.get("enabled"));
        boolean named = options.containsKey("class") || (deprecated && options.containsKey(SSTABLE_COMPRESSION));
        if (!compression.isEmpty() && enabled && !named) {
            throw OptionRefusal.of("Missing sub-option 'class' for the 'compression' option.");
        }
        String className = null;
        if (!isEnabled(options.remove("enabled")) && !options.isEmpty()) {
            throw OptionRefusal.of("If the 'enabled' option is set to false no other options must be specified");
        } else if (options.containsKey("class")) {
            if (deprecated && options.containsKey(SSTABLE_COMPRESSION)) {
                throw OptionRefusal.of("The 'sstable_compression' option must not be used if the compression"
                        + " algorithm is already specified by the 'class' option");
            }
            className = options.remove("class");
            if (className.isEmpty()) {
                throw OptionRefusal.of(
                        "The 'class' option must not be empty. To disable compression use 'enabled' : false");
            }
        } else if (deprecated) {
            className = options.remove(SSTABLE_COMPRESSION);
        }
        int chunkLength = chunkLength(options, deprecated);
        String ratio = options.remove("min_compress_ratio");
        double minCompressRatio = ratio == null ? 0.0 : parseRatio(ratio);
        if (deprecated && className != null && !className.isEmpty()) {
            options.remove(CRC_CHECK_CHANCE); // 4.1 took it for the table before creating the compressor
        }
        compressor(className == null || className.isEmpty() ? null : className, options);
        if (chunkLength <= 0) {
            throw OptionRefusal.of("Invalid negative or null chunk_length_in_kb");
        }
        if ((chunkLength & (chunkLength - 1)) != 0) {
            throw OptionRefusal.of("chunk_length_in_kb must be a power of 2");
        }
        int maxCompressedLength = (int) Math.ceil(Math.min(chunkLength / minCompressRatio, Integer.MAX_VALUE));
        if (maxCompressedLength < 0) {
            throw OptionRefusal.of("Invalid negative min_compress_ratio");
        }
        if (maxCompressedLength > chunkLength && maxCompressedLength < Integer.MAX_VALUE) {
            throw OptionRefusal.of("min_compress_ratio can either be 0 or greater than or equal to 1");
        }
    }

    private static boolean isEnabled(String enabled) {
        return enabled == null || Boolean.parseBoolean(enabled);
    }

    /** CompressionParams.removeChunkLength: 4.1 also reads the deprecated chunk_length_kb. */
    private static int chunkLength(Map<String, String> options, boolean deprecated) {
        if (options.containsKey("chunk_length_in_kb")) {
            if (deprecated && options.containsKey(CHUNK_LENGTH_KB)) {
                throw OptionRefusal.of("The 'chunk_length_kb' option must not be used if the chunk length is already"
                        + " specified by the 'chunk_length_in_kb' option");
            }
            return chunkLength(options.remove("chunk_length_in_kb"));
        }
        return deprecated && options.containsKey(CHUNK_LENGTH_KB)
                ? chunkLength(options.remove(CHUNK_LENGTH_KB))
                : DEFAULT_CHUNK_LENGTH;
    }

    private static int chunkLength(String kilobytes) {
        if (kilobytes == null) {
            return DEFAULT_CHUNK_LENGTH;
        }
        try {
            int parsed = Integer.parseInt(kilobytes);
            if (parsed > Integer.MAX_VALUE / 1024) {
                throw OptionRefusal.of("Value of chunk_length_in_kb is too large (%s)", parsed);
            }
            return 1024 * parsed;
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("Invalid value for chunk_length_in_kb");
        }
    }

    /** Double.parseDouble, uncaught in Cassandra: the node answers a server error. */
    private static double parseRatio(String ratio) {
        try {
            return Double.parseDouble(ratio);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("java.lang.NumberFormatException: For input string: \"%s\"", ratio);
        }
    }

    private static void compressor(String className, Map<String, String> options) {
        if (className == null) {
            if (!options.isEmpty()) {
                throw OptionRefusal.of(
                        "Unknown compression options (%s) since no compression class found", options.keySet());
            }
            return;
        }
        String qualified = className.contains(".") ? className : PACKAGE + className;
        String simple = qualified.startsWith(PACKAGE) ? qualified.substring(PACKAGE.length()) : "";
        Set<String> supported = COMPRESSOR_OPTIONS.get(simple);
        if (supported == null) {
            throw OptionRefusal.of("Could not create Compression for type %s", qualified);
        }
        if (simple.equals("LZ4Compressor")) {
            lz4(options);
        }
        if (simple.equals("ZstdCompressor")) {
            zstd(options.get("compression_level"));
        }
        for (String option : OptionText.hashOrder(options)) {
            if (!supported.contains(option)) {
                throw OptionRefusal.of("Unknown compression options %s", option);
            }
        }
    }

    private static void lz4(Map<String, String> options) {
        String type = options.get("lz4_compressor_type");
        if (type != null && !LZ4_TYPES.contains(type)) {
            throw OptionRefusal.of(
                    "Invalid compressor type '%s' specified for LZ4 parameter 'lz4_compressor_type'. Valid options are "
                            + "%s.",
                    type, LZ4_TYPES);
        }
        String level = options.get("lz4_high_compressor_level");
        if (level != null) {
            int value;
            try {
                value = Integer.parseInt(level);
            } catch (NumberFormatException e) {
                value = 0;
            }
            if (value < 1 || value > 17) {
                throw OptionRefusal.of(
                        "Invalid value [%s] for parameter 'lz4_high_compressor_level'. Value must be between 1 and 17.",
                        level);
            }
        }
    }

    private static void zstd(String level) {
        if (level == null) {
            return;
        }
        int value;
        try {
            value = Integer.parseInt(level);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of(
                    "ZstdCompressor.create() threw an error: java.lang.NumberFormatException For input string: \"%s\"",
                    level);
        }
        if (value < ZSTD_MIN_LEVEL || value > ZSTD_MAX_LEVEL) {
            throw OptionRefusal.of(
                    "ZstdCompressor.create() threw an error: java.lang.IllegalArgumentException compression_level=%d "
                            + "is invalid",
                    value);
        }
    }
}
