package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cassandra 4.1's judge runs 4.1's classes in its own JVM, and they reach no classpath here: this JVM holds 5.0.9's
 * (CassandraJudge), and the child answers as 4.1, which has neither vectors nor SAI (ADR 0027).
 */
class Cassandra41JudgeTest {

    @Test
    void should_keep_cassandra_4_1_off_this_jvms_classpath() {
        List<String> classpath =
                Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));

        assertThat(classpath).noneMatch(entry -> entry.contains("cassandra-all-4.1") || entry.contains("/4.1.10/"));
        assertThat(classpath).anyMatch(entry -> entry.endsWith("cassandra-all-5.0.9.jar"));
    }

    @Test
    void should_answer_as_cassandra_4_1_in_its_own_jvm() throws Exception {
        try (Cassandra41Judge judge = new Cassandra41Judge()) {
            assertThat(judge.judge("CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', "
                                    + "'replication_factor': 1}")
                            .accepted())
                    .isTrue();
            assertThat(judge.judge("CREATE TABLE k.t (id int PRIMARY KEY, v text)")
                            .accepted())
                    .isTrue();
            assertThat(judge.judge("CREATE CUSTOM INDEX ON k.t (v) USING 'StorageAttachedIndex'")
                            .message())
                    .isEqualTo("Unable to find custom indexer class 'StorageAttachedIndex'");
            assertThat(judge.judge("CREATE TABLE k.u (id int PRIMARY KEY, v vector<float, 2>)")
                            .message())
                    .startsWith("SyntaxError: ");
            judge.reset();
            assertThat(judge.judge("CREATE TABLE k.t (id int PRIMARY KEY)").message())
                    .isEqualTo("Keyspace 'k' doesn't exist");
        }
    }
}
