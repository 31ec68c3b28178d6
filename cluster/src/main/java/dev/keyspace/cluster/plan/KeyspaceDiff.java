package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.CassandraDefaults;
import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.SchemaOrder;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/** One keyspace of the project against the cluster: created whole when missing, else compared part by part. */
final class KeyspaceDiff {

    private final CqlWriter writer = new CqlWriter();
    private final CqlChangeWriter changes = new CqlChangeWriter();
    private final DependentsDiff dependents = new DependentsDiff();
    private final FunctionDiff functions = new FunctionDiff();

    void compare(Keyspace wanted, Optional<Keyspace> live, PlanBuilder plan) {
        if (live.isEmpty()) {
            create(wanted, plan);
            return;
        }
        Keyspace current = live.get();
        String element = wanted.name().asCql();
        boolean fastPathChanged = !CassandraDefaults.sameKeyspaceFastPath(wanted.fastPath(), current.fastPath());
        boolean altered = !CassandraDefaults.sameReplication(wanted.replication(), current.replication())
                || wanted.durableWrites() != current.durableWrites()
                || fastPathChanged;
        if (altered) {
            // a fast_path the project leaves out is set back to 6.0's default, which ALTER would otherwise keep
            Keyspace written = fastPathChanged && wanted.fastPath().isEmpty()
                    ? wanted.withFastPath(Optional.of(CassandraDefaults.keyspaceFastPathDefault()))
                    : wanted;
            plan.add(
                    Phase.KEYSPACE,
                    PlannedStatement.alter(changes.alterKeyspace(written), element, keyspaceDetail(wanted, current)));
        }
        // 6.0-alpha2's ALTER KEYSPACE drops the keyspace's comment (asAlteredKeyspaceParams): set it again
        if (!wanted.comment().equals(current.comment())
                || (altered && wanted.comment().isPresent())) {
            plan.add(
                    Phase.KEYSPACE,
                    PlannedStatement.alter(
                            changes.commentOnKeyspace(wanted),
                            element,
                            wanted.comment().isPresent() ? "comment set" : "comment removed"));
        }
        types(wanted, current, plan);
        functions.compare(wanted, current, plan);
        OldNewDiff.compare(
                wanted.tables(),
                current.tables(),
                Table::name,
                added -> createTable(wanted, added, plan),
                (table, existing) -> TableDiff.compare(wanted, table, existing, plan),
                removed -> plan.add(
                        Phase.DROP_TABLE,
                        PlannedStatement.drop(
                                changes.dropTable(current, removed.name()),
                                CqlNames.qualified(current, removed.name()))));
        dependents.indexes(wanted, current, plan);
        dependents.views(wanted, current, plan);
    }

    private static String keyspaceDetail(Keyspace wanted, Keyspace current) {
        List<String> details = new ArrayList<>();
        if (!CassandraDefaults.sameReplication(wanted.replication(), current.replication())) {
            details.add(
                    "replication " + describe(current.replication()) + " becomes " + describe(wanted.replication()));
        }
        if (wanted.durableWrites() != current.durableWrites()) {
            details.add("durable_writes becomes " + wanted.durableWrites());
        }
        if (!CassandraDefaults.sameKeyspaceFastPath(wanted.fastPath(), current.fastPath())) {
            details.add("fast_path becomes "
                    + CqlTerms.option(wanted.fastPath().orElse(CassandraDefaults.keyspaceFastPathDefault())));
        }
        return String.join("; ", details);
    }

    private static String describe(Replication replication) {
        Replication canonical = CassandraDefaults.canonical(replication);
        return canonical.strategyClass() + " " + new TreeMap<>(canonical.options());
    }

    private void create(Keyspace wanted, PlanBuilder plan) {
        String element = wanted.name().asCql();
        plan.add(Phase.KEYSPACE, PlannedStatement.create(writer.createKeyspace(wanted), element));
        if (CqlWriter.fastPathAfterCreate(wanted)) {
            plan.add(
                    Phase.KEYSPACE,
                    PlannedStatement.alter(changes.alterKeyspace(wanted), element, "fast_path set after CREATE"));
        }
        wanted.comment()
                .ifPresent(comment -> plan.add(
                        Phase.KEYSPACE,
                        PlannedStatement.alter(changes.commentOnKeyspace(wanted), element, "comment set")));
        SchemaOrder.typesInDependencyOrder(wanted).forEach(type -> createType(wanted, type, plan));
        functions.create(wanted, plan);
        wanted.tables().forEach(t -> createTable(wanted, t, plan));
        wanted.indexes()
                .forEach(i -> plan.add(
                        Phase.INDEX,
                        PlannedStatement.create(writer.createIndex(wanted, i), CqlNames.qualified(wanted, i.name()))));
        wanted.views()
                .forEach(v -> plan.add(
                        Phase.VIEW,
                        PlannedStatement.create(writer.createView(wanted, v), CqlNames.qualified(wanted, v.name()))));
    }

    /** CREATE TABLE, then Cassandra 6.0's COMMENT ON COLUMN for each column with a comment. */
    private void createTable(Keyspace keyspace, Table table, PlanBuilder plan) {
        String element = CqlNames.qualified(keyspace, table.name());
        plan.add(Phase.TABLE, PlannedStatement.create(writer.createTable(keyspace, table), element));
        TableOptions afterCreate = SchemaValidator.tableOptionsOnlyByAlter(table.options());
        if (!afterCreate.values().isEmpty()) {
            plan.add(
                    Phase.TABLE,
                    PlannedStatement.alter(
                            changes.alterTableOptions(keyspace, table.name(), afterCreate.values()),
                            element,
                            String.join(", ", afterCreate.values().keySet()) + " set after CREATE"));
        }
        table.columns().stream()
                .filter(c -> c.comment().isPresent())
                .forEach(c -> plan.add(
                        Phase.TABLE,
                        PlannedStatement.alter(
                                changes.commentOnColumn(keyspace, table.name(), c),
                                element,
                                "comment on column " + c.name().asCql() + " set")));
    }

    /** CREATE TYPE, then Cassandra 6.0's COMMENT ON TYPE and FIELD for its comments. */
    private void createType(Keyspace keyspace, UserType type, PlanBuilder plan) {
        String element = CqlNames.qualifiedType(keyspace, type.name());
        plan.add(Phase.TYPE, PlannedStatement.create(writer.createType(keyspace, type), element));
        writer.typeComments(keyspace, type)
                .forEach(comment -> plan.add(Phase.TYPE, PlannedStatement.alter(comment, element, "comment set")));
    }

    private void types(Keyspace wanted, Keyspace current, PlanBuilder plan) {
        // a type is created after the types it uses, and dropped after the types that use it
        List<UserType> liveOrder = new ArrayList<>(SchemaOrder.typesInDependencyOrder(current));
        Collections.reverse(liveOrder);
        OldNewDiff.compare(
                SchemaOrder.typesInDependencyOrder(wanted),
                liveOrder,
                UserType::name,
                added -> createType(wanted, added, plan),
                (type, existing) -> TypeDiff.compare(wanted, type, existing, plan),
                removed -> plan.add(
                        Phase.DROP_TYPE,
                        PlannedStatement.drop(
                                changes.dropType(current, removed.name()),
                                CqlNames.qualifiedType(current, removed.name()))));
    }
}
