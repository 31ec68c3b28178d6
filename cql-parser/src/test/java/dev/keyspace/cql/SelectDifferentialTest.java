package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Our verdict on generated SELECT statements ({@link ScriptValidator}, hence the query validator), and on generated
 * UPDATE and DELETE statements, equals Cassandra 5.0.9's ({@link CassandraJudge}: the statement prepared on the
 * judge's schema, in this JVM); where both refuse, our message is Cassandra's. Cassandra lists a function's signatures in an order that changes from one
 * JVM to the next (a hash set of functions keyed by identity hash codes), so that list is compared as a set. The
 * seed is printed; rerun one with {@code -Dselects.seed=<seed>}.
 */
class SelectDifferentialTest {

    private static final long SEED = Long.getLong("selects.seed", 20_261_124L);
    private static final int SELECTS = Integer.getInteger("selects.count", 2_400);
    private static final int MODIFICATIONS = 600;
    private static final Pattern SIGNATURES = Pattern.compile("(signatures(?: match)?(?: \\(known type signatures)?: )"
            + "(.*?)(\\)(?:: use type casts to disambiguate)?)$");

    @Test
    void should_agree_with_cassandra_on_generated_selects() {
        System.out.println("SelectDifferentialTest seed " + SEED);
        SelectStatementGenerator generator = new SelectStatementGenerator(SEED, "sel");
        List<String> statements = new ArrayList<>(generator.generate(6, SELECTS));
        statements.addAll(new ModificationStatementGenerator(SEED, "sel").generate(generator.tables(), MODIFICATIONS));
        CassandraJudge judge = new CassandraJudge();
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("differential");
        List<String> disagreements = new ArrayList<>();
        int accepted = 0;
        int selects = 0;
        int modifications = 0;
        int modificationsAccepted = 0;
        for (int i = 0; i < statements.size(); i++) {
            String statement = statements.get(i);
            ScriptValidator.Validation ours = validator.validate(project, "statement-" + (i + 1) + ".cql", statement);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            String ourMessage =
                    ours.errors().isEmpty() ? "" : ours.errors().get(0).message();
            if (ours.isValid() != cassandra.accepted()) {
                disagreements.add("#" + (i + 1) + " " + statement + "\n    ours:      "
                        + (ours.isValid() ? "accepted" : ourMessage) + "\n    cassandra: "
                        + (cassandra.accepted() ? "accepted" : cassandra.message()));
            } else if (!cassandra.accepted() && !sameWording(ourMessage, cassandra.message())) {
                disagreements.add("#" + (i + 1) + " " + statement + "\n    ours:      " + ourMessage
                        + "\n    cassandra: " + cassandra.message());
            }
            if (ours.isValid() && !statement.startsWith("SELECT")) {
                project = ours.project();
            }
            if (statement.startsWith("SELECT")) {
                selects++;
                accepted += cassandra.accepted() ? 1 : 0;
            } else if (statement.startsWith("UPDATE") || statement.startsWith("DELETE")) {
                modifications++;
                modificationsAccepted += cassandra.accepted() ? 1 : 0;
            }
        }
        assertThat(selects).isGreaterThanOrEqualTo(2_000);
        assertThat(disagreements)
                .as(
                        "seed %d: %d SELECTs, %d accepted by Cassandra, %d disagreements:\n%s",
                        SEED, selects, accepted, disagreements.size(), String.join("\n", disagreements))
                .isEmpty();
        assertThat(accepted).as("SELECTs accepted by Cassandra").isBetween(selects / 5, selects * 4 / 5);
        assertThat(modificationsAccepted)
                .as("UPDATEs and DELETEs accepted by Cassandra")
                .isBetween(modifications / 5, modifications * 4 / 5);
    }

    /** The same message, a list of function signatures compared as a set, less the judge's exception kind. */
    static boolean sameWording(String ours, String cassandra) {
        String expected = cassandra.replaceFirst("^(SyntaxError|ServerError): ", "");
        return canonical(ours).equals(canonical(expected));
    }

    private static String canonical(String message) {
        Matcher matcher = SIGNATURES.matcher(message);
        if (!matcher.find()) {
            return message;
        }
        String[] signatures = matcher.group(2).split(", (?=system\\.)");
        Arrays.sort(signatures);
        return message.substring(0, matcher.start(2)) + String.join(", ", signatures) + matcher.group(3);
    }
}
