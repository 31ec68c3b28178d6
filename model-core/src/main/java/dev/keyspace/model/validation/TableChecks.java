package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.DUPLICATE_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.MIXED_COUNTERS;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_COLLECTION_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_WITH_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.NO_PRIMARY_KEY;
import static dev.keyspace.model.messages.CassandraMessages.STATIC_WITHOUT_CLUSTERING;
import static dev.keyspace.model.messages.CassandraMessages.TTL_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.DesignerMessages.KEY_POSITIONS;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What CREATE TABLE refuses about a table's columns and keys: duplicates, a missing or gapped primary key, key
 * column types, static columns without clustering, counters mixed with other columns, and column types.
 */
final class TableChecks {

    /** Up to this many columns, repeated names are found pair by pair (at most 120 comparisons). */
    private static final int PAIRWISE_UP_TO = 16;

    private TableChecks() {}

    static void check(Keyspace keyspace, Table table, CassandraVersion target, List<Problem> out) {
        // the table's path is its qualified name too; printed only for a problem, as this runs on every added table
        Supplier<String> tableElement = () -> ElementPaths.of(keyspace.name(), table.name());
        NameChecks.checkTable(keyspace.name(), table.name(), tableElement, target, out);
        checkDuplicateColumns(keyspace, table, tableElement, out);
        List<Column> partitionKey = table.partitionKey();
        List<Column> clustering = table.clustering();
        if (partitionKey.isEmpty()) {
            String qualifiedName = tableElement.get();
            out.add(Problem.error(qualifiedName, String.format(NO_PRIMARY_KEY, qualifiedName)));
        }
        checkPositions("Partition key", partitionKey, table, tableElement, out);
        checkPositions("Clustering", clustering, table, tableElement, out);
        partitionKey.forEach(column -> checkKeyColumn(keyspace, table, column, out));
        clustering.forEach(column -> checkKeyColumn(keyspace, table, column, out));
        if (!table.compactStorage() && clustering.isEmpty()) {
            table.staticColumns()
                    .forEach(column ->
                            out.add(Problem.error(columnElement(keyspace, table, column), STATIC_WITHOUT_CLUSTERING)));
        }
        checkCounters(table, tableElement, out);
        for (Column column : table.columns()) {
            if (column.type() instanceof CqlType.Native) {
                continue; // nothing to check in a native type (most columns)
            }
            Supplier<String> element = () -> columnElement(keyspace, table, column);
            TypeShapeChecks.check(column.type(), keyspace, element, out);
            checkNonFrozenUdt(keyspace, column, element, out);
        }
        DroppedColumnChecks.check(keyspace, table, out);
        CompactStorageChecks.check(keyspace, table, out);
        TableOptionChecks.check(table.options(), tableElement, target, out);
        MaskChecks.check(keyspace, table, out);
        ConstraintChecks.check(keyspace, table, target, out);
    }

    static String columnElement(Keyspace keyspace, Table table, Column column) {
        return ElementPaths.of(keyspace.name(), table.name(), column.name());
    }

    /** Every column whose name an earlier column has; a short list is compared pair by pair, not through a set. */
    private static void checkDuplicateColumns(
            Keyspace keyspace, Table table, Supplier<String> qualifiedName, List<Problem> out) {
        List<Column> columns = table.columns();
        Set<Identifier> seen = columns.size() > PAIRWISE_UP_TO ? new HashSet<>() : null;
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            boolean repeated = seen != null ? !seen.add(column.name()) : namedBefore(columns, i);
            if (repeated) {
                String message = String.format(DUPLICATE_COLUMN, column.name().internal(), qualifiedName.get());
                out.add(Problem.error(columnElement(keyspace, table, column), message));
            }
        }
    }

    private static boolean namedBefore(List<Column> columns, int index) {
        Identifier name = columns.get(index).name();
        for (int j = 0; j < index; j++) {
            if (columns.get(j).name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The model orders key columns by position; a gap or a repeat has no CQL spelling, so it is refused here. */
    private static void checkPositions(
            String role, List<Column> key, Table table, Supplier<String> element, List<Problem> out) {
        boolean dense = true;
        for (int i = 0; i < key.size(); i++) {
            dense &= key.get(i).position() == i;
        }
        if (!dense) {
            List<Integer> positions = key.stream().map(Column::position).toList();
            String message = String.format(KEY_POSITIONS, role, table.name().internal(), key.size() - 1, positions);
            out.add(Problem.error(element.get(), message));
        }
    }

    /** One problem per key column, the first Cassandra would find, in Cassandra's order. */
    private static void checkKeyColumn(Keyspace keyspace, Table table, Column column, List<Problem> out) {
        CqlType type = column.type();
        String name = column.name().internal();
        String message;
        if (type.isMultiCell()) {
            message = type.isCollection()
                    ? String.format(NON_FROZEN_COLLECTION_IN_KEY, type.asCql(), name)
                    : String.format(
                            NON_FROZEN_UDT_IN_KEY, qualifiedTypeName(keyspace, (CqlType.UserTypeRef) type), name);
        } else if (type.isCounter()) {
            message = String.format(COUNTER_IN_KEY, name);
        } else if (TypeShapeChecks.referencesDuration(type, keyspace)) {
            message = String.format(DURATION_IN_KEY, name);
        } else {
            return;
        }
        out.add(Problem.error(columnElement(keyspace, table, column), message));
    }

    /**
     * Cassandra names a non-frozen UDT by its keyspace-qualified name passed through ColumnIdentifier.maybeQuote,
     * which quotes it because of the dot.
     */
    private static String qualifiedTypeName(Keyspace keyspace, CqlType.UserTypeRef ref) {
        Identifier typeKeyspace = ref.keyspace().orElse(keyspace.name());
        return '"' + typeKeyspace.internal() + "." + ref.name().internal() + '"';
    }

    /** Counter key columns are reported on their own, so only non-key columns decide what a counter table is. */
    private static void checkCounters(Table table, Supplier<String> element, List<Problem> out) {
        if (!table.isCounterTable()) {
            return;
        }
        boolean mixed = table.columns().stream()
                .anyMatch(c -> !c.isPrimaryKey() && !c.type().isCounter());
        if (mixed) {
            out.add(Problem.error(element.get(), MIXED_COUNTERS));
        }
        if (table.options().defaultTimeToLive().orElse(0) > 0) {
            out.add(Problem.error(element.get(), TTL_ON_COUNTER_TABLE));
        }
    }

    private static void checkNonFrozenUdt(
            Keyspace keyspace, Column column, Supplier<String> element, List<Problem> out) {
        if (column.type() instanceof CqlType.UserTypeRef ref && ref.isMultiCell()) {
            boolean nestedMultiCell = keyspace.type(ref.name()).stream()
                    .flatMap(t -> t.fields().stream())
                    .anyMatch(f -> f.type().isMultiCell());
            if (nestedMultiCell) {
                out.add(Problem.error(element.get(), NON_FROZEN_UDT_WITH_COLLECTION));
            }
        }
    }
}
