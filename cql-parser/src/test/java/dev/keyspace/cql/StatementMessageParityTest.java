package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Statements whose refusal we had worded in our own words, where Cassandra 5.0.9 has its own: {@code ksd validate}
 * now gives Cassandra's message ({@link CassandraJudge}) for each, on the same schema.
 */
class StatementMessageParityTest {

    private static final String SCHEMA =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE KEYSPACE ks2 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE TYPE ks.a (x int);\n"
                    + "CREATE TYPE ks.b (y frozen<a>);\n"
                    + "CREATE TYPE ks.c (z int);\n"
                    + "CREATE TABLE ks.t (k int PRIMARY KEY, v int, w frozen<a>, u frozen<c>);\n"
                    + "CREATE TABLE ks.t2 (k int PRIMARY KEY, u frozen<c>);\n"
                    + "CREATE MATERIALIZED VIEW ks.mv AS SELECT * FROM ks.t WHERE v IS NOT NULL AND k IS NOT NULL "
                    + "PRIMARY KEY (v, k);\n";

    private static final List<String> STATEMENTS = List.of(
            "DROP KEYSPACE nope",
            "DROP TABLE ks.t",
            "DROP TYPE ks.a",
            "DROP TYPE ks.c",
            "CREATE MATERIALIZED VIEW ks2.mv AS SELECT * FROM ks.t WHERE v IS NOT NULL AND k IS NOT NULL "
                    + "PRIMARY KEY (v, k)",
            "CREATE TABLE ks.p (k int, PRIMARY KEY (k), PRIMARY KEY (k))",
            "DROP INDEX ks.nope_idx",
            "DROP INDEX ks2.nope_idx");

    @Test
    void should_refuse_with_cassandras_message() {
        List<String> disagreements = new ArrayList<>();
        for (String statement : STATEMENTS) {
            CassandraJudge judge = new CassandraJudge();
            SCHEMA.lines().forEach(judge::judge);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            ScriptValidator.Validation ours = new ScriptValidator().validate("m.cql", SCHEMA + statement + ";");
            String ourFirst = ours.isValid() ? "accepted" : ours.errors().get(0).message();
            String theirs = cassandra.accepted() ? "accepted" : cassandra.message();
            if (!ourFirst.equals(theirs)) {
                disagreements.add(statement + "\n    ours:      " + ourFirst + "\n    cassandra: " + theirs);
            }
        }
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
    }
}
