package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.messages.DesignerInvariantMessages;
import dev.keyspace.model.schema.Column;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the WHERE clause says about one column, or about a tuple of clustering columns: equality, IN, a slice
 * with its bounds, CONTAINS / CONTAINS KEY / map-entry equality, or LIKE. Merging two restrictions on the
 * same column follows Cassandra's rules and refuses with its wording.
 */
final class Restriction {

    enum Kind {
        EQ,
        IN,
        SLICE,
        CONTAINS,
        LIKE
    }

    final List<Column> columns;
    final boolean multiColumn;
    final Kind kind;
    final boolean startBound;
    final boolean endBound;
    final Set<Operator> operators;
    final boolean mapEntry;
    final int inValues;

    private Restriction(
            List<Column> columns,
            boolean multiColumn,
            Kind kind,
            boolean startBound,
            boolean endBound,
            Set<Operator> operators,
            boolean mapEntry,
            int inValues) {
        this.columns = List.copyOf(columns);
        this.multiColumn = multiColumn;
        this.kind = kind;
        this.startBound = startBound;
        this.endBound = endBound;
        this.operators = Set.copyOf(operators);
        this.mapEntry = mapEntry;
        this.inValues = inValues;
    }

    static Restriction of(List<Column> columns, boolean multiColumn, Operator given, boolean mapEntry, int inValues) {
        // Cassandra reads an IN with exactly one value as an equality, everywhere (indexes, merging, paging)
        Operator operator = given == Operator.IN && inValues == 1 ? Operator.EQ : given;
        Kind kind =
                switch (operator) {
                    case EQ -> mapEntry ? Kind.CONTAINS : Kind.EQ;
                    case IN -> Kind.IN;
                    case LT, LTE, GT, GTE -> Kind.SLICE;
                    case CONTAINS, CONTAINS_KEY -> Kind.CONTAINS;
                    case LIKE -> Kind.LIKE;
                    case NEQ, IS_NOT -> throw new IllegalArgumentException(
                            String.format(DesignerInvariantMessages.NO_RESTRICTION_FOR, operator));
                };
        return new Restriction(
                columns,
                multiColumn,
                kind,
                operator.isStartBound(),
                operator.isSlice() && !operator.isStartBound(),
                EnumSet.of(operator),
                mapEntry,
                inValues);
    }

    Column firstColumn() {
        return columns.get(0);
    }

    Column lastColumn() {
        return columns.get(columns.size() - 1);
    }

    boolean isSlice() {
        return kind == Kind.SLICE;
    }

    boolean isEqOrIn() {
        return kind == Kind.EQ || kind == Kind.IN;
    }

    /**
     * Merges a later restriction on a shared column into this one, as Cassandra's existing.mergeWith(new) does; with
     * {@code byOperator}, as 6.0's MergedRestriction does, an equality or IN merged with a slice is refused by its
     * operator, naming its columns as 6.0's toCQLString does.
     */
    Restriction mergeWith(Restriction other, boolean byOperator) {
        String names = columnsInCommon(other);
        switch (kind) {
            case EQ -> throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH_EQ, names);
            case IN -> throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH_IN, names);
            case LIKE -> throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH, names, "LIKE");
            case CONTAINS -> {
                if (other.kind != Kind.CONTAINS) {
                    throw InvalidQuery.of(
                            CassandraQueryMessages.COLLECTION_RESTRICTIONS,
                            firstColumn().name().internal());
                }
                return combined(other, false, false);
            }
            default -> {
                return mergeSlice(other, names, byOperator);
            }
        }
    }

    private Restriction mergeSlice(Restriction other, String names, boolean byOperator) {
        if (byOperator && other.kind == Kind.EQ) {
            throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH_EQ, other.namesAsCql());
        }
        if (byOperator && other.kind == Kind.IN) {
            throw InvalidQuery.of(CassandraQueryMessages.MORE_THAN_ONE_WITH_IN, other.namesAsCql());
        }
        if (!other.isSlice()) {
            throw InvalidQuery.of(CassandraQueryMessages.EQ_AND_SLICE, names);
        }
        if (multiColumn || other.multiColumn) {
            if (!firstColumn().equals(other.firstColumn())) {
                throw InvalidQuery.of(CassandraQueryMessages.TWO_INEQUALITIES, names);
            }
        }
        if (startBound && other.startBound) {
            throw InvalidQuery.of(CassandraQueryMessages.TWO_START_BOUNDS, names);
        }
        if (endBound && other.endBound) {
            throw InvalidQuery.of(CassandraQueryMessages.TWO_END_BOUNDS, names);
        }
        return combined(other, startBound || other.startBound, endBound || other.endBound);
    }

    private Restriction combined(Restriction other, boolean start, boolean end) {
        Set<Operator> all = EnumSet.copyOf(operators);
        all.addAll(other.operators);
        List<Column> wider = other.columns.size() > columns.size() ? other.columns : columns;
        return new Restriction(
                wider, multiColumn || other.multiColumn, kind, start, end, all, mapEntry || other.mapEntry, inValues);
    }

    private String namesAsCql() {
        return columns.stream().map(c -> c.name().asCql()).collect(Collectors.joining(" ,"));
    }

    private String columnsInCommon(Restriction other) {
        return columns.stream()
                .filter(other.columns::contains)
                .map(c -> c.name().internal())
                .collect(Collectors.joining(", "));
    }
}
