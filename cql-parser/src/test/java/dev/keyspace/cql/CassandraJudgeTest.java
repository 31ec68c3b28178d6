package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The in-JVM {@link CassandraJudge} decides as a real Cassandra 5.0.9 node does, statement by statement, on the
 * hand-written tricky statements, a generated DDL sample and a sample of the option/name statements: the proof that
 * the differential suites it judges are judged by Cassandra.
 */
@LocalCassandra
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class CassandraJudgeTest {

    @Test
    void should_decide_as_a_node_on_hand_written_tricky_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("judge_tricky").internal();
        assertSameVerdicts(session, TrickyStatements.in(ks), ks);
    }

    @Test
    void should_decide_as_a_node_on_generated_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("judge_gen").internal();
        assertSameVerdicts(session, new DdlGenerator(7L, ks).generate(30, 120), ks);
    }

    @Test
    void should_decide_as_a_node_on_generated_option_and_name_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("judge_opts").internal();
        assertSameVerdicts(session, new OptionStatementGenerator(11L, ks).generate(300), ks);
    }

    private static void assertSameVerdicts(CqlSession session, List<String> statements, String keyspace) {
        CassandraJudge judge = new CassandraJudge();
        List<String> disagreements = new ArrayList<>();
        int accepted = 0;
        try {
            for (String statement : statements) {
                CassandraJudge.Verdict inJvm = judge.judge(statement);
                String node = NodeSchema.refusal(session, statement);
                if (inJvm.accepted() != (node == null)) {
                    disagreements.add(statement + "\n    judge: " + (inJvm.accepted() ? "accepted" : inJvm.message())
                            + "\n    node:  " + (node == null ? "accepted" : node));
                }
                accepted += node == null ? 1 : 0;
            }
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
        }
        assertThat(disagreements)
                .as("%d statements; disagreements:\n%s", statements.size(), String.join("\n", disagreements))
                .isEmpty();
        assertThat(accepted).as("accepted by the node").isBetween(statements.size() / 5, statements.size() - 10);
    }
}
