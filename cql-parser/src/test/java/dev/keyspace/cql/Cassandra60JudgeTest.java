package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cassandra 6.0's judge runs 6.0-alpha2's classes in its own JVM, and they reach no classpath here: this JVM holds
 * 5.0.9's (CassandraJudge), and the child answers as 6.0, which reads constraints, and judges queries on the schema
 * its accepted statements built (ADR 0030).
 */
class Cassandra60JudgeTest {

    @Test
    void should_keep_cassandra_6_0_off_this_jvms_classpath() {
        List<String> classpath =
                Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));

        assertThat(classpath).noneMatch(entry -> entry.contains("cassandra-all-6.0") || entry.contains("/6.0-alpha"));
        assertThat(classpath).anyMatch(entry -> entry.endsWith("cassandra-all-5.0.9.jar"));
    }

    @Test
    void should_answer_as_cassandra_6_0_in_its_own_jvm() throws Exception {
        try (Cassandra60Judge judge = new Cassandra60Judge()) {
            assertThat(judge.judge("CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', "
                                    + "'replication_factor': 1}")
                            .accepted())
                    .isTrue();
            assertThat(judge.judge("CREATE TABLE k.t (id int PRIMARY KEY, v text CHECK LENGTH() < 10)"
                                    + " WITH transactional_mode = 'full'")
                            .accepted())
                    .isTrue();
            assertThat(judge.judge("INSERT INTO k.t (id, v) VALUES (1, 'a')").accepted())
                    .isTrue();
            assertThat(judge.judge("SELECT v FROM k.t WHERE id = 1").accepted()).isTrue();
            assertThat(judge.judge("SELECT v FROM k.t WHERE v = 'a'").message())
                    .startsWith("Cannot execute this query as it might involve data filtering");
            assertThat(judge.judge("UPDATE k.t SET nope = 1 WHERE id = 1").message())
                    .isEqualTo("Undefined column name nope in table k.t");
            judge.reset();
            assertThat(judge.judge("CREATE TABLE k.t (id int PRIMARY KEY)").message())
                    .isEqualTo("Keyspace 'k' doesn't exist");
        }
    }
}
