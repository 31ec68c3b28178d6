package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.cql.internal.TargetSyntax;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A statement's tree is searched for what a target lacks only when its words say it may hold some; the words must
 * never skip a statement that a search of its whole tree refuses. Judged on generated statements of every kind the
 * targets differ on (5.0's vectors and masks, 6.0's constraints, comments, LIKE) and on plain DDL.
 */
class ReleaseWordsTest {

    @Test
    void should_refuse_exactly_what_a_search_of_the_whole_tree_refuses() {
        List<String> statements = new ArrayList<>();
        for (long seed = 1; seed <= 6; seed++) {
            statements.addAll(new TargetStatementGenerator(seed, "ks" + seed).generate(120));
            statements.addAll(new DdlGenerator(seed, "ddl" + seed).generate(20, 80));
            statements.add(new Cassandra60Statements(seed).script((int) seed));
        }
        List<ParsedStatement> parsed = new ArrayList<>();
        StatementParser parser = new StatementParser();
        statements.forEach(text -> parser.parse(text + ";", parsed::add));

        int refused = 0;
        int skipped = 0;
        for (ParsedStatement statement : parsed) {
            skipped += statement.newestReleaseWord().isEmpty() ? 1 : 0;
            for (CassandraVersion target : CassandraVersion.values()) {
                Optional<String> whole = TargetSyntax.refusal(statement.tree(), target);
                assertThat(TargetSyntax.refusal(statement, target))
                        .as("%s under %s", statement.text(), target)
                        .isEqualTo(whole);
                refused += whole.isPresent() ? 1 : 0;
            }
        }
        assertThat(parsed).hasSizeGreaterThan(1_000);
        assertThat(refused).as("statements some target refuses").isGreaterThan(200);
        assertThat(skipped).as("statements whose tree need not be searched").isGreaterThan(300);
    }
}
