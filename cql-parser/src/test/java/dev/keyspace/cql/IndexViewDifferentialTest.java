package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Indexes, materialized views, masks, column history and counter or compact tables, judged by us and by a real
 * Cassandra 5.0.9 node statement by statement: the same verdict, and when both refuse, Cassandra's own message.
 */
@LocalCassandra
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class IndexViewDifferentialTest {

    private static final long SEED = Long.getLong("indexes.seed", 20_261_124L);

    @Test
    void should_agree_with_cassandra_on_generated_index_view_and_mask_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("rules").internal();
        List<String> statements =
                new IndexViewGenerator(SEED, ks).generate(Integer.getInteger("indexes.statements", 250));
        Outcome outcome = judge(session, statements, ks);
        assertThat(outcome.disagreements())
                .as(
                        "%d statements, %d refused by the node; disagreements:\n%s",
                        statements.size(), outcome.refused(), String.join("\n", outcome.disagreements()))
                .isEmpty();
        assertThat(outcome.refused())
                .as("refused by the node")
                .isBetween(statements.size() / 5, statements.size() * 4 / 5);
    }

    @Test
    void should_agree_with_cassandra_on_hand_written_index_view_and_mask_statements(CqlSession session) {
        String ks = NodeSchema.uniqueKeyspace("rulestricky").internal();
        Outcome outcome = judge(session, IndexViewStatements.in(ks), ks);
        assertThat(outcome.disagreements())
                .as(String.join("\n", outcome.disagreements()))
                .isEmpty();
    }

    private record Outcome(List<String> disagreements, int refused) {}

    /** Each statement on the schema the accepted ones before it left; a refusal must carry Cassandra's message. */
    private static Outcome judge(CqlSession session, List<String> statements, String keyspace) {
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("rules");
        List<String> disagreements = new ArrayList<>();
        int refused = 0;
        try {
            for (int i = 0; i < statements.size(); i++) {
                String statement = statements.get(i);
                ScriptValidator.Validation ours = validator.validate(project, "s" + (i + 1) + ".cql", statement);
                Optional<String> node = refusal(session, statement);
                Optional<String> ourMessage =
                        ours.errors().stream().map(Diagnostic::message).findFirst();
                boolean agree = node.isPresent() == !ours.isValid()
                        && (node.isEmpty() || sameMessage(node.get(), ourMessage.orElse("")));
                if (!agree) {
                    disagreements.add("#" + (i + 1) + " " + statement + "\n    ours: " + ourMessage.orElse("accepted")
                            + "\n    node: " + node.orElse("accepted"));
                }
                if (ours.isValid()) {
                    project = ours.project();
                }
                refused += node.isPresent() ? 1 : 0;
            }
        } finally {
            session.execute(slow("DROP KEYSPACE IF EXISTS " + keyspace));
        }
        return new Outcome(disagreements, refused);
    }

    /**
     * The node's message contains ours. The driver words an already-existing object itself ("Object ks.t already
     * exists"), so there Cassandra's server text ("Cannot add already existing table ...") cannot be compared.
     */
    private static boolean sameMessage(String node, String ours) {
        boolean driverWords = node.startsWith("Object ") && node.endsWith(" already exists");
        return driverWords ? ours.contains("already exist") : node.contains(ours);
    }

    /** Views and their base make schema changes slow on two shared cores: more time than the driver's default. */
    private static SimpleStatement slow(String cql) {
        return SimpleStatement.newInstance(cql).setTimeout(Duration.ofSeconds(120));
    }

    private static Optional<String> refusal(CqlSession session, String statement) {
        try {
            session.execute(slow(statement));
            return Optional.empty();
        } catch (DriverException e) {
            return Optional.of(e.getMessage());
        }
    }
}
