package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.INDEX_DUPLICATE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_DUPLICATE_TARGET;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_MULTIPLE_COLUMNS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ON_VIEW;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_OPTIONS_NOT_CUSTOM;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_RESERVED_OPTION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TABLE_MISSING;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TARGET_NAME_CHARS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TARGET_NAME_LENGTH;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_UNKNOWN_CLASS;
import static dev.keyspace.model.messages.CassandraMessages.SASI_COMPLEX_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.SASI_PARTITION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.UNDEFINED_COLUMN;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** What CREATE INDEX refuses, checked for every index of a keyspace in declaration order. */
final class IndexChecks {

    private static final int NAME_LENGTH = 48;
    private static final Pattern WORD_CHARS = Pattern.compile("\\w+");

    private IndexChecks() {}

    static void check(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        Set<Identifier> names = new HashSet<>();
        List<Index> created = new ArrayList<>();
        for (Index written : keyspace.indexes()) {
            Index index = TargetRules.asTargetReads(written, target);
            String element = ElementPaths.of(keyspace.name(), index.name());
            if (!names.add(index.name())) {
                out.add(Problem.error(
                        element, String.format(INDEX_EXISTS, index.name().internal())));
                continue;
            }
            firstViolation(keyspace, index, created, target)
                    .ifPresent(message -> out.add(Problem.error(element, message)));
            NameChecks.checkIndex(index.name(), element, out);
            created.add(index);
        }
    }

    /**
     * What CREATE INDEX refuses about {@code index} when {@code earlier} are the indexes of its keyspace created
     * before it: the first error, as Cassandra stops at its first.
     */
    static Optional<String> firstViolation(
            Keyspace keyspace, Index index, List<Index> earlier, CassandraVersion version) {
        Optional<String> attributes = attributeViolation(index);
        if (attributes.isPresent()) {
            return attributes;
        }
        Optional<Table> found = keyspace.table(index.table());
        if (found.isEmpty()) {
            return Optional.of(
                    keyspace.view(index.table()).isPresent()
                            ? INDEX_ON_VIEW
                            : String.format(INDEX_TABLE_MISSING, index.table().internal()));
        }
        Table table = found.get();
        if (table.isCounterTable()) {
            return Optional.of(INDEX_ON_COUNTER_TABLE);
        }
        Optional<String> targets = targetViolation(keyspace, table, index, version);
        if (targets.isPresent()) {
            return targets;
        }
        Optional<Index> duplicate = duplicateOf(keyspace, index, earlier);
        if (duplicate.isPresent()) {
            return Optional.of(String.format(
                    INDEX_DUPLICATE,
                    index.name().internal(),
                    duplicate.get().name().internal()));
        }
        return implementationViolation(table, index, earlier);
    }

    static Optional<Index> duplicateOf(Keyspace keyspace, Index index, List<Index> earlier) {
        return earlier.stream().filter(e -> sameDefinition(keyspace, e, index)).findFirst();
    }

    /** IndexAttributes.validate: options only for a CUSTOM index, and never the two Cassandra sets itself. */
    static Optional<String> attributeViolation(Index index) {
        if (index.kind() == IndexKind.LEGACY && !index.options().isEmpty()) {
            return Optional.of(INDEX_OPTIONS_NOT_CUSTOM);
        }
        return Stream.of("class_name", "target")
                .filter(index.options()::containsKey)
                .findFirst()
                .map(option -> String.format(INDEX_RESERVED_OPTION, option));
    }

    private static Optional<String> targetViolation(
            Keyspace keyspace, Table table, Index index, CassandraVersion version) {
        String qualifiedTable = ElementPaths.of(keyspace.name(), table.name());
        for (IndexTarget target : index.targets()) {
            if (table.column(target.column()).isEmpty()) {
                return Optional.of(
                        String.format(UNDEFINED_COLUMN, target.column().asCql(), qualifiedTable));
            }
        }
        boolean custom = index.kind() != IndexKind.LEGACY;
        if (index.targets().size() > 1) {
            if (!custom) {
                return Optional.of(INDEX_MULTIPLE_COLUMNS);
            }
            Set<Identifier> targetColumns = new HashSet<>();
            for (IndexTarget target : index.targets()) {
                if (!targetColumns.add(target.column())) {
                    return Optional.of(String.format(
                            INDEX_DUPLICATE_TARGET, target.column().internal()));
                }
            }
        }
        for (IndexTarget target : index.targets()) {
            Column column = table.column(target.column()).orElseThrow();
            String name = target.column().internal();
            if (custom && !WORD_CHARS.matcher(name).matches()) {
                return Optional.of(String.format(INDEX_TARGET_NAME_CHARS, name));
            }
            if (custom && name.length() > NAME_LENGTH) {
                return Optional.of(String.format(INDEX_TARGET_NAME_LENGTH, name, NAME_LENGTH));
            }
            Optional<String> rule = IndexTargetRules.firstViolation(
                    keyspace, table, column, target.kind(), index.kind() == IndexKind.SAI, version);
            if (rule.isPresent()) {
                return rule;
            }
        }
        return Optional.empty();
    }

    /** IndexMetadata.validate: the class must be found, then its validateOptions decides. */
    private static Optional<String> implementationViolation(Table table, Index index, List<Index> earlier) {
        return switch (index.kind()) {
            case LEGACY -> Optional.empty();
            case CUSTOM -> Optional.of(
                    String.format(INDEX_UNKNOWN_CLASS, index.customClass().orElseThrow()));
            case SAI -> SaiIndexRules.firstViolation(table, index, earlier);
            case SASI -> sasiViolation(table, index);
        };
    }

    private static Optional<String> sasiViolation(Table table, Index index) {
        Column column = table.column(index.targets().get(0).column()).orElseThrow();
        if (column.type().isMultiCell()) {
            return Optional.of(SASI_COMPLEX_COLUMN);
        }
        if (column.kind() == ColumnKind.PARTITION_KEY) {
            return Optional.of(SASI_PARTITION_KEY);
        }
        return SasiOptionRules.firstViolation(column, index.options());
    }

    /** Cassandra compares everything but the name: the table, the implementation, the targets and the options. */
    private static boolean sameDefinition(Keyspace keyspace, Index a, Index b) {
        return a.table().equals(b.table())
                && a.kind() == b.kind()
                && a.usingClass().equals(b.usingClass())
                && a.options().equals(b.options())
                && effectiveTargets(keyspace, a).equals(effectiveTargets(keyspace, b));
    }

    private static List<IndexTarget> effectiveTargets(Keyspace keyspace, Index index) {
        Optional<Table> table = keyspace.table(index.table());
        return index.targets().stream()
                .map(t -> new IndexTarget(t.column(), IndexTargetRules.effectiveKind(table, t)))
                .toList();
    }
}
