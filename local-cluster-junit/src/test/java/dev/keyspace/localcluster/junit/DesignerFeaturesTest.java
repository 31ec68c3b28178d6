package dev.keyspace.localcluster.junit;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.localcluster.LocalCluster;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The shared node accepts every schema feature the designer can model, and DDL is fast. */
@LocalCassandra
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class DesignerFeaturesTest {
    @Test
    void should_deploy_views_sasi_and_sai_indexes_masked_columns_and_functions(CqlSession session) {
        session.execute(
                "CREATE KEYSPACE features WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        session.execute("CREATE TABLE features.readings (sensor int, day date, ts timestamp, owner text static,"
                + " email text MASKED WITH mask_default(), tags set<text>, value double,"
                + " PRIMARY KEY ((sensor, day), ts)) WITH CLUSTERING ORDER BY (ts DESC)");
        session.execute("CREATE MATERIALIZED VIEW features.readings_by_day AS SELECT sensor, day, ts, value"
                + " FROM features.readings WHERE sensor IS NOT NULL AND day IS NOT NULL AND ts IS NOT NULL"
                + " PRIMARY KEY (day, sensor, ts)");
        session.execute("CREATE CUSTOM INDEX readings_email_sasi ON features.readings (email)"
                + " USING 'org.apache.cassandra.index.sasi.SASIIndex'");
        session.execute("CREATE INDEX readings_tags_sai ON features.readings (values(tags)) USING 'sai'");
        session.execute("CREATE FUNCTION features.twice (input double) RETURNS NULL ON NULL INPUT"
                + " RETURNS double LANGUAGE java AS 'return input * 2;'");
        session.execute("INSERT INTO features.readings (sensor, day, ts, email, value) VALUES"
                + " (1, '2025-01-01', '2025-01-01 10:00:00+0000', 'ada@example.org', 21.0)");

        Row row = session.execute("SELECT email, features.twice(value) AS doubled FROM features.readings"
                        + " WHERE sensor = 1 AND day = '2025-01-01'")
                .one();

        // the mask is part of the schema; a superuser (as every AllowAll client is) still reads clear text
        Row mask = session.execute("SELECT function_name FROM system_schema.column_masks"
                        + " WHERE keyspace_name = 'features' AND table_name = 'readings' AND column_name = 'email'")
                .one();
        assertThat(mask.getString("function_name")).isEqualTo("mask_default");
        assertThat(row.getDouble("doubled")).isEqualTo(42.0);
        assertThat(session.getMetadata().getKeyspace("features").orElseThrow().getView("readings_by_day"))
                .isPresent();
    }

    /**
     * With the driver's default 1 s schema debounce window every DDL statement waits a second; the sessions tests get
     * use a short one. Checked on the configuration, not with a stopwatch, so a loaded machine cannot fail it.
     */
    @Test
    void should_apply_ddl_without_the_drivers_one_second_schema_debounce(CqlSession session) {
        Duration window = session.getContext()
                .getConfig()
                .getDefaultProfile()
                .getDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW);
        assertThat(window).isLessThan(Duration.ofMillis(200));

        session.execute(
                "CREATE KEYSPACE fast_ddl WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        for (int i = 0; i < 3; i++) {
            session.execute("CREATE TABLE fast_ddl.t" + i + " (id int PRIMARY KEY)");
        }
        assertThat(session.getMetadata().getKeyspace("fast_ddl").orElseThrow().getTables())
                .hasSize(3);
    }

    @Test
    void should_share_one_running_node_for_the_whole_run(LocalCluster cluster, CqlSession session) {
        assertThat(cluster.nodes()).singleElement().satisfies(node -> assertThat(node.isRunning())
                .isTrue());
        assertThat(session.getMetadata().getNodes()).hasSize(1);
        assertThat(cluster.settings().nativePort()).isNotEqualTo(9042);
    }

    @Nested
    class InANestedClass {
        @Test
        void should_get_the_same_shared_node_as_the_enclosing_class(LocalCluster cluster, CqlSession session) {
            assertThat(session.execute("SELECT cluster_name FROM system.local")
                            .one()
                            .getString("cluster_name"))
                    .isEqualTo(cluster.settings().clusterName());
        }
    }
}
