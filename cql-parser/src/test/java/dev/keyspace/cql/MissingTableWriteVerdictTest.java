package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * TRUNCATE, INSERT, UPDATE and DELETE of a table that exists, of a view, of a table or a keyspace that does not
 * exist: {@code ksd validate} ({@link ScriptValidator}) gives Cassandra 5.0.9's verdict and message
 * ({@link CassandraJudge}) for each.
 */
class MissingTableWriteVerdictTest {

    private static final String SCHEMA =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE TABLE ks.t (k int PRIMARY KEY, v int);\n"
                    + "CREATE MATERIALIZED VIEW ks.by_v AS SELECT * FROM ks.t WHERE v IS NOT NULL AND k IS NOT NULL "
                    + "PRIMARY KEY (v, k);\n";

    private static final List<String> TARGETS = List.of("ks.t", "ks.by_v", "ks.nope", "nope.t", "ks.\"T\"");

    private static final List<String> FORMS = List.of(
            "TRUNCATE %s",
            "TRUNCATE TABLE %s",
            "TRUNCATE COLUMNFAMILY %s",
            "INSERT INTO %s (k, v) VALUES (1, 2)",
            "UPDATE %s SET v = 1 WHERE k = 1",
            "DELETE FROM %s WHERE k = 1",
            "DELETE v FROM %s WHERE k = 1");

    @Test
    void should_judge_writes_and_truncates_of_missing_tables_as_cassandra_does() {
        List<String> disagreements = new ArrayList<>();
        int refused = 0;
        for (String form : FORMS) {
            for (String target : TARGETS) {
                String statement = String.format(form, target);
                CassandraJudge judge = new CassandraJudge();
                SCHEMA.lines().forEach(judge::judge);
                CassandraJudge.Verdict cassandra = judge.judge(statement);
                ScriptValidator.Validation ours = new ScriptValidator().validate("w.cql", SCHEMA + statement + ";");
                String ourFirst =
                        ours.isValid() ? "accepted" : ours.errors().get(0).message();
                String theirs = cassandra.accepted() ? "accepted" : cassandra.message();
                if (!ourFirst.equals(theirs)) {
                    disagreements.add(statement + "\n    ours:      " + ourFirst + "\n    cassandra: " + theirs);
                }
                refused += cassandra.accepted() ? 0 : 1;
            }
        }
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
        assertThat(refused).as("statements Cassandra refuses").isEqualTo(FORMS.size() * 4);
    }
}
