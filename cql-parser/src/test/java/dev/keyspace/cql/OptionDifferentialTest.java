package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Our verdict ({@link ScriptValidator}) equals Cassandra 5.0.9's ({@link CassandraJudge}, its own classes in this
 * JVM) on every generated statement about table options, replication and names, each statement judged on the
 * schema the ones before it left; where both refuse a statement that reads, our first message is Cassandra's
 * (syntax errors are worded by each parser). The seed is printed; rerun one with {@code -Doptions.seed=<seed>}.
 */
class OptionDifferentialTest {

    private static final long SEED = Long.getLong("options.seed", 20_261_124L);
    private static final int STATEMENTS = 2_400;

    @Test
    void should_agree_with_cassandra_on_generated_option_and_name_statements() {
        System.out.println("OptionDifferentialTest seed " + SEED);
        List<String> statements = new OptionStatementGenerator(SEED, "opts").generate(STATEMENTS);
        CassandraJudge judge = new CassandraJudge();
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("differential");
        List<String> disagreements = new ArrayList<>();
        int accepted = 0;
        for (int i = 0; i < statements.size(); i++) {
            String statement = statements.get(i);
            ScriptValidator.Validation ours = validator.validate(project, "statement-" + (i + 1) + ".cql", statement);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            if (ours.isValid() != cassandra.accepted()) {
                disagreements.add("#" + (i + 1) + " " + statement + "\n    ours:      " + ours.verdict()
                        + ours.errors().stream().map(d -> " " + d.message()).toList()
                        + "\n    cassandra: " + (cassandra.accepted() ? "accepted" : cassandra.message()));
            }
            boolean bothRefuse = ours.verdict() == ScriptValidator.Verdict.REFUSED && !cassandra.accepted();
            if (bothRefuse && !sameWording(ours, cassandra)) {
                disagreements.add("#" + (i + 1) + " " + statement + "\n    ours:      "
                        + ours.errors().get(0).message() + "\n    cassandra: " + cassandra.message());
            }
            if (ours.isValid()) {
                project = ours.project();
            }
            accepted += cassandra.accepted() ? 1 : 0;
        }
        assertThat(statements).hasSizeGreaterThanOrEqualTo(2_000);
        assertThat(disagreements)
                .as(
                        "seed %d: %d statements, %d accepted by Cassandra, %d disagreements:\n%s",
                        SEED, statements.size(), accepted, disagreements.size(), String.join("\n", disagreements))
                .isEmpty();
        assertThat(accepted).as("accepted by Cassandra").isBetween(statements.size() / 5, statements.size() * 4 / 5);
    }

    /** Our first message is Cassandra's, less the exception kind the judge names (a node's driver names it too). */
    private static boolean sameWording(ScriptValidator.Validation ours, CassandraJudge.Verdict cassandra) {
        String expected = cassandra.message().replaceFirst("^(SyntaxError|ServerError): ", "");
        return ours.errors().get(0).message().equals(expected);
    }
}
