package dev.keyspace.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CassandraJudge;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The generated benchmark schemas are what a real Cassandra accepts and what our reader imports, whatever the seed,
 * and hold the variety of schema-2000.cql.
 */
class BenchSchemaTest {

    @Test
    void should_write_statements_cassandra_accepts_and_we_import_for_any_seed() {
        LongStream.of(BenchSchema.DEFAULT_SEED, 1, 2, 3, 4, 5).forEach(seed -> {
            String cql = BenchSchema.generate(4, 300, seed);
            List<String> statements = StatementSplitter.split(cql);
            assertThat(statements).as("seed " + seed).hasSize(304);

            CassandraJudge cassandra = new CassandraJudge();
            for (String statement : statements) {
                CassandraJudge.Verdict verdict = cassandra.judge(statement);
                assertThat(verdict.accepted())
                        .as("seed %d: %s\n%s", seed, verdict.message(), statement)
                        .isTrue();
            }

            CqlImport imported = new CqlReader().read("bench.cql", cql);
            assertThat(imported.diagnostics()).as("seed " + seed).isEmpty();
            assertThat(imported.project().keyspaces()).hasSize(4);
            assertThat(imported.project().allTables()).hasSize(300);
        });
    }

    @Test
    void should_give_the_same_text_for_the_same_seed_and_another_for_another() {
        assertThat(BenchSchema.generate(3, 90, 7)).isEqualTo(BenchSchema.generate(3, 90, 7));
        assertThat(BenchSchema.generate(3, 90, 7)).isNotEqualTo(BenchSchema.generate(3, 90, 8));
    }

    @Test
    void should_spread_the_tables_over_the_keyspaces_and_hold_schema_2000s_variety() {
        String cql = BenchSchema.generate(10, 1_000, BenchSchema.DEFAULT_SEED);
        assertThat(cql.split("CREATE KEYSPACE ", -1)).hasSize(11);
        assertThat(cql.split("CREATE TABLE ", -1)).hasSize(1_001);
        assertThat(cql.split("CREATE TABLE (IF NOT EXISTS )?bench_ks_03\\.", -1))
                .hasSize(101);
        assertThat(cql)
                .contains(
                        "PRIMARY KEY ((",
                        "CLUSTERING ORDER BY (",
                        " DESC",
                        " STATIC,",
                        "frozen<tuple<",
                        "frozen<map<",
                        "map<",
                        "frozen<list<",
                        "set<",
                        "vector<float, ",
                        " duration,",
                        "user''s",
                        "NetworkTopologyStrategy",
                        "SimpleStrategy",
                        "UnifiedCompactionStrategy",
                        "default_time_to_live",
                        "IF NOT EXISTS");
    }
}
