package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.internal.StatementParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * One parser reads all the statements of a text, reset between them: each statement, broken or not, parses in a
 * file exactly as it parses alone, whatever the statements before it left in the parser (a bail out of SLL
 * prediction, a full LL retry with its error listener, an error).
 */
class ParserReuseTest {

    private final StatementParser parser = new StatementParser();

    @Test
    void everyStatementParsesInAFileAsItParsesAlone() {
        for (long seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            List<String> statements = new ArrayList<>();
            for (String statement : new DdlGenerator(seed, "ks").generate(15, 40)) {
                statements.add(random.nextInt(3) == 0 ? broken(statement, random) : statement);
            }
            List<String> alone = new ArrayList<>();
            for (String statement : statements) {
                alone.addAll(outcomes(statement + ";\n"));
            }
            List<String> inOneFile = outcomes(String.join(";\n", statements) + ";\n");

            assertThat(alone).hasSizeGreaterThanOrEqualTo(statements.size());
            assertThat(alone.stream().filter(o -> o.startsWith("error "))).isNotEmpty();
            assertThat(inOneFile).as("seed %d", seed).isEqualTo(alone);
        }
    }

    private List<String> outcomes(String text) {
        List<String> outcomes = new ArrayList<>();
        parser.parse(
                text,
                statement -> outcomes.add(statement.tree().toStringTree()),
                error -> outcomes.add("error " + error.message()));
        return outcomes;
    }

    /** The statement with a word that does not belong put after a random space outside quotes. */
    private static String broken(String statement, Random random) {
        List<Integer> spaces = new ArrayList<>();
        boolean quoted = false;
        for (int i = 0; i < statement.length(); i++) {
            char c = statement.charAt(i);
            if (c == '\'' || c == '"') {
                quoted = !quoted;
            } else if (c == ' ' && !quoted) {
                spaces.add(i);
            }
        }
        if (spaces.isEmpty()) {
            return statement + " PRIMARY";
        }
        int at = spaces.get(random.nextInt(spaces.size()));
        String stray = List.of("PRIMARY", "(", ",", "KEY", "WITH", ")").get(random.nextInt(6));
        return statement.substring(0, at) + " " + stray + statement.substring(at);
    }
}
