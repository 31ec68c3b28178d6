package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.CassandraMessages.INDEX_COMPACT_KEY;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_CUSTOM_TARGET_NAME;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_DUPLICATE;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_DUPLICATE_TARGET;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_EXISTS;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_MULTIPLE_COLUMNS;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_ON_COUNTER_TABLE;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_ON_VIEW;
import static dev.keyspace.model.validation.CassandraMessages.INDEX_TABLE_MISSING;
import static dev.keyspace.model.validation.CassandraMessages.UNDEFINED_COLUMN;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** What CREATE INDEX refuses, checked for every index of a keyspace in declaration order. */
final class IndexChecks {

    private static final int NAME_LENGTH = 48;
    private static final Pattern WORD_CHARS = Pattern.compile("\\w+");

    private IndexChecks() {}

    static void check(Keyspace keyspace, List<Problem> out) {
        Set<Identifier> names = new HashSet<>();
        List<Index> created = new ArrayList<>();
        for (Index index : keyspace.indexes()) {
            String element = ElementPaths.of(keyspace.name(), index.name());
            if (!names.add(index.name())) {
                out.add(Problem.error(
                        element, String.format(INDEX_EXISTS, index.name().internal())));
                continue;
            }
            checkIndex(keyspace, index, element, out);
            created.stream()
                    .filter(existing -> sameDefinition(keyspace, existing, index))
                    .findFirst()
                    .ifPresent(existing -> out.add(Problem.error(
                            element,
                            String.format(
                                    INDEX_DUPLICATE,
                                    index.name().internal(),
                                    existing.name().internal()))));
            NameChecks.checkIndex(index.name(), element, out);
            created.add(index);
        }
    }

    private static void checkIndex(Keyspace keyspace, Index index, String element, List<Problem> out) {
        Optional<Table> found = keyspace.table(index.table());
        if (found.isEmpty()) {
            String message = keyspace.view(index.table()).isPresent()
                    ? INDEX_ON_VIEW
                    : String.format(INDEX_TABLE_MISSING, index.table().internal());
            out.add(Problem.error(element, message));
            return;
        }
        Table table = found.get();
        if (table.isCounterTable()) {
            out.add(Problem.error(element, INDEX_ON_COUNTER_TABLE));
            return;
        }
        boolean custom = index.kind() != IndexKind.LEGACY;
        if (index.targets().size() > 1) {
            if (!custom) {
                out.add(Problem.error(element, INDEX_MULTIPLE_COLUMNS));
            }
            Set<Identifier> targetColumns = new HashSet<>();
            index.targets().stream()
                    .filter(t -> !targetColumns.add(t.column()))
                    .forEach(t -> out.add(Problem.error(
                            element,
                            String.format(INDEX_DUPLICATE_TARGET, t.column().internal()))));
        }
        String qualifiedTable = ElementPaths.of(keyspace.name(), table.name());
        for (IndexTarget target : index.targets()) {
            Optional<Column> column = table.column(target.column());
            if (column.isEmpty()) {
                String message = String.format(UNDEFINED_COLUMN, target.column().asCql(), qualifiedTable);
                out.add(Problem.error(element, message));
                continue;
            }
            if (custom && !isValidName(target.column().internal())) {
                String message =
                        String.format(INDEX_CUSTOM_TARGET_NAME, target.column().internal(), NAME_LENGTH);
                out.add(Problem.error(element, message));
            }
            if (table.compactStorage() && column.get().isPrimaryKey()) {
                out.add(Problem.error(element, INDEX_COMPACT_KEY));
                continue;
            }
            IndexTargetRules.firstViolation(keyspace, table, column.get(), target.kind())
                    .ifPresent(message -> out.add(Problem.error(element, message)));
        }
    }

    private static boolean isValidName(String name) {
        return !name.isEmpty()
                && name.length() <= NAME_LENGTH
                && WORD_CHARS.matcher(name).matches();
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
