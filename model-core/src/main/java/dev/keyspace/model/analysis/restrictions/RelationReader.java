package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns one relation into a restriction, refusing it where Cassandra does: unknown columns, operators a
 * column's type cannot take, constants of the wrong type, malformed tuple and token relations.
 */
final class RelationReader {

    private final Table table;
    private final String qualifiedTable;
    private final TargetRules.Querying querying;
    private final List<Column> nullColumns = new ArrayList<>();

    RelationReader(Table table, String qualifiedTable, TargetRules.Querying querying) {
        this.table = table;
        this.qualifiedTable = qualifiedTable;
        this.querying = querying;
    }

    /** Columns compared with NULL: Cassandra accepts the statement and refuses it when values are bound. */
    List<Column> nullColumns() {
        return List.copyOf(nullColumns);
    }

    private void nullOn(Column column) {
        nullColumns.add(column);
    }

    Column column(Identifier name) {
        return table.column(name)
                .orElseThrow(
                        () -> InvalidQuery.of(CassandraQueryMessages.UNDEFINED_COLUMN, name.asCql(), qualifiedTable));
    }

    Restriction single(Relation.SingleColumn relation) {
        Operator op = relation.operator();
        if (op == Operator.NEQ) {
            throw InvalidQuery.of(CassandraQueryMessages.UNSUPPORTED_NEQ, relation.asCql());
        }
        Column column = column(relation.column());
        CqlType type = column.type();
        String name = column.name().internal();
        if (relation.mapKey().isPresent()) {
            checkMapEntry(relation, type, name);
        } else if (type.isMultiCell()) {
            checkMultiCell(op, type, name);
        }
        if (op == Operator.CONTAINS && !type.isCollection()) {
            throw InvalidQuery.of(CassandraQueryMessages.CONTAINS_NON_COLLECTION, name);
        }
        if (op == Operator.CONTAINS_KEY && !(type instanceof CqlType.MapType)) {
            throw InvalidQuery.of(CassandraQueryMessages.CONTAINS_KEY_NON_MAP, name);
        }
        if (op.isSlice() && type instanceof CqlType.Native n && n.type() == NativeType.DURATION) {
            throw InvalidQuery.of(CassandraQueryMessages.DURATION_SLICE);
        }
        checkValues(relation, column);
        return Restriction.of(
                List.of(column),
                false,
                op,
                relation.mapKey().isPresent(),
                relation.values().size());
    }

    private static void checkMapEntry(Relation.SingleColumn relation, CqlType type, String name) {
        if (type instanceof CqlType.ListType) {
            throw InvalidQuery.of(CassandraQueryMessages.LIST_ENTRY, name);
        }
        if (!(type instanceof CqlType.MapType)) {
            throw InvalidQuery.of(CassandraQueryMessages.NOT_A_MAP, name);
        }
        if (!type.isMultiCell()) {
            throw InvalidQuery.of(CassandraQueryMessages.FROZEN_MAP_ENTRY, name);
        }
        if (relation.operator() != Operator.EQ) {
            throw InvalidQuery.of(CassandraQueryMessages.MAP_ENTRY_EQ_ONLY);
        }
    }

    private static void checkMultiCell(Operator op, CqlType type, String name) {
        if (type instanceof CqlType.UserTypeRef) {
            throw InvalidQuery.of(CassandraQueryMessages.NON_FROZEN_UDT, name, type.asCql());
        }
        if (op != Operator.CONTAINS && op != Operator.CONTAINS_KEY) {
            throw InvalidQuery.of(CassandraQueryMessages.COLLECTION_RELATION, name, type.asCql(), op.cql());
        }
    }

    private void checkValues(Relation.SingleColumn relation, Column column) {
        String name = column.name().internal();
        CqlType type = column.type();
        CqlType receiverType = type;
        String receiver = name;
        if (relation.operator() == Operator.CONTAINS || relation.mapKey().isPresent()) {
            receiverType = elementType(type, false);
            receiver = "value(" + name + ")";
        } else if (relation.operator() == Operator.CONTAINS_KEY) {
            receiverType = elementType(type, true);
            receiver = "key(" + name + ")";
        }
        if (relation.operator() == Operator.LIKE) {
            receiverType = type;
        }
        if (relation.mapKey().isPresent()) {
            LiteralTypes.check(relation.mapKey().get(), elementType(type, true), "key(" + name + ")", querying);
        }
        for (Term value : relation.values()) {
            LiteralTypes.check(value, receiverType, receiver, querying);
            if (LiteralTypes.isNull(value)) {
                nullOn(column);
            }
        }
    }

    private static CqlType elementType(CqlType type, boolean key) {
        if (type instanceof CqlType.MapType map) {
            return key ? map.key() : map.value();
        }
        if (type instanceof CqlType.ListType list) {
            return list.element();
        }
        if (type instanceof CqlType.SetType set) {
            return set.element();
        }
        return type;
    }

    Restriction multi(Relation.MultiColumn relation) {
        List<Column> columns = new ArrayList<>();
        Set<Column> seen = new HashSet<>();
        int previous = -1;
        for (Identifier name : relation.columns()) {
            Column column = column(name);
            if (!seen.add(column)) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.MULTI_TWICE, column.name().internal(), relation.asCql());
            }
            if (column.kind() != dev.keyspace.model.schema.ColumnKind.CLUSTERING) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.MULTI_NOT_CLUSTERING,
                        column.name().internal());
            }
            if (previous >= 0 && column.position() != previous + 1) {
                throw InvalidQuery.of(CassandraQueryMessages.MULTI_ORDER, relation.asCql());
            }
            previous = column.position();
            columns.add(column);
        }
        Operator op = relation.operator();
        if (op != Operator.EQ && op != Operator.IN && !op.isSlice()) {
            throw InvalidQuery.of(CassandraQueryMessages.MULTI_UNSUPPORTED, op.cql());
        }
        for (Term value : relation.values()) {
            if (value instanceof Term.TupleLiteral tuple) {
                for (int i = 0; i < Math.min(tuple.elements().size(), columns.size()); i++) {
                    Column column = columns.get(i);
                    LiteralTypes.check(
                            tuple.elements().get(i),
                            column.type(),
                            column.name().internal(),
                            querying);
                    if (LiteralTypes.isNull(tuple.elements().get(i))) {
                        nullOn(column);
                    }
                }
            }
        }
        return Restriction.of(columns, true, op, false, relation.values().size());
    }

    /** Checks a token relation; returns the partition-key columns it covers. */
    List<Column> token(Relation.Token relation) {
        List<Column> partitionKey = table.partitionKey();
        List<Column> columns = new ArrayList<>();
        for (Identifier name : relation.columns()) {
            columns.add(column(name));
        }
        if (!partitionKey.containsAll(columns)) {
            throw InvalidQuery.of(CassandraQueryMessages.TOKEN_ONLY_PARTITION_KEY);
        }
        if (new HashSet<>(columns).size() != columns.size()) {
            throw InvalidQuery.of(CassandraQueryMessages.TOKEN_DUPLICATES);
        }
        if (columns.size() != partitionKey.size()) {
            throw InvalidQuery.of(CassandraQueryMessages.TOKEN_ALL_OR_NONE);
        }
        if (!columns.equals(partitionKey)) {
            throw InvalidQuery.of(
                    CassandraQueryMessages.TOKEN_ORDER,
                    String.join(
                            ", ",
                            partitionKey.stream().map(c -> c.name().internal()).toList()));
        }
        Operator op = relation.operator();
        if (op != Operator.EQ && !op.isSlice()) {
            throw InvalidQuery.of(CassandraQueryMessages.TOKEN_OPERATOR, op.cql());
        }
        LiteralTypes.check(
                relation.value(), CqlType.of(NativeType.BIGINT), CassandraQueryMessages.TOKEN_RECEIVER, querying);
        return columns;
    }
}
