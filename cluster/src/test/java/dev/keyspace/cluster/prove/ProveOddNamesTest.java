package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Proves, on a real node, tables whose keyspace, table and column names must be quoted (mixed case, reserved words, a
 * space, a double quote): the scratch keyspace is created and dropped, every row is written (an INSERT, and an
 * UPDATE of a counter table) and counted back, all through the printers.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProveOddNamesTest {

    private static final String SCHEMA =
            """
            CREATE KEYSPACE "Select" WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE "Select"."Order" ("Key" int, "from" int, "two words" text, "say ""hi""\" int,
                PRIMARY KEY ("Key", "from"));
            CREATE TABLE "Select"."table" ("where" text PRIMARY KEY, "Count" counter);
            """;

    @Test
    void should_write_and_count_back_tables_with_odd_names(LocalCluster cluster, CqlSession session) throws Exception {
        CqlImport imported = new CqlReader().read("odd.cql", SCHEMA);
        assertThat(imported.diagnostics()).isEmpty();
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();

        ProveResult result = new Prover(session, jmx, new ProveOptions(OptionalInt.of(1), 3, false, Optional.empty()))
                .prove(imported.project(), (phase, done, total) -> {});

        assertThat(result.tables()).hasSize(2);
        for (TableResult table : result.tables()) {
            assertThat(table.rowsP50()).as(table.table()).isPositive();
            assertThat(table.storage().diskBytes()).as(table.table()).isPositive();
        }
        assertThat(session.getMetadata().getKeyspace(CqlIdentifier.fromInternal("Select_prove")))
                .isEmpty();
    }
}
