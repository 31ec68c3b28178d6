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
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a target release lacks of what Cassandra 5.0 has, in that release's words: the one home of the differences
 * between targets. The checks of {@link SchemaValidator} take the target as a parameter and ask here; nothing else
 * decides what a target has. Read from cassandra-all 4.1.10's sources: its TableParams.Option lacks
 * {@code allow_auto_snapshot} and {@code incremental_backups} (so PropertyDefinitions names them unknown), its
 * compaction package lacks UnifiedCompactionStrategy (CompactionParams.classFromName: "Unable to find compaction
 * strategy class"), it has no SAI (IndexMetadata.validate looks the class up: "Unable to find custom indexer
 * class"), and its grammar lacks {@code vector}, {@code MASKED}, {@code ANN} and the mask permissions
 * ({@link TargetFeature}).
 */
public final class TargetRules {

    private static final Set<String> OPTIONS_SINCE_5_0 = Set.of("allow_auto_snapshot", "incremental_backups");
    private static final String COMPACTION_PACKAGE = "org.apache.cassandra.db.compaction.";
    private static final String UCS = COMPACTION_PACKAGE + "UnifiedCompactionStrategy";

    private TargetRules() {}

    /** Whether {@code target} knows the table option {@code name}. */
    public static boolean knowsOption(String name, CassandraVersion target) {
        return TableOptions.KNOWN_NAMES.contains(name)
                && (target.atLeast(CassandraVersion.V5_0) || !OPTIONS_SINCE_5_0.contains(name));
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
        return compactionError(options, target).isEmpty();
    }

    /** The compaction strategy {@code target} cannot find, as CompactionParams.fromMap refuses it, or empty. */
    static Optional<String> compactionError(TableOptions options, CassandraVersion target) {
        OptionValue compaction = options.values().get("compaction");
        if (target.atLeast(CassandraVersion.V5_0) || !(compaction instanceof OptionValue.MapValue map)) {
            return Optional.empty();
        }
        String className = map.asStrings().get("class");
        if (className == null) {
            return Optional.empty();
        }
        String qualified = className.contains(".") ? className : COMPACTION_PACKAGE + className;
        return qualified.equals(UCS)
                ? Optional.of(String.format(CompactionChecks.UNKNOWN_STRATEGY, qualified))
                : Optional.empty();
    }

    /** The refusal of a feature {@code target} lacks, naming the release that has it. */
    public static String notInTarget(TargetFeature feature, CassandraVersion target) {
        return String.format(NOT_IN_TARGET, feature.description(), feature.since(), target);
    }

    /**
     * What a project's model uses that {@code target} cannot read at all: vector types (columns and type fields) and
     * masked columns. The differences {@code target} words itself (options, indexes) are found by the checks that
     * take the target.
     */
    static void check(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        if (TargetFeature.VECTOR_TYPE.in(target) && TargetFeature.DATA_MASKING.in(target)) {
            return; // the latest release reads every type and mask (and this runs on every check of every keyspace)
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
