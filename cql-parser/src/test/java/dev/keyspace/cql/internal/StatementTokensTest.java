package dev.keyspace.cql.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StatementTokensTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "CREATE TABLE t (a int PRIMARY KEY)",
                "  CREATE TABLE t (a int PRIMARY KEY) WITH comment = 'x'",
                "CREATE TABLE t (a int PRIMARY KEY)\n  WITH comment = 'two\nlines'",
                "CREATE FUNCTION f (a int) RETURNS NULL ON NULL INPUT RETURNS int LANGUAGE java AS $$\n"
                        + "  return a;\n  $$",
                "SELECT * FROM \"Tabl\u00e9\" WHERE k = 'caf\u00e9\n'",
                "INSERT INTO t (k) VALUES ('\uD83D\uDE00 \uD83D\uDE00')"
            })
    void should_end_a_statement_where_antlrs_list_token_source_ends_it(String text) {
        List<Token> statement = tokens(text);
        ListTokenSource antlr = new ListTokenSource(List.of(statement.get(statement.size() - 1)));
        antlr.nextToken();
        Token expected = antlr.nextToken();

        Token end = new StatementTokens(statement).get(statement.size());

        assertThat(end.getType()).isEqualTo(Token.EOF);
        assertThat(end.getText()).isEqualTo(expected.getText());
        assertThat(end.getLine()).isEqualTo(expected.getLine());
        assertThat(end.getCharPositionInLine()).isEqualTo(expected.getCharPositionInLine());
        assertThat(end.getStartIndex()).isEqualTo(expected.getStartIndex());
        assertThat(end.getStopIndex()).isEqualTo(expected.getStopIndex());
        assertThat(end.getChannel()).isEqualTo(expected.getChannel());
        assertThat(end.getInputStream()).isSameAs(expected.getInputStream());
    }

    @Test
    void should_number_the_tokens_from_the_statements_start() {
        List<Token> statement = tokens("DROP TABLE ks.t");

        StatementTokens stream = new StatementTokens(statement.subList(2, statement.size()));

        assertThat(stream.get(0).getTokenIndex()).isZero();
        assertThat(stream.get(2).getTokenIndex()).isEqualTo(2);
    }

    private static List<Token> tokens(String text) {
        CqlScanner scanner = new CqlScanner(text);
        List<Token> tokens = new ArrayList<>();
        for (Token token = scanner.nextToken(); token.getType() != Token.EOF; token = scanner.nextToken()) {
            tokens.add(token);
        }
        return tokens;
    }
}
