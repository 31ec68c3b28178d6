package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SELECT rules of the query validator's selection checks and the UPDATE/DELETE rules of {@code
 * ModificationValidator}, each as a statement, and every kind of disagreement the generators found: on the schema {@link #SETUP} leaves, our verdict and our message equal Cassandra's
 * ({@link CassandraJudge}; a list of function signatures is compared as a set, see {@link SelectDifferentialTest}).
 */
class SelectRulesRegressionTest {

    static final List<String> SETUP = List.of(
            "CREATE KEYSPACE rs WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
            "CREATE TABLE rs.t (k int, c text, b blob, u uuid, i int, ts timestamp, l list<int>, PRIMARY KEY (k, c))",
            "CREATE TABLE rs.st (k int, c int, s text static, v int, PRIMARY KEY (k, c))",
            "CREATE TABLE rs.rev (k int, c int, d text, v int, PRIMARY KEY (k, c, d)) "
                    + "WITH CLUSTERING ORDER BY (c DESC, d ASC)",
            "CREATE TABLE rs.counts (k int PRIMARY KEY, n counter)");

    static List<String> statements() {
        return List.of(
                // WRITETIME, TTL and MAXWRITETIME of primary-key columns
                "SELECT writetime(k) FROM rs.t",
                "SELECT ttl(c) FROM rs.t",
                "SELECT maxwritetime(k) FROM rs.t",
                "SELECT writetime(i), ttl(l), maxwritetime(l) FROM rs.t",
                "SELECT writetime(n) FROM rs.counts",
                "SELECT cast(writetime(c) as text) FROM rs.t",
                // argument types that match no signature, or several
                "SELECT sum(b) FROM rs.t",
                "SELECT sum(u) FROM rs.t",
                "SELECT avg(s) FROM rs.st",
                "SELECT sum(ts) FROM rs.t",
                "SELECT sum(i), avg(n), sum(writetime(i)), sum(cast(i as bigint)) FROM rs.t",
                "SELECT sum(n) FROM rs.counts",
                "SELECT min(b), max(l), count(u), count(1), count(*) FROM rs.t",
                "SELECT sum(1), sum('a'), avg(true) FROM rs.t",
                "SELECT sum(?) FROM rs.t",
                "SELECT todate(i) FROM rs.t",
                "SELECT to_date(ts), totimestamp(ts), tounixtimestamp(ts) FROM rs.t",
                "SELECT cast(b as int) FROM rs.t",
                "SELECT cast(l as text) FROM rs.t",
                "SELECT cast(i as int), cast(c as text), cast(ts as date) FROM rs.t",
                "SELECT sum(count(i)) FROM rs.t",
                // a descending clustering column is of a reversed type: a cast to its own type is a call
                "SELECT cast(c as int) FROM rs.rev",
                "SELECT cast(d as text) FROM rs.rev",
                // Cassandra prepares the selection lazily: before the WHERE clause only on a table with static columns
                "SELECT sum(b) FROM rs.t WHERE i = 3",
                "SELECT avg(k) FROM rs.t WHERE c = 'a'",
                "SELECT nope FROM rs.t WHERE c = 'a'",
                "SELECT s, sum(c) FROM rs.st WHERE v = 1",
                "SELECT s, todate(v) FROM rs.st WHERE c = 1",
                "SELECT todate(v), s FROM rs.st WHERE c = 1",
                "SELECT nope FROM rs.st WHERE c = 1",
                // a blob constant where a number is expected is accepted
                "SELECT sum(0xff) FROM rs.t",
                // UPDATE and DELETE beyond their table
                "UPDATE rs.t SET k = 1 WHERE k = 1 AND c = 'a'",
                "UPDATE rs.t SET nope = 1 WHERE k = 1 AND c = 'a'",
                "UPDATE rs.t SET i = 1 WHERE k = 1",
                "UPDATE rs.t SET i = 1 WHERE c = 'a'",
                "UPDATE rs.t SET i = 1 WHERE k = 1 AND c > 'a'",
                "UPDATE rs.t SET i = 1 WHERE k = 1 AND c = 'a' AND i = 2",
                "UPDATE rs.t SET i = 1 WHERE k = 1 AND c = 'a' AND l CONTAINS 1",
                "UPDATE rs.t SET i = 1 WHERE token(k) > 0",
                "UPDATE rs.t SET i = 1, l[0] = 2 WHERE k IN (1, 2) AND c = 'a'",
                "UPDATE rs.st SET s = 'x' WHERE k = 1 AND c = 1",
                "UPDATE rs.st SET s = 'x' WHERE k = 1",
                "UPDATE rs.rev SET v = 1 WHERE k = 1 AND c > 1 AND d = 'a'",
                "DELETE c FROM rs.t WHERE k = 1",
                "DELETE FROM rs.t WHERE k = 1 AND c > 'a'",
                "DELETE FROM rs.rev WHERE k = 1 AND d = 'a'",
                "DELETE FROM rs.t WHERE k > 1",
                "DELETE i FROM rs.t WHERE k IN (1, 2) AND c = 'a'",
                "DELETE s FROM rs.st WHERE k = 1 AND c = 1");
    }

    @ParameterizedTest
    @MethodSource("statements")
    void should_give_cassandras_verdict_and_message(String statement) {
        CassandraJudge judge = new CassandraJudge();
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("regression");
        for (String setup : SETUP) {
            assertThat(judge.judge(setup).accepted()).as(setup).isTrue();
            ScriptValidator.Validation ours = validator.validate(project, "setup.cql", setup);
            assertThat(ours.isValid()).as(setup).isTrue();
            project = ours.project();
        }
        CassandraJudge.Verdict cassandra = judge.judge(statement);
        ScriptValidator.Validation ours = validator.validate(project, "statement.cql", statement);
        assertThat(ours.isValid())
                .as("accepted: %s (Cassandra: %s)", statement, cassandra)
                .isEqualTo(cassandra.accepted());
        if (!cassandra.accepted()) {
            String message = ours.errors().get(0).message();
            assertThat(SelectDifferentialTest.sameWording(message, cassandra.message()))
                    .as("ours: %s%ncassandra: %s", message, cassandra.message())
                    .isTrue();
        }
    }
}
