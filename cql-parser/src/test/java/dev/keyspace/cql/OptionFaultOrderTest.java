package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Where a CREATE or ALTER of a table or a view has several faults (unknown or obsolete options, a compaction class
 * or compression sub-option Cassandra cannot read, values out of range, a missing keyspace or table, a column or key
 * declared wrongly), in shuffled orders, {@code ksd validate} names the one Cassandra 5.0.9 names
 * ({@link CassandraJudge}). The seed is printed; rerun one with {@code -Dfaults.seed=<seed>}.
 */
class OptionFaultOrderTest {

    private static final long SEED = Long.getLong("faults.seed", 20_261_129L);
    private static final int STATEMENTS = 600;

    private static final String SCHEMA =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE TABLE ks.t (k int PRIMARY KEY, v int);\n"
                    + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.t WHERE v IS NOT NULL AND k IS NOT NULL "
                    + "PRIMARY KEY (v, k);\n";

    private static final List<String> OPTION_FAULTS = List.of(
            "foo = 1",
            "bar = 'x'",
            "read_repair_chance = 0.1",
            "dclocal_read_repair_chance = 0.1",
            "compaction = {'class': 'Nope'}",
            "compaction = {'max_threshold': '4'}",
            "compaction = {'class': 'SizeTieredCompactionStrategy', 'min_threshold': '1'}",
            "compaction = {'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': '-1'}",
            "compression = {'class': 'LZ4Compressor', 'bar': '1'}",
            "compression = {'chunk_length_in_kb': '3'}",
            "compression = {'class': 'NopeCompressor'}",
            "gc_grace_seconds = -1",
            "gc_grace_seconds = 'abc'",
            "default_time_to_live = -5",
            "bloom_filter_fp_chance = 2",
            "crc_check_chance = 2.0",
            "speculative_retry = 'bogus'",
            "caching = {'keys': 'SOME'}");

    private static final List<String> FINE_OPTIONS =
            List.of("comment = 'c'", "gc_grace_seconds = 3600", "compaction = {'class': 'LeveledCompactionStrategy'}");

    @Test
    void should_name_the_fault_cassandra_names_first() {
        System.out.println("OptionFaultOrderTest seed " + SEED);
        Random random = new Random(SEED);
        List<String> disagreements = new ArrayList<>();
        int refused = 0;
        for (int i = 0; i < STATEMENTS; i++) {
            String statement = statement(random);
            CassandraJudge judge = new CassandraJudge();
            SCHEMA.lines().forEach(judge::judge);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            ScriptValidator.Validation ours = new ScriptValidator().validate("o.cql", SCHEMA + statement + ";");
            String ourFirst = ours.isValid() ? "accepted" : ours.errors().get(0).message();
            String theirs =
                    cassandra.accepted() ? "accepted" : cassandra.message().replaceFirst("^SyntaxError: ", "");
            if (!ourFirst.equals(theirs)) {
                disagreements.add(statement + "\n    ours:      " + ourFirst + "\n    cassandra: " + theirs);
            }
            refused += cassandra.accepted() ? 0 : 1;
        }
        assertThat(disagreements)
                .as("seed %d, %d disagreements:\n%s", SEED, disagreements.size(), String.join("\n", disagreements))
                .isEmpty();
        assertThat(refused).as("statements Cassandra refuses").isGreaterThan(STATEMENTS * 9 / 10);
    }

    private static String statement(Random random) {
        List<String> options = new ArrayList<>();
        List<String> faults = new ArrayList<>(OPTION_FAULTS);
        Collections.shuffle(faults, random);
        options.addAll(faults.subList(0, 1 + random.nextInt(4)));
        String fine = FINE_OPTIONS.get(random.nextInt(FINE_OPTIONS.size()));
        String fineName = fine.substring(0, fine.indexOf(' '));
        if (random.nextBoolean() && options.stream().noneMatch(o -> o.startsWith(fineName + " "))) {
            options.add(fine);
        }
        Collections.shuffle(options, random);
        String with = " WITH " + String.join(" AND ", options);
        return switch (random.nextInt(8)) {
            case 0 -> "CREATE TABLE ks.n (k int PRIMARY KEY, v int)" + with;
            case 1 -> "CREATE TABLE nope.n (k int PRIMARY KEY, v int)" + with;
            case 2 -> "CREATE TABLE IF NOT EXISTS ks.t (k int PRIMARY KEY, v int)" + with;
            case 3 -> "CREATE TABLE ks.n (k int PRIMARY KEY, k int)" + with;
            case 4 -> "CREATE TABLE ks.n (k int, v int)" + with;
            case 5 -> "ALTER TABLE ks." + (random.nextBoolean() ? "t" : "nope") + with;
            case 6 -> "CREATE MATERIALIZED VIEW ks.n AS SELECT * FROM ks.t WHERE v IS NOT NULL AND k IS NOT NULL "
                    + "PRIMARY KEY (v, k)" + with;
            default -> "ALTER MATERIALIZED VIEW ks.mv" + with;
        };
    }
}
