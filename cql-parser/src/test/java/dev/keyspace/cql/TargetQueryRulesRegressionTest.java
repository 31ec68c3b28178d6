package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link SelectRulesRegressionTest}'s statements, and those whose verdict or wording Cassandra 4.1 gives otherwise than
 * 5.0 (the functions 5.0 added, WRITETIME and TTL of a non-frozen collection, 4.1's cast names, constants without a
 * type of their own, a list literal for what is no list), under target 4.1: our verdict and message equal Cassandra
 * 4.1.10's ({@link Cassandra41Judge}).
 */
class TargetQueryRulesRegressionTest {

    private static Cassandra41Judge judge;

    @BeforeAll
    static void startJudge() {
        judge = new Cassandra41Judge();
    }

    @AfterAll
    static void stopJudge() throws Exception {
        judge.close();
    }

    static List<String> statements() {
        List<String> statements = new ArrayList<>(SelectRulesRegressionTest.statements());
        statements.addAll(List.of(
                "SELECT maxwritetime(i) FROM rs.t",
                "SELECT maxwritetime(k) FROM rs.t",
                "SELECT writetime(l) FROM rs.t",
                "SELECT ttl(l), i FROM rs.t",
                "SELECT cast(ttl(l) as int) FROM rs.t",
                "SELECT to_timestamp(ts), to_unix_timestamp(ts) FROM rs.t",
                "SELECT abs(i), round(i) FROM rs.t",
                "SELECT collection_count(l) FROM rs.t",
                "SELECT map_keys(l) FROM rs.t",
                "SELECT mask_default(i) FROM rs.t",
                "SELECT similarity_cosine(l, l) FROM rs.t",
                "SELECT int_as_blob(i) FROM rs.t",
                "SELECT intasblob(i), blobasint(b) FROM rs.t",
                "SELECT cast(i as double), cast(ts as text), cast(u as ascii) FROM rs.t",
                "SELECT cast(c as double) FROM rs.t",
                "SELECT cast(c as int) FROM rs.rev",
                "SELECT max(0xff), avg(0xff) FROM rs.t",
                "SELECT sum(true) FROM rs.t",
                "UPDATE rs.t SET i = [1] WHERE k = 1 AND c = 'a'",
                "UPDATE rs.t SET l = [1], i = 2 WHERE k = 1 AND c = 'a'",
                "INSERT INTO rs.t (k, c, i) VALUES (1, 'a', [1])",
                // the functions 5.0 added, called for a value
                "INSERT INTO rs.t (k, c, ts) VALUES (1, 'a', current_timestamp())",
                "INSERT INTO rs.t (k, c, ts) VALUES (1, 'a', currenttimestamp())",
                "UPDATE rs.t SET ts = to_timestamp(now()) WHERE k = 1 AND c = 'a'",
                "UPDATE rs.t SET b = int_as_blob(1), i = 2 WHERE k = 1 AND c = 'a'",
                "UPDATE rs.t SET b = intasblob(1) WHERE k = 1 AND c = 'a'",
                "SELECT k FROM rs.t WHERE k = 1 AND ts = current_timestamp() ALLOW FILTERING",
                "DELETE FROM rs.t WHERE k = abs(1)",
                // min, max and count: one function a native type in 4.1, a factory for any argument in 5.0 (of a
                // UUID constant, NULL or a bind marker 4.1's are ambiguous: not judged, see docs/analysis.md)
                "SELECT max(l), min(i), count(b) FROM rs.t",
                "SELECT count(l), max(1), min('a'), max(true), min(0xff) FROM rs.t"));
        return statements;
    }

    @ParameterizedTest
    @MethodSource("statements")
    void should_give_cassandra_4_1s_verdict_and_message(String statement) {
        judge.reset();
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("regression").withTarget(CassandraVersion.V4_1);
        for (String setup : SelectRulesRegressionTest.SETUP) {
            assertThat(judge.judge(setup).accepted()).as(setup).isTrue();
            ScriptValidator.Validation ours = validator.validate(project, "setup.cql", setup);
            assertThat(ours.isValid()).as(setup).isTrue();
            project = ours.project();
        }
        CassandraJudge.Verdict cassandra = judge.judge(statement);
        ScriptValidator.Validation ours = validator.validate(project, "statement.cql", statement);
        assertThat(ours.isValid())
                .as("accepted: %s (Cassandra 4.1: %s, ours: %s)", statement, cassandra, ours.errors())
                .isEqualTo(cassandra.accepted());
        if (!cassandra.accepted()) {
            String message = ours.errors().get(0).message();
            assertThat(SelectDifferentialTest.sameWording(message, cassandra.message()))
                    .as("ours: %s%ncassandra 4.1: %s", message, cassandra.message())
                    .isTrue();
        }
    }
}
