package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.DesignerMessages.NOT_IN_TARGET;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a target release lacks of what Cassandra 5.0 has, in that release's words: the one home of the differences
 * between targets. The checks of {@link SchemaValidator} take the target as a parameter and ask here; nothing else
 * decides what a target has. Read from cassandra-all 4.1.10's sources: its TableParams.Option lacks
 * {@code allow_auto_snapshot} and {@code incremental_backups} (so PropertyDefinitions names them unknown), its
 * compaction package lacks UnifiedCompactionStrategy (CompactionParams.classFromName: "Unable to find compaction
 * strategy class") and has DateTieredCompactionStrategy, it reads options otherwise ({@link Reading}), it has no SAI (IndexMetadata.validate looks the class up: "Unable to find custom indexer
 * class"), and its grammar lacks {@code vector}, {@code MASKED}, {@code ANN} and the mask permissions
 * ({@link TargetFeature}).
 */
public final class TargetRules {

    private static final Set<String> OPTIONS_SINCE_5_0 = Set.of("allow_auto_snapshot", "incremental_backups");

    /** 6.0's TableParams.Option adds it (values in its TransactionalMode). */
    static final String TRANSACTIONAL_MODE = "transactional_mode";

    private TargetRules() {}

    /** Whether {@code target} knows the table option {@code name}. */
    public static boolean knowsOption(String name, CassandraVersion target) {
        return TableOptions.KNOWN_NAMES.contains(name)
                && (target.atLeast(CassandraVersion.V5_0) || !OPTIONS_SINCE_5_0.contains(name))
                && (TargetFeature.TRANSACTIONAL_MODE.in(target) || !name.equals(TRANSACTIONAL_MODE));
    }

    /**
     * The refusal of an option name {@code target} does not know: Cassandra's own words, except for an option a later
     * release brought, which names that release.
     */
    static String unknownOption(String name, CassandraVersion target) {
        return name.equals(TRANSACTIONAL_MODE)
                ? notInTarget(TargetFeature.TRANSACTIONAL_MODE, target)
                : String.format(dev.keyspace.model.messages.CassandraMessages.UNKNOWN_PROPERTY, name);
    }

    /**
     * The index as {@code target} reads it: before 5.0 a SAI index names a class the release does not have, so it is
     * the custom index of that class, refused where Cassandra looks the class up.
     */
    public static Index asTargetReads(Index index, CassandraVersion target) {
        if (target.atLeast(CassandraVersion.V5_0) || index.kind() != IndexKind.SAI) {
            return index;
        }
        return new Index(
                index.name(), index.table(), IndexKind.CUSTOM, index.targets(), index.usingClass(), index.options());
    }

    /** Whether {@code target} has the compaction strategy {@code options} name (or none is named). */
    public static boolean knowsCompaction(TableOptions options, CassandraVersion target) {
        OptionValue compaction = options.values().get("compaction");
        if (!(compaction instanceof OptionValue.MapValue map)) {
            return true;
        }
        String className = map.asStrings().get("class");
        return className == null
                || CompactionChecks.strategy(className, reading(target)).isPresent();
    }

    /**
     * How {@code target} reads a table's options where releases differ, as their code does (4.1.10 against 5.0.9):
     * 4.1's CREATE and ALTER TABLE name an unknown option before reading any value (5.0 reads the values in its
     * validate, to check the default TTL, first); 5.0 takes a bloom_filter_fp_chance of -1 for the strategy's default;
     * 4.1 still reads the compression options it deprecated (sstable_compression, chunk_length_kb, crc_check_chance);
     * the compaction strategies each ships (4.1 has DateTieredCompactionStrategy, 5.0 UnifiedCompactionStrategy); 5.0
     * bounds the bytes a leveled compaction level may hold; 4.1 quotes the sstable size where a fanout_size does not
     * parse; and 4.1 words a bad keyspace or table name as one rule (and does not bound a table name's length).
     */
    record Reading(
            boolean namesBeforeValues,
            boolean bloomMinusOneIsDefault,
            boolean deprecatedCompressionOptions,
            Set<String> compactionStrategies,
            boolean levelBytesLimit,
            boolean fanoutErrorQuotesSize,
            boolean oneNameRule,
            boolean transactionalMode) {}

    private static final Reading READING_4_1 = new Reading(
            true,
            false,
            true,
            Set.of(
                    "SizeTieredCompactionStrategy",
                    "LeveledCompactionStrategy",
                    "TimeWindowCompactionStrategy",
                    "DateTieredCompactionStrategy"),
            false,
            true,
            true,
            false);

    private static final Reading READING_5_0 = new Reading(
            false,
            true,
            false,
            Set.of(
                    "SizeTieredCompactionStrategy",
                    "LeveledCompactionStrategy",
                    "TimeWindowCompactionStrategy",
                    "UnifiedCompactionStrategy"),
            true,
            false,
            false,
            false);

    /** 6.0 reads as 5.0 does (judged only for its new DDL: ADR 0030), and reads transactional_mode. */
    private static final Reading READING_6_0 = new Reading(
            READING_5_0.namesBeforeValues(),
            READING_5_0.bloomMinusOneIsDefault(),
            READING_5_0.deprecatedCompressionOptions(),
            READING_5_0.compactionStrategies(),
            READING_5_0.levelBytesLimit(),
            READING_5_0.fanoutErrorQuotesSize(),
            READING_5_0.oneNameRule(),
            true);

    static Reading reading(CassandraVersion target) {
        if (target.atLeast(CassandraVersion.V6_0)) {
            return READING_6_0;
        }
        return target.atLeast(CassandraVersion.V5_0) ? READING_5_0 : READING_4_1;
    }

    /** The refusal of a feature {@code target} lacks, naming the release that has it. */
    public static String notInTarget(TargetFeature feature, CassandraVersion target) {
        return String.format(NOT_IN_TARGET, feature.description(), feature.since(), target);
    }

    /**
     * What a project's model uses that {@code target} cannot read at all: vector types (columns and type fields),
     * masked columns, and 6.0's column constraints and column comments. The differences {@code target} words itself (options, indexes) are found by the checks that
     * take the target.
     */
    static void check(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        if (Arrays.stream(TargetFeature.values()).allMatch(feature -> feature.in(target))) {
            return; // the latest release reads every design (and this runs on every check of every keyspace)
        }
        if (keyspace.comment().isPresent() && !TargetFeature.COMMENT_ON.in(target)) {
            out.add(Problem.error(ElementPaths.of(keyspace.name()), notInTarget(TargetFeature.COMMENT_ON, target)));
        }
        for (UserType type : keyspace.types()) {
            for (UserType.Field field : type.fields()) {
                unreadableType(field.type(), target)
                        .ifPresent(m -> out.add(Problem.error(UserTypeChecks.element(keyspace, type, field), m)));
            }
        }
        for (Table table : keyspace.tables()) {
            for (Column column : table.columns()) {
                unreadableType(column.type(), target)
                        .ifPresent(m -> out.add(Problem.error(TableChecks.columnElement(keyspace, table, column), m)));
                if (column.mask().isPresent() && !TargetFeature.DATA_MASKING.in(target)) {
                    out.add(Problem.error(
                            TableChecks.columnElement(keyspace, table, column),
                            notInTarget(TargetFeature.DATA_MASKING, target)));
                }
                if (!column.constraints().isEmpty() && !TargetFeature.COLUMN_CONSTRAINTS.in(target)) {
                    out.add(Problem.error(
                            TableChecks.columnElement(keyspace, table, column),
                            notInTarget(TargetFeature.COLUMN_CONSTRAINTS, target)));
                }
                if (column.comment().isPresent() && !TargetFeature.COMMENT_ON.in(target)) {
                    out.add(Problem.error(
                            TableChecks.columnElement(keyspace, table, column),
                            notInTarget(TargetFeature.COMMENT_ON, target)));
                }
            }
        }
    }

    private static Optional<String> unreadableType(CqlType type, CassandraVersion target) {
        return !TargetFeature.VECTOR_TYPE.in(target) && hasVector(type)
                ? Optional.of(notInTarget(TargetFeature.VECTOR_TYPE, target))
                : Optional.empty();
    }

    private static boolean hasVector(CqlType type) {
        return type instanceof CqlType.VectorType || type.children().stream().anyMatch(TargetRules::hasVector);
    }
}
