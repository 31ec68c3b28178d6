package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of disagreement the option/name generator found, as the statement that showed it: on the schema
 * {@link #SETUP} leaves, our verdict and our message equal Cassandra's ({@link CassandraJudge}).
 */
class CassandraRulesRegressionTest {

    private static final List<String> SETUP = List.of(
            "CREATE KEYSPACE rk WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
            "CREATE KEYSPACE rz WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 0}",
            "CREATE TABLE rk.base (k int PRIMARY KEY, v text)",
            "CREATE TYPE rk.addr (street text)",
            "CREATE TABLE rk.nums (k int PRIMARY KEY, n int, t text)",
            "CREATE TABLE rk.people (k int PRIMARY KEY, home addr, work frozen<addr>)",
            "CREATE TABLE rk.counts (k int PRIMARY KEY, c counter)",
            "ALTER TABLE rk.counts WITH max_index_interval = 630720001",
            "CREATE FUNCTION rk.plus(s int, v int) RETURNS NULL ON NULL INPUT RETURNS int LANGUAGE java "
                    + "AS 'return s + v;'",
            "CREATE FUNCTION rk.latest(s date, v int) CALLED ON NULL INPUT RETURNS date LANGUAGE java "
                    + "AS 'return s;'");

    static List<String> statements() {
        return List.of(
                // table options: kinds and values
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'DateTieredCompactionStrategy'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'com.example.CustomStrategy'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'sizetieredcompactionstrategy'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'min_threshold': '4'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = 'SizeTieredCompactionStrategy'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'SizeTieredCompactionStrategy', "
                        + "'min_threshold': '1'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'SizeTieredCompactionStrategy', "
                        + "'max_threshold': 'x'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'LeveledCompactionStrategy', "
                        + "'compaction_window_unit': 'DAYS'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'LeveledCompactionStrategy', "
                        + "'sstable_size_in_mb': '0'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'TimeWindowCompactionStrategy', "
                        + "'compaction_window_unit': 'SECONDS'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'TimeWindowCompactionStrategy', "
                        + "'timestamp_resolution': 'NANOSECONDS'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'SizeTieredCompactionStrategy', "
                        + "'provide_overlapping_tombstones': 'row'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'SizeTieredCompactionStrategy', "
                        + "'bucket_low': '2'}",
                // UnifiedCompactionStrategy's own options
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'scaling_parameters': 'T4, L10, N, -2'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'scaling_parameters': 'L1'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'scaling_parameters': 'X'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'base_shard_count': '0'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'min_sstable_size': '50'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'target_sstable_size': '1G', 'min_threshold': '4'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'overlap_inclusion_method': 'single', 'target_sstable_size': '1GiB'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy', "
                        + "'min_threshold': '4'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'chunk_length_in_kb': '64'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'NoSuchCompressor'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': ''}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'LZ4Compressor', "
                        + "'chunk_length_in_kb': '3'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'enabled': 'false', "
                        + "'chunk_length_in_kb': '64'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'LZ4Compressor', "
                        + "'crc_check_chance': '0.5'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'LZ4Compressor', "
                        + "'lz4_high_compressor_level': '18'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'ZstdCompressor', "
                        + "'compression_level': '23'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH compression = {'class': 'SnappyCompressor', "
                        + "'min_compress_ratio': '0.5'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH caching = {'keys': 'some'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH caching = {'rows_per_partition': '-1'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH caching = {'keys': 'ALL', 'rows': 'ALL'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH bloom_filter_fp_chance = 0",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH bloom_filter_fp_chance = -1",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH crc_check_chance = 1.5",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH default_time_to_live = 630720001",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH gc_grace_seconds = -1",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH gc_grace_seconds = 1.5",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH min_index_interval = 0",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH max_index_interval = 64",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH memtable_flush_period_in_ms = -1",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH speculative_retry = '101p'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH speculative_retry = 'MIN(99p, 95p)'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH additional_write_policy = 'abc'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH speculative_retry = 'max(90p, 10ms)'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH read_repair = 'ASYNC'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH memtable = 'trie'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH comment = {'a': 'b'}",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH comment = 1",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH cdc = 'maybe'",
                "CREATE TABLE rk.t (k int PRIMARY KEY) WITH allow_auto_snapshot = 'yes'",
                "ALTER TABLE rk.counts WITH min_index_interval = 3600",
                "ALTER TABLE rk.base WITH memtable = 'skiplist'",
                // keyspaces and replication
                "CREATE KEYSPACE k1 WITH replication = {'class': 'LocalStrategy'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'OldNetworkTopologyStrategy'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'com.example.Strategy'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'simplestrategy', 'replication_factor': 1}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': '-1'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 'x'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': '2/1'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1, "
                        + "'dc2': 1}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'NetworkTopologyStrategy'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': '0'}",
                "ALTER KEYSPACE rk WITH replication = {}",
                "ALTER KEYSPACE rk WITH replication = {'replication_factor': 2}",
                "ALTER KEYSPACE rk WITH replication = {'class': 'NetworkTopologyStrategy'}",
                "ALTER KEYSPACE rk WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': '0'}",
                "ALTER KEYSPACE rk WITH replication = {'class': 'NetworkTopologyStrategy', 'replication_factor': '0'}",
                "CREATE KEYSPACE k1 WITH replication = {}",
                "CREATE KEYSPACE k1 WITH replication = {} AND durable_writes = 2",
                "CREATE KEYSPACE k1 WITH replication = {'replication_factor': 1} AND durable_writes = 2",
                "CREATE KEYSPACE k1 WITH durable_writes = 2",
                "ALTER KEYSPACE rk WITH replication = {'class': 'Nope'} AND durable_writes = 2",
                // ALTER to a strategy given no factor keeps the keyspace's: here 0, so no datacenter is left
                "ALTER KEYSPACE rz WITH replication = {'class': 'NetworkTopologyStrategy'}",
                "ALTER KEYSPACE rz WITH replication = {'class': 'SimpleStrategy'}",
                "ALTER KEYSPACE rz WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': '1'}",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} "
                        + "AND durable_writes = 'maybe'",
                "CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} "
                        + "AND durable_writes = 'no'",
                // aggregates: INITCOND is a value of the state type
                "CREATE AGGREGATE rk.a(int) SFUNC plus STYPE int INITCOND 0",
                "CREATE AGGREGATE rk.a(int) SFUNC plus STYPE int INITCOND 'zero'",
                "CREATE AGGREGATE rk.a(int) SFUNC plus STYPE int INITCOND 1.5",
                "CREATE AGGREGATE rk.a(int) SFUNC plus STYPE int INITCOND null",
                "CREATE AGGREGATE rk.a(int) SFUNC latest STYPE date INITCOND '2026-11-25'",
                "CREATE AGGREGATE rk.a(int) SFUNC latest STYPE date INITCOND 'the first day'",
                "CREATE AGGREGATE rk.a(int) SFUNC latest STYPE date INITCOND null",
                "CREATE AGGREGATE rk.a(int) SFUNC latest STYPE date INITCOND true",
                // SASI options (SASIIndex.validateOptions, IndexMode)
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'FUZZY'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'contains'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'SPARSE'}",
                "CREATE CUSTOM INDEX ON rk.nums (n) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'SPARSE'}",
                "CREATE CUSTOM INDEX ON rk.nums (n) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'SPARSE', 'analyzer_class': 'org.apache.cassandra.index.sasi.analyzer.NoOpAnalyzer'}",
                "CREATE CUSTOM INDEX ON rk.nums (n) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'SPARSE', 'analyzed': 'true'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'mode': 'SPARSE', 'is_literal': 'false'}",
                "CREATE CUSTOM INDEX ON rk.nums (n) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'analyzer_class': 'org.apache.cassandra.index.sasi.analyzer.StandardAnalyzer'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'analyzer_class': 'StandardAnalyzer'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'analyzer_class': 'org.apache.cassandra.index.sasi.analyzer.NonTokenizingAnalyzer', 'case_sensitive': 'false', 'normalize_lowercase': 'true'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'analyzer_class': 'org.apache.cassandra.index.sasi.analyzer.NonTokenizingAnalyzer', 'case_sensitive': 'false'}",
                "CREATE CUSTOM INDEX ON rk.nums (t) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = "
                        + "{'unknown_option': 'x'}",
                // inside frozen<...> Cassandra freezes the collections and user types nested in it (cadence's
                // ALTER TYPE shard ADD ... map<text, frozen<list<processing_queue_state>>>)
                "CREATE TABLE rk.t (k int PRIMARY KEY, a frozen<list<addr>>, b map<text, frozen<list<addr>>>)",
                "CREATE TABLE rk.t (k int PRIMARY KEY, c frozen<map<int, set<int>>>, d list<frozen<map<int, list<int>>>>)",
                "CREATE TYPE rk.place (at frozen<set<frozen<list<addr>>>>, near map<int, frozen<set<addr>>>)",
                "ALTER TYPE rk.addr ADD lines frozen<list<list<text>>>",
                "CREATE TABLE rk.t (k int PRIMARY KEY, a list<addr>)",
                "CREATE TABLE rk.t (k int PRIMARY KEY, a list<frozen<list<set<int>>>>, b list<list<int>>)",
                // a dropped column's type is kept as a tuple: a non-frozen user type cannot be dropped
                "ALTER TABLE rk.people DROP home",
                "ALTER TABLE rk.people DROP work",
                // IF NOT EXISTS answers before the types are read
                "CREATE TYPE IF NOT EXISTS rk.addr (f1 vector<float, 0>, f2 int)",
                "CREATE TYPE rk.addr2 (f1 vector<float, 0>, f2 int)",
                "CREATE TABLE IF NOT EXISTS rk.base (k int PRIMARY KEY, v vector<float, 0>)",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v vector<float, 0>)",
                // masking: mask_replace's replacement is read as a value of the column's type
                "CREATE TABLE rk.t (k int PRIMARY KEY, v date MASKED WITH mask_replace('x'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v date MASKED WITH mask_replace('2026-11-25'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v int MASKED WITH mask_replace(99999999999))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v inet MASKED WITH mask_replace('not an address'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v time MASKED WITH mask_replace('25:00:00'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v time MASKED WITH mask_replace('08:30:00.5'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v timestamp MASKED WITH mask_replace('yesterday'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v timestamp MASKED WITH mask_replace('2026-11-25 08:00+0100'))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v timeuuid MASKED WITH "
                        + "mask_replace(123e4567-e89b-42d3-a456-426614174000))",
                "CREATE TABLE rk.t (k int PRIMARY KEY, v smallint MASKED WITH mask_replace(40000))",
                // UPDATE values: kinds, shapes and texts as the column's type reads them
                "UPDATE rk.base SET v = 1 WHERE k = 1",
                "UPDATE rk.base SET v = {'a'} WHERE k = 1",
                "UPDATE rk.base SET v = [1] WHERE k = 1",
                "UPDATE rk.base SET v = (1, 'a') WHERE k = 1",
                "UPDATE rk.counts SET c = 3 WHERE k = 1",
                "UPDATE rk.counts SET c = c + 3 WHERE k = 1",
                // names
                "CREATE KEYSPACE \"with-hyphen\" WITH replication = {'class': 'SimpleStrategy', "
                        + "'replication_factor': 1}",
                "CREATE KEYSPACE " + "k".repeat(49) + " WITH replication = {'class': 'SimpleStrategy', "
                        + "'replication_factor': 1}",
                "CREATE KEYSPACE " + "k".repeat(48) + " WITH replication = {'class': 'SimpleStrategy', "
                        + "'replication_factor': 1}",
                "CREATE TABLE rk.\"With Space\" (k int PRIMARY KEY)",
                "CREATE TABLE rk.\"caf\u00e9\" (k int PRIMARY KEY)",
                "CREATE TABLE rk." + "t".repeat(223) + " (k int PRIMARY KEY)",
                "CREATE TABLE rk." + "t".repeat(222) + " (k int PRIMARY KEY)",
                "CREATE INDEX \"with-hyphen\" ON rk.base (v)",
                "CREATE INDEX " + "i".repeat(200) + " ON rk.base (v)");
    }

    @ParameterizedTest
    @MethodSource("statements")
    void should_decide_and_word_it_as_cassandra(String statement) {
        CassandraJudge judge = new CassandraJudge();
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("regression");
        for (String setup : SETUP) {
            assertThat(judge.judge(setup).accepted()).as(setup).isTrue();
            project = validator.validate(project, "setup.cql", setup).project();
        }
        CassandraJudge.Verdict cassandra = judge.judge(statement);
        ScriptValidator.Validation ours = validator.validate(project, "statement.cql", statement);
        assertThat(ours.isValid())
                .as("ours %s, Cassandra %s", ours.errors(), cassandra)
                .isEqualTo(cassandra.accepted());
        if (!cassandra.accepted()) {
            assertThat(ours.errors().get(0).message())
                    .isEqualTo(cassandra.message().replaceFirst("^(SyntaxError|ServerError): ", ""));
        }
    }
}
