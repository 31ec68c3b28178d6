package dev.keyspace.cluster.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The live reader sees COMPACT STORAGE as Cassandra stores it (flags dense, super or not compound): for each shape a
 * compact table can take in CQL (clustering columns and one value, no clustering at all, several values without
 * clustering) and for the same tables without it, the reader's verdict is what the node's DESCRIBE says.
 */
@LocalCassandra
class LiveCompactStorageTest {

    private static final List<String> SHAPES = List.of(
            "(k text, c int, v text, PRIMARY KEY (k, c))",
            "(k text, c1 int, c2 uuid, v text, PRIMARY KEY (k, c1, c2))",
            "(k text PRIMARY KEY, a int, b text)",
            "(k text, c int, PRIMARY KEY (k, c))");

    @Test
    void a_compact_table_is_read_as_compact_as_describe_says(CqlSession session) {
        run(session, "DROP KEYSPACE IF EXISTS compacts");
        run(
                session,
                "CREATE KEYSPACE compacts WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        for (int i = 0; i < SHAPES.size(); i++) {
            run(session, "CREATE TABLE compacts.plain" + i + " " + SHAPES.get(i));
            run(session, "CREATE TABLE compacts.compact" + i + " " + SHAPES.get(i) + " WITH COMPACT STORAGE");
        }
        Keyspace read = new LiveSchemaReader()
                .readExisting(session, List.of(Identifier.of("compacts")))
                .get(0);
        for (Table table : read.tables()) {
            boolean described = false;
            for (Row row :
                    session.execute("DESCRIBE TABLE compacts." + table.name().asCql())) {
                described |= row.getString("create_statement").contains("WITH COMPACT STORAGE");
            }
            assertThat(table.compactStorage()).as(table.name().internal()).isEqualTo(described);
        }
        assertThat(read.tables()).filteredOn(Table::compactStorage).hasSize(SHAPES.size());
        run(session, "DROP KEYSPACE compacts");
    }

    private static void run(CqlSession session, String cql) {
        session.execute(SimpleStatement.newInstance(cql).setTimeout(Duration.ofSeconds(60)));
    }
}
