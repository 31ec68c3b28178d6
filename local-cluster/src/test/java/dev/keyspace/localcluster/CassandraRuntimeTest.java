package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

class CassandraRuntimeTest {
    @Test
    void should_find_cassandra_5_0_9_and_every_jar_of_its_classpath() {
        CassandraRuntime runtime = CassandraRuntime.load();

        assertThat(runtime.version()).isEqualTo("5.0.9");
        assertThat(runtime.jars())
                .anySatisfy(jar -> assertThat(jar.getFileName().toString()).isEqualTo("cassandra-all-5.0.9.jar"))
                .allSatisfy(jar -> assertThat(Files.isRegularFile(jar)).isTrue());
    }

    @Test
    void should_keep_cassandra_off_this_jvms_own_classpath() {
        assertThatThrownBy(() -> Class.forName("org.apache.cassandra.service.CassandraDaemon"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(System.getProperty("java.class.path")).doesNotContain("cassandra-all");
    }
}
