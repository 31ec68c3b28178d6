package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.localcluster.Authentication;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/benchmarks.md: a generated 100-table project deployed to one fresh node, by our deploy (plan,
 * apply, schema agreement after each statement) and by a plain driver loop over the same statements with
 * default driver settings, in the same run, each into a keyspace of its own. Run on demand:
 * {@code mvn -B -o -pl cluster -am test -Dexcluded.groups=cluster3 -Dcluster3.skip=true -Dtest=DeployBenchmark -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("benchmark")
class DeployBenchmark {

    static final int TABLES = 100;

    @Test
    void deploy_100_tables_against_a_plain_driver_loop(@TempDir Path folder) {
        try (LocalCluster cluster = LocalCluster.startForTests(folder, 1, Authentication.ALLOW_ALL)) {
            InetSocketAddress address = cluster.contactPoints().get(0);
            ConnectionSettings settings =
                    ConnectionSettings.to(new ContactPoint(address.getAddress().getHostAddress(), address.getPort()));

            long ours;
            int statements;
            try (CqlSession session = new ClusterConnector().connect(settings)) {
                long start = System.nanoTime();
                DeployPlan plan = new DeployPlanner().plan(session, generated("bench_ours"), false);
                DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
                ours = System.nanoTime() - start;
                statements = plan.statements().size();
                if (!report.succeeded()) {
                    throw new IllegalStateException("deploy failed: " + report.failure());
                }
            }

            DeployPlan same = new DeployPlanner().plan(generated("bench_loop"), List.of(), false);
            long loop;
            try (CqlSession plain = CqlSession.builder()
                    .addContactPoint(address)
                    .withLocalDatacenter("datacenter1")
                    .build()) {
                long start = System.nanoTime();
                same.statements().forEach(s -> plain.execute(s.cql()));
                loop = System.nanoTime() - start;
            }
            System.out.printf(
                    "DEPLOY BENCHMARK: %d statements (1 keyspace, %d tables) on one node:%n"
                            + "  ksd deploy (plan + apply + schema agreement): %.1f s (%.0f ms per statement)%n"
                            + "  plain driver loop, default settings:          %.1f s (%.0f ms per statement)%n",
                    statements,
                    TABLES,
                    seconds(ours),
                    millis(ours) / statements,
                    seconds(loop),
                    millis(loop) / same.statements().size());
        }
    }

    private static double seconds(long nanos) {
        return Duration.ofNanos(nanos).toMillis() / 1000.0;
    }

    private static double millis(long nanos) {
        return Duration.ofNanos(nanos).toMillis();
    }

    static Project generated(String keyspaceName) {
        CqlType text = CqlType.of(NativeType.TEXT);
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < TABLES; i++) {
            tables.add(Table.of(
                    ElementId.of("t" + i),
                    "table_" + i,
                    List.of(
                            Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                            Column.clustering("at", CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.DESC),
                            Column.regular("name", text),
                            Column.regular("value", CqlType.of(NativeType.DOUBLE)),
                            Column.regular("tags", new CqlType.SetType(text, false)))));
        }
        return Project.empty("bench")
                .withKeyspaces(
                        List.of(Keyspace.of(keyspaceName, Replication.simple(1)).withTables(tables)));
    }
}
