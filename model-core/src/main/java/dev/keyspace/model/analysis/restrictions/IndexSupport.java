package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.NativeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which index can serve which restriction, and how indexes group: each legacy, SASI or custom index serves a
 * query alone, while every SAI index of a table serves a query together.
 */
final class IndexSupport {

    private static final Set<NativeType> SAI_EQUALITY_ONLY =
            Set.of(NativeType.TEXT, NativeType.VARCHAR, NativeType.ASCII, NativeType.BOOLEAN);

    private final List<Index> indexes;

    IndexSupport(List<Index> indexes) {
        this.indexes = List.copyOf(indexes);
    }

    boolean isEmpty() {
        return indexes.isEmpty();
    }

    List<Index> on(Column column) {
        return indexes.stream()
                .filter(i -> i.targets().stream().anyMatch(t -> t.column().equals(column.name())))
                .toList();
    }

    /**
     * True when some index makes this restriction queriable, as Cassandra's hasSupportingIndex decides: a
     * tuple when one of its columns is indexed for its operator, merged CONTAINS / CONTAINS KEY / entry
     * restrictions when one of their parts is; other restrictions when one index serves every operator.
     */
    boolean supports(Restriction restriction) {
        return indexes.stream().anyMatch(i -> restriction.columns.stream().anyMatch(c -> restriction.operators.stream()
                        .anyMatch(op -> servesColumn(i, c, op, restriction.mapEntry))))
                && (restriction.multiColumn
                        || restriction.kind == Restriction.Kind.CONTAINS
                        || indexes.stream().anyMatch(i -> serves(i, restriction)));
    }

    /** The index groups: one per non-SAI index, one for all SAI indexes together. */
    List<List<Index>> groups() {
        List<List<Index>> groups = new ArrayList<>();
        List<Index> sai =
                indexes.stream().filter(i -> i.kind() == IndexKind.SAI).toList();
        if (!sai.isEmpty()) {
            groups.add(sai);
        }
        indexes.stream().filter(i -> i.kind() != IndexKind.SAI).forEach(i -> groups.add(List.of(i)));
        return groups;
    }

    /** The first group that serves every restriction given, if any. */
    Optional<List<Index>> groupServingAll(List<Restriction> restrictions) {
        return groups().stream()
                .filter(g -> restrictions.stream().allMatch(r -> servedByGroup(g, r)))
                .findFirst();
    }

    /** Each operator on each column of the restriction is served by some index of the group. */
    private static boolean servedByGroup(List<Index> group, Restriction restriction) {
        return restriction.columns.stream().allMatch(c -> restriction.operators.stream()
                .allMatch(op -> group.stream().anyMatch(i -> servesColumn(i, c, op, restriction.mapEntry))));
    }

    Optional<IndexKind> kindServing(Restriction restriction) {
        return indexes.stream()
                .filter(i -> serves(i, restriction))
                .map(Index::kind)
                .findFirst();
    }

    /** True when the index serves the whole restriction: each operator on each of its columns. */
    static boolean serves(Index index, Restriction restriction) {
        return restriction.columns.stream().allMatch(c -> restriction.operators.stream()
                .allMatch(op -> servesColumn(index, c, op, restriction.mapEntry)));
    }

    private static boolean servesColumn(Index index, Column column, Operator operator, boolean mapEntry) {
        return index.targets().stream()
                .filter(t -> t.column().equals(column.name()))
                .anyMatch(t -> servesOperator(index.kind(), t, column.type(), operator, mapEntry));
    }

    private static boolean servesOperator(
            IndexKind kind, IndexTarget target, CqlType type, Operator operator, boolean mapEntry) {
        if (type instanceof CqlType.VectorType) {
            return false;
        }
        if (type.isCollection() && type.isMultiCell()) {
            return switch (operator) {
                case CONTAINS -> target.kind() == IndexTarget.Kind.VALUES || target.kind() == IndexTarget.Kind.SIMPLE;
                case CONTAINS_KEY -> target.kind() == IndexTarget.Kind.KEYS;
                case EQ -> mapEntry && target.kind() == IndexTarget.Kind.ENTRIES;
                default -> false;
            };
        }
        if (type.isCollection()) {
            return operator == Operator.EQ && target.kind() == IndexTarget.Kind.FULL;
        }
        return switch (kind) {
            case LEGACY, CUSTOM -> operator == Operator.EQ;
            case SAI -> operator == Operator.EQ
                    || (operator.isSlice()
                            && !(type instanceof CqlType.Native n && SAI_EQUALITY_ONLY.contains(n.type())));
            case SASI -> operator == Operator.EQ
                    || (operator.isSlice() && !isLiteral(type))
                    || (operator == Operator.LIKE && isLiteral(type));
        };
    }

    /** SASI's literal columns (text, ascii): LIKE, but no range queries. */
    private static boolean isLiteral(CqlType type) {
        return type instanceof CqlType.Native n
                && (n.type() == NativeType.TEXT || n.type() == NativeType.VARCHAR || n.type() == NativeType.ASCII);
    }

    /** True when an SAI index on this column indexes a float vector (the only kind ANN can order by). */
    boolean hasVectorIndex(Column column) {
        return on(column).stream().anyMatch(i -> i.kind() == IndexKind.SAI)
                && column.type() instanceof CqlType.VectorType;
    }

    static boolean isFloatVector(CqlType type) {
        return type instanceof CqlType.VectorType v
                && v.element() instanceof CqlType.Native n
                && n.type() == NativeType.FLOAT;
    }
}
