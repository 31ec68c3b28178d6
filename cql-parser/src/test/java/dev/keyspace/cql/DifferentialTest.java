package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Our verdict ({@link ScriptValidator}, what {@code ksd validate} reports) equals a real Cassandra 5.0.9 node's
 * accept/reject for every statement, in order, each statement judged on the schema the ones before it left.
 */
@LocalCassandra
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class DifferentialTest {

    private static final long SEED = Long.getLong("ddl.seed", 20_251_121L);

    @Test
    void should_agree_with_cassandra_on_generated_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("diff").internal();
        List<String> statements = new DdlGenerator(SEED, ks).generate(60, 240);
        assertThat(statements).hasSizeGreaterThan(300);
        assertAgreement(session, statements, ks);
    }

    @Test
    void should_agree_with_cassandra_on_hand_written_tricky_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("tricky").internal();
        assertAgreement(session, TrickyStatements.in(ks), ks);
    }

    /** Both verdicts for every statement; the test fails listing every disagreement. */
    private static void assertAgreement(CqlSession session, List<String> statements, String keyspace) {
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("differential");
        List<String> disagreements = new ArrayList<>();
        int accepted = 0;
        try {
            for (int i = 0; i < statements.size(); i++) {
                String statement = statements.get(i);
                ScriptValidator.Validation ours =
                        validator.validate(project, "statement-" + (i + 1) + ".cql", statement);
                String node = NodeSchema.refusal(session, statement);
                boolean nodeAccepts = node == null;
                if (ours.isValid() != nodeAccepts) {
                    disagreements.add("#" + (i + 1) + " " + statement + "\n    ours: " + ours.verdict()
                            + ours.errors().stream().map(d -> " " + d.message()).toList()
                            + "\n    node: " + (nodeAccepts ? "accepted" : "refused: " + node));
                }
                if (ours.isValid()) {
                    project = ours.project();
                }
                accepted += nodeAccepts ? 1 : 0;
            }
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
        }
        assertThat(disagreements)
                .as(
                        "%d statements, %d accepted by the node; disagreements:\n%s",
                        statements.size(), accepted, String.join("\n", disagreements))
                .isEmpty();
        assertThat(accepted).as("accepted by the node").isBetween(statements.size() / 5, statements.size() - 10);
    }
}
