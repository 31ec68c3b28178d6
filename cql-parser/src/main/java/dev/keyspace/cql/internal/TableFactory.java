package dev.keyspace.cql.internal;

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Builds a {@link Table} from a CREATE TABLE, refusing what Cassandra's CREATE TABLE refuses. */
final class TableFactory {

    private TableFactory() {}

    static Table build(Keyspace keyspace, Statement.CreateTable statement, CassandraVersion target)
            throws SchemaProblem {
        Identifier name = statement.name().name();
        List<Statement.ColumnDefinition> definitions = statement.columns();
        for (Statement.ColumnDefinition column : definitions) {
            Scope.checkUserTypes(keyspace, column.type());
        }
        List<List<Identifier>> key = primaryKey(statement, keyspace);
        List<Identifier> partition = key.get(0);
        List<Identifier> clustering = new ArrayList<>(key.size() - 1);
        for (List<Identifier> part : key.subList(1, key.size())) {
            clustering.add(part.get(0));
        }
        // loops, not hash sets: a table has a few key columns among a few columns, and this runs for every table
        List<Identifier> seen = new ArrayList<>(partition.size() + clustering.size());
        for (List<Identifier> part : key) {
            for (Identifier column : part) {
                Statement.ColumnDefinition definition = named(definitions, column);
                if (definition == null) {
                    throw new SchemaProblem(String.format(
                            CassandraStatementMessages.UNKNOWN_KEY_COLUMN,
                            column.asCql(),
                            Scope.qualified(keyspace, name)));
                }
                if (positionOf(seen, column) >= 0) {
                    throw new SchemaProblem(String.format(
                            CassandraStatementMessages.DUPLICATE_KEY_COLUMN,
                            column.asCql(),
                            Scope.qualified(keyspace, name)));
                }
                seen.add(column);
                if (definition.isStatic()) {
                    throw new SchemaProblem(
                            String.format(CassandraStatementMessages.STATIC_KEY_COLUMN, column.asCql()));
                }
            }
        }
        List<ClusteringOrder> orders = clusteringOrder(statement.properties().clusteringOrder(), clustering);
        List<Column> columns = new ArrayList<>();
        for (Statement.ColumnDefinition definition : statement.columns()) {
            Identifier column = definition.name();
            int partitionAt = positionOf(partition, column);
            int clusteringAt = partitionAt >= 0 ? -1 : positionOf(clustering, column);
            ColumnKind kind;
            int position = 0;
            ClusteringOrder order = ClusteringOrder.ASC;
            if (partitionAt >= 0) {
                kind = ColumnKind.PARTITION_KEY;
                position = partitionAt;
            } else if (clusteringAt >= 0) {
                kind = ColumnKind.CLUSTERING;
                position = clusteringAt;
                order = clusteringAt < orders.size() ? orders.get(clusteringAt) : ClusteringOrder.ASC;
            } else {
                kind = definition.isStatic() ? ColumnKind.STATIC : ColumnKind.REGULAR;
            }
            columns.add(new Column(
                    column,
                    definition.type(),
                    kind,
                    position,
                    order,
                    definition.mask(),
                    definition.constraints(),
                    Optional.empty()));
        }
        Scope.checkTableOptions(statement.properties(), target);
        Table table = new Table(
                ElementId.forTable(keyspace.name(), name),
                name,
                columns,
                statement.properties().options(),
                statement.properties().compactStorage());
        refuseWhatCassandraRefuses(keyspace, table, target);
        Optional<String> migration = SchemaValidator.newTableError(keyspace, table, target);
        if (migration.isPresent()) {
            throw new SchemaProblem(migration.get());
        }
        return table;
    }

    /**
     * Refuses the table as Cassandra's CREATE TABLE would, with the model validator's first error: key column types,
     * static columns without clustering, counters mixed with other columns, column types, compact storage and masks.
     * The checks above are the ones the built table can no longer show (a column declared twice, a static key column).
     */
    static void refuseWhatCassandraRefuses(Keyspace keyspace, Table table, CassandraVersion target)
            throws SchemaProblem {
        refuseNewErrors(List.of(), SchemaValidator.tableErrors(keyspace, table, target));
    }

    /** Refuses {@code changed} for the first error the change brings, not for one the table already had. */
    static void refuseWhatCassandraRefuses(Keyspace keyspace, Table before, Table changed, CassandraVersion target)
            throws SchemaProblem {
        refuseNewErrors(
                SchemaValidator.tableErrors(keyspace, before, target),
                SchemaValidator.tableErrors(keyspace, changed, target));
    }

    private static void refuseNewErrors(List<Problem> before, List<Problem> after) throws SchemaProblem {
        for (Problem error : after) {
            if (!before.contains(error)) {
                throw new SchemaProblem(error.message());
            }
        }
    }

    /**
     * What Cassandra refuses while it reads the statement (CreateTableStatement.Raw: two PRIMARY KEYs, a column
     * ordered twice) and then prepares it (no PRIMARY KEY): before it reads the options and before it looks the
     * keyspace up. A column declared twice was refused as the statement was built, as Raw.addColumn meets it
     * ({@link TableStatements}).
     */
    static void refuseWhatParsingRefuses(Statement.CreateTable statement, Optional<Identifier> current)
            throws SchemaProblem {
        QualifiedName name = statement.name();
        String written = name.keyspace().map(k -> k.internal() + ".").orElse("")
                + name.name().internal();
        int inline = 0;
        for (Statement.ColumnDefinition column : statement.columns()) {
            inline += column.inlinePrimaryKey() ? 1 : 0;
        }
        if (inline > 1 || (inline == 1 && statement.primaryKey().isPresent())) {
            throw new SchemaProblem(String.format(CassandraStatementMessages.MULTIPLE_PRIMARY_KEYS, written));
        }
        List<Statement.Ordering> orderings = statement.properties().clusteringOrder();
        for (int i = 0; i < orderings.size(); i++) {
            Statement.Ordering ordering = orderings.get(i);
            if (orderedBefore(orderings, i)) {
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.DUPLICATE_CLUSTERING_ORDER,
                        ordering.column().internal(),
                        written));
            }
        }
        if (inline == 0 && statement.primaryKey().isEmpty()) {
            String keyspace =
                    name.keyspace().or(() -> current).map(Identifier::internal).orElse("");
            throw new SchemaProblem(String.format(
                    CassandraMessages.NO_PRIMARY_KEY,
                    keyspace + "." + name.name().internal()));
        }
    }

    /** The first definition of the column {@code name} (the builder refused a column declared twice), or null. */
    private static Statement.ColumnDefinition named(List<Statement.ColumnDefinition> definitions, Identifier name) {
        for (Statement.ColumnDefinition definition : definitions) {
            if (definition.name().equals(name)) {
                return definition;
            }
        }
        return null;
    }

    /**
     * The column's position among {@code part} (a key part, the key columns seen), or -1: a loop calling {@link
     * Identifier#equals} directly, as the JDK's shared {@code List.indexOf} calls {@code equals} on whatever every
     * caller in the program passed it.
     */
    private static int positionOf(List<Identifier> part, Identifier column) {
        for (int i = 0; i < part.size(); i++) {
            if (part.get(i).equals(column)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether an ordering before the {@code i}th names its column: a loop, as a table orders a few columns. */
    private static boolean orderedBefore(List<Statement.Ordering> orderings, int i) {
        Identifier column = orderings.get(i).column();
        for (int j = 0; j < i; j++) {
            if (orderings.get(j).column().equals(column)) {
                return true;
            }
        }
        return false;
    }

    private static List<List<Identifier>> primaryKey(Statement.CreateTable statement, Keyspace keyspace)
            throws SchemaProblem {
        List<Identifier> inline = new ArrayList<>(1);
        for (Statement.ColumnDefinition column : statement.columns()) {
            if (column.inlinePrimaryKey()) {
                inline.add(column.name());
            }
        }
        if (statement.primaryKey().isPresent()) {
            if (!inline.isEmpty()) {
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.MULTIPLE_PRIMARY_KEYS,
                        Scope.qualified(keyspace, statement.name().name())));
            }
            return statement.primaryKey().get();
        }
        if (inline.size() != 1) {
            throw new SchemaProblem(String.format(
                    inline.isEmpty()
                            ? CassandraMessages.NO_PRIMARY_KEY
                            : CassandraStatementMessages.MULTIPLE_PRIMARY_KEYS,
                    Scope.qualified(keyspace, statement.name().name())));
        }
        return List.of(List.copyOf(inline));
    }

    /** The order of each clustering column the statement orders, by position: they must be the first ones. */
    private static List<ClusteringOrder> clusteringOrder(List<Statement.Ordering> ordering, List<Identifier> clustering)
            throws SchemaProblem {
        List<ClusteringOrder> orders = new ArrayList<>(ordering.size());
        List<String> notClustering = new ArrayList<>(0); // printed as a list in the message
        for (Statement.Ordering order : ordering) {
            if (!clustering.contains(order.column())) {
                notClustering.add(order.column().internal());
            }
        }
        if (!notClustering.isEmpty()) {
            throw new SchemaProblem(String.format(CassandraStatementMessages.ORDER_NOT_CLUSTERING, notClustering));
        }
        for (int i = 0; i < ordering.size(); i++) {
            Identifier column = ordering.get(i).column();
            Identifier expected = clustering.get(i);
            if (!expected.equals(column)) {
                boolean listedLater = ordering.stream().anyMatch(o -> o.column().equals(expected));
                throw new SchemaProblem(
                        listedLater
                                ? String.format(
                                        CassandraStatementMessages.ORDER_MISMATCH, expected.asCql(), column.asCql())
                                : String.format(CassandraStatementMessages.ORDER_MISSING, expected.asCql()));
            }
            orders.add(ordering.get(i).order());
        }
        return orders;
    }
}
