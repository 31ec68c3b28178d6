package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * INSERT, UPDATE and DELETE written to a materialized view: Cassandra 5.0.9 prepares the write against the view's
 * own columns (its key, then the base columns it selects) and refuses the view itself only when it validates the
 * prepared write. Every write of the generated forms gets the same first message from {@code ksd validate}
 * ({@link ScriptValidator}) as from Cassandra's classes ({@link CassandraJudge}).
 */
class ViewWriteVerdictTest {

    private static final String SCHEMA =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE TABLE ks.t (k int, c int, v int, w int, PRIMARY KEY (k, c));\n"
                    + "CREATE MATERIALIZED VIEW ks.by_v AS SELECT k, c, v FROM ks.t"
                    + " WHERE v IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL PRIMARY KEY (v, k, c);\n";

    /** A key column of the view, a base key column, a selected column, one it does not select, one nowhere. */
    private static final List<String> COLUMNS = List.of("v", "k", "c", "w", "x");

    @Test
    void should_prepare_a_write_to_a_view_against_its_columns_before_refusing_the_view() {
        List<String> statements = statements();
        List<String> disagreements = new ArrayList<>();
        int refusedOnlyAsAView = 0;
        for (String statement : statements) {
            CassandraJudge judge = new CassandraJudge();
            SCHEMA.lines().forEach(judge::judge);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            ScriptValidator.Validation ours = new ScriptValidator().validate("w.cql", SCHEMA + statement + ";");
            String ourFirst = ours.isValid() ? "accepted" : ours.errors().get(0).message();
            String theirs = cassandra.accepted() ? "accepted" : cassandra.message();
            if (!ourFirst.equals(theirs)) {
                disagreements.add(statement + "\n    ours:      " + ourFirst + "\n    cassandra: " + theirs);
            }
            refusedOnlyAsAView += theirs.equals("Cannot directly modify a materialized view") ? 1 : 0;
        }
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
        assertThat(refusedOnlyAsAView)
                .as("writes whose columns the view has, refused as a view")
                .isPositive()
                .isLessThan(statements.size());
    }

    /** INSERTs of every non-empty set of columns; UPDATEs and DELETEs of each column under every WHERE. */
    private static List<String> statements() {
        List<String> statements = new ArrayList<>();
        List<List<String>> subsets = subsets(COLUMNS);
        for (List<String> columns : subsets) {
            statements.add("INSERT INTO ks.by_v (" + String.join(", ", columns) + ") VALUES ("
                    + columns.stream().map(c -> "1").collect(Collectors.joining(", ")) + ")");
        }
        for (List<String> where : subsets) {
            String clause = where.stream().map(c -> c + " = 1").collect(Collectors.joining(" AND "));
            statements.add("DELETE FROM ks.by_v WHERE " + clause);
            for (String column : COLUMNS) {
                statements.add("UPDATE ks.by_v SET " + column + " = 2 WHERE " + clause);
                statements.add("DELETE " + column + " FROM ks.by_v WHERE " + clause);
            }
        }
        return statements;
    }

    private static List<List<String>> subsets(List<String> of) {
        List<List<String>> subsets = new ArrayList<>();
        for (int mask = 1; mask < 1 << of.size(); mask++) {
            List<String> subset = new ArrayList<>();
            for (int i = 0; i < of.size(); i++) {
                if ((mask & 1 << i) != 0) {
                    subset.add(of.get(i));
                }
            }
            subsets.add(subset);
        }
        return subsets;
    }
}
