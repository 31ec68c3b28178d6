package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Characters outside the Basic Multilingual Plane (an emoji) take two Java chars but one code point; statement text
 * and token ranges are cut from the Java string, so neither may shift after such a character.
 */
class SupplementaryCharactersTest {

    private static final String EMOJI = "\uD83D\uDE00";

    @Test
    void should_keep_statements_whole_after_an_emoji() {
        String text = "-- " + EMOJI + EMOJI + " notes\n"
                + "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                + "CREATE TABLE ks.t (k int PRIMARY KEY, v text); -- " + EMOJI + "\n"
                + "INSERT INTO ks.t (k, v) VALUES (1, '" + EMOJI + "abc');\n"
                + "GRANT SELECT ON KEYSPACE ks TO analyst;\n";

        CqlImport result = new CqlReader().read("emoji.cql", text);

        assertThat(result.errors()).isEmpty();
        assertThat(result.verbatim())
                .extracting(VerbatimStatement::cql)
                .containsExactly(
                        "INSERT INTO ks.t (k, v) VALUES (1, '" + EMOJI + "abc')",
                        "GRANT SELECT ON KEYSPACE ks TO analyst");
    }

    @Test
    void should_give_token_ranges_in_the_string_s_own_indexes() {
        String text = "/* " + EMOJI + " */ SELECT '" + EMOJI + "' FROM t;";

        List<CqlLexing.Token> tokens = CqlLexing.tokens(text);

        assertThat(tokens)
                .extracting(t -> text.substring(t.start(), t.end()))
                .containsExactly("SELECT", "'" + EMOJI + "'", "FROM", "t", ";");
    }
}
