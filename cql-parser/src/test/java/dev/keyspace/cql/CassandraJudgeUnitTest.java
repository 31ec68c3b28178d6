package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The in-JVM judge keeps the schema its accepted statements build and returns Cassandra's own messages. */
class CassandraJudgeUnitTest {

    private final CassandraJudge judge = new CassandraJudge();

    @Test
    void should_accept_a_schema_built_statement_by_statement() {
        assertThat(judge.judge(
                                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}")
                        .accepted())
                .isTrue();
        assertThat(judge.judge("CREATE TABLE ks.t (k int PRIMARY KEY, v text)").accepted())
                .isTrue();
        assertThat(judge.judge("ALTER KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy', "
                                + "'datacenter1': 1}")
                        .accepted())
                .isTrue();
        assertThat(judge.keyspace("ks").orElseThrow().tables.getNullable("t")).isNotNull();
    }

    @Test
    void should_refuse_with_cassandras_message() {
        judge.judge("CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        assertThat(judge.judge("CREATE TABLE ks.t (k int PRIMARY KEY) WITH gc_grace_seconds = -1"))
                .isEqualTo(
                        CassandraJudge.Verdict.refused("gc_grace_seconds must be greater than or equal to 0 (got -1)"));
        assertThat(judge.judge("CREATE TABLE ks.t (k int PRIMARY KEY) WITH compaction = "
                                + "{'class': 'DateTieredCompactionStrategy'}")
                        .accepted())
                .isFalse();
        assertThat(judge.judge("CREATE TABLE nope.t (k int PRIMARY KEY)").message())
                .isEqualTo("Keyspace 'nope' doesn't exist");
        assertThat(judge.judge("ALTER KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy', 'dc9': 1}")
                        .accepted())
                .isFalse();
    }
}
