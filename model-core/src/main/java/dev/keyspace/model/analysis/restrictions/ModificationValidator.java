package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.messages.CassandraWriteMessages;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What Cassandra 5.0.9 refuses in an UPDATE or DELETE beyond its table (UpdateStatement.ParsedUpdate,
 * DeleteStatement.Parsed and StatementRestrictions for a modification): the columns set or deleted, then the WHERE
 * clause, which must name the whole partition key by equality or IN and, for an UPDATE of a regular column, every
 * clustering column by equality or IN. Relations that conflict with each other are left to the node.
 */
public final class ModificationValidator {

    /** UPDATE or DELETE, as Cassandra's StatementType prints them in its messages. */
    public enum Kind {
        UPDATE,
        DELETE
    }

    /**
     * A column an UPDATE sets or a DELETE deletes, with the value an UPDATE assigns it ({@code column = value}),
     * when the statement assigns one this validator can read.
     */
    public record Target(Identifier column, Optional<Term> assigned) {
        public Target {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(assigned, "assigned");
        }

        public static Target deleted(Identifier column) {
            return new Target(column, Optional.empty());
        }
    }

    private ModificationValidator() {}

    /**
     * Cassandra's refusal of the statement, if any.
     *
     * @param modified the columns the statement sets (UPDATE) or deletes (DELETE, empty for a whole row), in order
     * @param qualifiedTable the table as {@code keyspace.table}, for the undefined-column message
     */
    public static Optional<String> refusal(
            Kind kind,
            Table table,
            String qualifiedTable,
            List<Target> modified,
            List<Relation> where,
            CassandraVersion target) {
        try {
            check(kind, table, qualifiedTable, modified, where, TargetRules.querying(target));
            return Optional.empty();
        } catch (InvalidQuery refused) {
            return Optional.of(refused.getMessage());
        }
    }

    private static void check(
            Kind kind,
            Table table,
            String qualifiedTable,
            List<Target> modified,
            List<Relation> where,
            TargetRules.Querying querying) {
        RelationReader reader = new RelationReader(table, qualifiedTable, querying);
        List<Column> columns = new ArrayList<>();
        for (Target target : modified) {
            Column column = reader.column(target.column());
            if (column.isPrimaryKey()) {
                throw InvalidQuery.of(
                        kind == Kind.UPDATE ? CassandraWriteMessages.KEY_IN_SET : CassandraWriteMessages.KEY_DELETED,
                        column.name().internal());
            }
            target.assigned().ifPresent(value -> checkAssigned(value, column, querying));
            columns.add(column);
        }
        WhereAnalysis restrictions = new WhereAnalysis(
                table,
                qualifiedTable,
                where,
                relation -> {
                    if (relation instanceof Relation.SingleColumn single
                            && (single.operator() == Operator.CONTAINS || single.operator() == Operator.CONTAINS_KEY)) {
                        throw InvalidQuery.of(
                                CassandraWriteMessages.OPERATION_WITH,
                                kind,
                                single.operator().cql());
                    }
                },
                querying);
        Set<Column> restricted = new LinkedHashSet<>(restrictions.partition.columns());
        restricted.addAll(restrictions.clustering.columns());
        restricted.addAll(restrictions.others.columns());
        boolean token = restrictions.hasToken;
        String type = kind.name();
        if (token) {
            throw InvalidQuery.of(CassandraWriteMessages.TOKEN_IN_WRITE, type);
        }
        missing(CassandraWriteMessages.MISSING_PARTITION_KEY_PARTS, table.partitionKey(), restricted);
        if (restrictions.partition.has(Restriction.Kind.SLICE)) {
            throw InvalidQuery.of(CassandraWriteMessages.WRITE_PARTITION_KEY_RELATION, type);
        }
        boolean onlyStatic = !columns.isEmpty() && columns.stream().allMatch(c -> c.kind() == ColumnKind.STATIC);
        boolean clusteringRestricted = table.clustering().stream().anyMatch(restricted::contains);
        if (onlyStatic && clusteringRestricted) {
            throw InvalidQuery.of(CassandraWriteMessages.STATIC_WRITE_CLUSTERING, type);
        }
        if (kind == Kind.UPDATE) {
            if (restrictions.clustering.has(Restriction.Kind.SLICE)) {
                throw InvalidQuery.of(CassandraWriteMessages.WRITE_CLUSTERING_SLICE, type);
            }
            if (!onlyStatic) {
                missing(CassandraWriteMessages.MISSING_CLUSTERING_KEYS, table.clustering(), restricted);
            }
        } else {
            // a DELETE may name a prefix of the clustering key, and no column after a gap
            List<Column> named = restrictions.clustering.columns().stream()
                    .sorted(Comparator.comparingInt(Column::position))
                    .toList();
            for (int i = 0; i < named.size(); i++) {
                if (!named.get(i).equals(table.clustering().get(i))) {
                    throw InvalidQuery.of(
                            CassandraQueryMessages.PRECEDING_NOT_RESTRICTED,
                            named.get(i).name().internal(),
                            table.clustering().get(i).name().internal());
                }
            }
        }
        String others = restricted.stream()
                .filter(c -> !c.isPrimaryKey())
                .map(c -> c.name().internal())
                .collect(Collectors.joining(", "));
        if (!others.isEmpty()) {
            throw InvalidQuery.of(CassandraWriteMessages.WRITE_NON_KEY_WHERE, others);
        }
    }

    /** Operation.SetValue: the value is prepared for the column, then a counter refuses being set at all. */
    private static void checkAssigned(Term value, Column column, TargetRules.Querying querying) {
        LiteralTypes.check(value, column.type(), column.name().internal(), querying);
        if (column.type().isCounter()) {
            throw InvalidQuery.of(
                    CassandraWriteMessages.SET_COUNTER, column.name().internal());
        }
    }

    private static void missing(String message, List<Column> key, Set<Column> restricted) {
        String absent = key.stream()
                .filter(c -> !restricted.contains(c))
                .map(c -> c.name().internal())
                .collect(Collectors.joining(", "));
        if (!absent.isEmpty()) {
            throw InvalidQuery.of(message, absent);
        }
    }
}
