package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * After a deploy, a second deploy has nothing to do, however the project spells what Cassandra stores in its
 * own spelling, and the schema imported back plans nothing either. Each case is one that once planned ALTERs
 * on every re-deploy.
 */
@LocalCassandra
class RedeployConvergenceTest {

    private static final AtomicInteger RUN = new AtomicInteger();

    private final String ks = "converge" + RUN.incrementAndGet();
    private CqlSession session;

    @AfterEach
    void dropKeyspace() {
        if (session != null) {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "speculative_retry = 'NONE'",
                "speculative_retry = '95percentile' AND additional_write_policy = 'max(10ms, 99PERCENTILE)'",
                "speculative_retry = '10.7ms'",
                "caching = {'rows_per_partition': 'ALL'}",
                "caching = {'keys': 'all', 'rows_per_partition': '100'}",
                "caching = {'keys': 'NONE'}",
                "compaction = {'class': 'org.apache.cassandra.db.compaction.LeveledCompactionStrategy'}",
                "compaction = {'class': 'TimeWindowCompactionStrategy', 'compaction_window_size': '96',"
                        + " 'compaction_window_unit': 'MINUTES', 'max_threshold': 32}",
                "compression = {'class': 'LZ4Compressor'}",
                "compression = {'class': 'ZstdCompressor', 'chunk_length_in_kb': 64, 'compression_level': '3'}",
                "compression = {'class': 'DeflateCompressor', 'min_compress_ratio': 2, 'enabled': true}",
                "compression = {'enabled': 'false'}",
                "compression = {}",
                "read_repair = 'none' AND bloom_filter_fp_chance = 0.050 AND crc_check_chance = 0.50",
                "incremental_backups = false AND allow_auto_snapshot = false",
                "gc_grace_seconds = 3600 AND default_time_to_live = 60 AND comment = 'it''s kept'"
            })
    void should_plan_nothing_after_deploying_a_table_with(String options, CqlSession session) {
        this.session = session;
        assertConverges("CREATE TABLE " + ks + ".t (k int, c int, v text, PRIMARY KEY (k, c)) WITH " + options + ";");
    }

    /** The driver prints a user type named like a native type unquoted; read as text, it became the native type. */
    @Test
    void should_plan_nothing_after_deploying_a_user_type_named_like_a_native_type(CqlSession session) {
        this.session = session;
        assertConverges("CREATE TYPE " + ks + ".\"int\" (\"text\" text, n int);\n"
                + "CREATE TYPE " + ks + ".pair (a frozen<\"int\">, b list<frozen<\"int\">>);\n"
                + "CREATE TABLE " + ks + ".t (k frozen<\"int\"> PRIMARY KEY, v \"int\", p frozen<pair>,"
                + " m map<int, frozen<\"int\">>);");
    }

    /** Cassandra stores a NetworkTopologyStrategy replication_factor as a factor for each data center. */
    @Test
    void should_plan_nothing_after_deploying_a_replication_factor_for_every_data_center(CqlSession session) {
        this.session = session;
        assertConverges(
                "{'class': 'NetworkTopologyStrategy', 'replication_factor': 1}",
                "CREATE TABLE " + ks + ".t (k int PRIMARY KEY);");
    }

    @Test
    void should_plan_nothing_after_deploying_indexes_and_a_view_with_options(CqlSession session) {
        this.session = session;
        assertConverges("CREATE TABLE " + ks + ".t (k int PRIMARY KEY, v text, tags set<text>, n int);\n"
                + "CREATE INDEX ON " + ks + ".t (tags);\n"
                + "CREATE INDEX n_sai ON " + ks + ".t (n) USING 'sai';\n"
                + "CREATE CUSTOM INDEX v_sai ON " + ks + ".t (v) USING 'StorageAttachedIndex'"
                + " WITH OPTIONS = {'case_sensitive': 'false', 'normalize': 'true'};\n"
                + "CREATE MATERIALIZED VIEW " + ks + ".by_v AS SELECT * FROM " + ks + ".t"
                + " WHERE v IS NOT NULL AND k IS NOT NULL PRIMARY KEY (v, k)"
                + " WITH caching = {'rows_per_partition': 'ALL'} AND speculative_retry = '95percentile'"
                + " AND compaction = {'class': 'LeveledCompactionStrategy'};");
    }

    private void assertConverges(String schema) {
        assertConverges("{'class': 'SimpleStrategy', 'replication_factor': 1}", schema);
    }

    private void assertConverges(String replication, String schema) {
        CqlImport imported = new CqlReader()
                .read("converge.cql", "CREATE KEYSPACE " + ks + " WITH replication = " + replication + ";\n" + schema);
        assertThat(imported.errors()).isEmpty();
        Project project = imported.project();
        DeployPlan first = new DeployPlanner().plan(session, project, false);
        DeployReport report = new Deployment(session, first).run(DeployListener.NONE);
        assertThat(report.failure()).as("failed statement").isEmpty();

        DeployPlan again = new DeployPlanner().plan(session, project, true);
        assertThat(again.statements()).extracting(PlannedStatement::cql).isEmpty();
        assertThat(again.manual()).isEmpty();

        Project back = new LiveSchemaReader().importProject(session, "back", List.of(Identifier.of(ks)));
        DeployPlan fromImport = new DeployPlanner().plan(session, back, true);
        assertThat(fromImport.isConverged())
                .as("plan of the imported schema: %s", fromImport)
                .isTrue();
    }
}
