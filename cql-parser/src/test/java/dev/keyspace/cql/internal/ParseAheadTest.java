package dev.keyspace.cql.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing ahead on a second thread hands over the same statements and errors, in order, and never leaks a thread. */
class ParseAheadTest {

    private final StatementParser parser = new StatementParser();

    @Test
    void aLargeTextGivesTheSameStatementsAndErrorsInOneOrder() {
        String text = largeText();
        List<String> direct = new ArrayList<>();
        parser.parse(text, s -> direct.add(describe(s)), e -> direct.add("error " + e));
        List<String> ahead = new ArrayList<>();
        boolean twoThreads = Runtime.getRuntime().availableProcessors() > 1;
        List<String> preparedOn = new ArrayList<>();
        ParseAhead.parse(
                parser,
                text,
                s -> Thread.currentThread().getName() + " " + describe(s),
                prepared -> {
                    preparedOn.add(prepared.substring(0, prepared.indexOf(' ')));
                    assertThat(Thread.currentThread().getName()).isNotEqualTo("ksd-cql-parse");
                    ahead.add(prepared.substring(prepared.indexOf(' ') + 1));
                },
                e -> ahead.add("error " + e));
        if (twoThreads) {
            assertThat(preparedOn).containsOnly("ksd-cql-parse");
        }
        assertThat(text.length()).isGreaterThan(ParseAhead.MIN_CHARS);
        assertThat(ahead).hasSize(3_000 + 299).isEqualTo(direct);
        assertThat(ahead.stream().filter(line -> line.startsWith("error "))).hasSize(299);
    }

    @Test
    void aFailingConsumerStopsTheParserThread() throws InterruptedException {
        String text = largeText();
        List<String> seen = new ArrayList<>();
        assertThatThrownBy(() -> ParseAhead.parse(
                        parser,
                        text,
                        s -> s,
                        s -> {
                            seen.add(s.text());
                            if (seen.size() == 10) {
                                throw new IllegalArgumentException("stop here");
                            }
                        },
                        e -> {}))
                .hasMessage("stop here");
        assertThat(seen).hasSize(10);
        assertThat(parserThreads()).isEmpty();
    }

    @Test
    void anInterruptDoesNotCutTheReadShortAndIsKept() {
        String text = largeText();
        Thread.currentThread().interrupt();
        List<String> seen = new ArrayList<>();
        try {
            ParseAhead.parse(parser, text, ParsedStatement::text, seen::add, e -> {});
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(seen).hasSize(3_000);
        assertThat(parserThreads()).isEmpty();
    }

    private static List<Thread> parserThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("ksd-cql-parse") && t.isAlive())
                .toList();
    }

    private static String largeText() {
        StringBuilder text = new StringBuilder("CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy'};\n");
        for (int i = 1; i < 3_000; i++) {
            text.append("CREATE TABLE ks.t").append(i).append(" (k int PRIMARY KEY, v text);\n");
            if (i % 10 == 0) {
                text.append("CREATE TABLE oops ( ;\n");
            }
        }
        return text.toString();
    }

    private static String describe(ParsedStatement statement) {
        return statement.line() + ":" + statement.column() + " " + statement.text();
    }
}
