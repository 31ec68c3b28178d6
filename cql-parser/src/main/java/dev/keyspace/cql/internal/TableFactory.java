package dev.keyspace.cql.internal;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds a {@link Table} from a CREATE TABLE, refusing what Cassandra's CREATE TABLE refuses. */
final class TableFactory {

    private TableFactory() {}

    static Table build(Keyspace keyspace, Statement.CreateTable statement) throws SchemaProblem {
        Identifier name = statement.name().name();
        String qualified = Scope.qualified(keyspace, name);
        Map<Identifier, Statement.ColumnDefinition> byName = new HashMap<>();
        for (Statement.ColumnDefinition column : statement.columns()) {
            if (byName.put(column.name(), column) != null) {
                throw new SchemaProblem(
                        "Duplicate column '" + column.name().asCql() + "' declaration for table " + qualified);
            }
            Scope.checkUserTypes(keyspace, column.type());
        }
        List<List<Identifier>> key = primaryKey(statement, qualified);
        List<Identifier> partition = key.get(0);
        List<Identifier> clustering =
                key.subList(1, key.size()).stream().map(c -> c.get(0)).toList();
        Set<Identifier> seen = new HashSet<>();
        for (List<Identifier> part : key) {
            for (Identifier column : part) {
                Statement.ColumnDefinition definition = byName.get(column);
                if (definition == null) {
                    throw new SchemaProblem("Unknown column '" + column.asCql()
                            + "' referenced in PRIMARY KEY for table '" + qualified + "'");
                }
                if (!seen.add(column)) {
                    throw new SchemaProblem("Duplicate column '" + column.asCql()
                            + "' in PRIMARY KEY clause for table '" + qualified + "'");
                }
                checkKeyColumn(definition);
            }
        }
        Map<Identifier, ClusteringOrder> orders =
                clusteringOrder(statement.properties().clusteringOrder(), clustering);
        List<Column> columns = new ArrayList<>();
        for (Statement.ColumnDefinition definition : statement.columns()) {
            Identifier column = definition.name();
            ColumnKind kind;
            int position = 0;
            if (partition.contains(column)) {
                kind = ColumnKind.PARTITION_KEY;
                position = partition.indexOf(column);
            } else if (clustering.contains(column)) {
                kind = ColumnKind.CLUSTERING;
                position = clustering.indexOf(column);
            } else {
                kind = definition.isStatic() ? ColumnKind.STATIC : ColumnKind.REGULAR;
            }
            columns.add(new Column(
                    column,
                    definition.type(),
                    kind,
                    position,
                    orders.getOrDefault(column, ClusteringOrder.ASC),
                    definition.mask()));
        }
        Scope.checkTableOptions(statement.properties());
        Table table = new Table(
                ElementId.forTable(keyspace.name(), name),
                name,
                columns,
                statement.properties().options(),
                statement.properties().compactStorage());
        checkColumnKinds(table);
        return table;
    }

    /** Refuses static columns without clustering and a mix of counter and non-counter columns. */
    static void checkColumnKinds(Table table) throws SchemaProblem {
        if (!table.staticColumns().isEmpty() && table.clustering().isEmpty()) {
            throw new SchemaProblem(
                    "Static columns are only useful (and thus allowed) if the table has at least one clustering column");
        }
        long counters = table.columns().stream()
                .filter(c -> !c.isPrimaryKey() && c.type().isCounter())
                .count();
        long others = table.columns().stream().filter(c -> !c.isPrimaryKey()).count() - counters;
        if (counters > 0 && others > 0) {
            throw new SchemaProblem("Cannot mix counter and non counter columns in the same table");
        }
    }

    private static List<List<Identifier>> primaryKey(Statement.CreateTable statement, String qualified)
            throws SchemaProblem {
        List<Identifier> inline = statement.columns().stream()
                .filter(Statement.ColumnDefinition::inlinePrimaryKey)
                .map(Statement.ColumnDefinition::name)
                .toList();
        if (statement.primaryKey().isPresent()) {
            if (!inline.isEmpty()) {
                throw new SchemaProblem("Multiple PRIMARY KEY specifications are not allowed");
            }
            return statement.primaryKey().get();
        }
        if (inline.size() != 1) {
            throw new SchemaProblem(
                    inline.isEmpty()
                            ? "No PRIMARY KEY specified for table '" + qualified + "' (exactly one required)"
                            : "Multiple PRIMARY KEY specifications are not allowed");
        }
        return List.of(inline);
    }

    private static void checkKeyColumn(Statement.ColumnDefinition column) throws SchemaProblem {
        CqlType type = column.type();
        String name = column.name().asCql();
        if (column.isStatic()) {
            throw new SchemaProblem("Static column '" + name + "' cannot be part of the PRIMARY KEY");
        }
        if (type.isMultiCell()) {
            String what = type instanceof CqlType.UserTypeRef ? "user-defined type" : "collection type";
            throw new SchemaProblem(
                    "Invalid non-frozen " + what + " " + type.asCql() + " for PRIMARY KEY column '" + name + "'");
        }
        if (type.isCounter() || type.equals(CqlType.of(NativeType.DURATION))) {
            throw new SchemaProblem(type.asCql() + " type is not supported for PRIMARY KEY column '" + name + "'");
        }
    }

    private static Map<Identifier, ClusteringOrder> clusteringOrder(
            List<Statement.Ordering> ordering, List<Identifier> clustering) throws SchemaProblem {
        Map<Identifier, ClusteringOrder> orders = new HashMap<>();
        for (int i = 0; i < ordering.size(); i++) {
            Identifier column = ordering.get(i).column();
            if (!clustering.contains(column)) {
                throw new SchemaProblem("Only clustering key columns can be defined in CLUSTERING ORDER directive: "
                        + column.asCql() + " is not a clustering column");
            }
            Identifier expected = clustering.get(i);
            if (!expected.equals(column)) {
                boolean listedLater = ordering.stream().anyMatch(o -> o.column().equals(expected));
                throw new SchemaProblem(
                        listedLater
                                ? "The order of columns in the CLUSTERING ORDER directive must match that of the clustering"
                                        + " columns (" + expected.asCql() + " must appear before " + column.asCql()
                                        + ")"
                                : "Missing CLUSTERING ORDER for column " + expected.asCql());
            }
            orders.put(column, ordering.get(i).order());
        }
        return orders;
    }
}
