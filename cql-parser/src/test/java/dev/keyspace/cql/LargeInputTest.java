package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cassandra refuses any request over its native-protocol limit, so the reader refuses a statement over 16 MiB
 * without building it, and a file over 64 MiB without reading it; messages never echo megabytes of input.
 */
class LargeInputTest {

    private static final String KEYSPACE =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";

    @TempDir
    Path dir;

    @Test
    void should_refuse_a_statement_over_16_mib_and_read_the_next_one() {
        StringBuilder map = new StringBuilder("INSERT INTO ks.t (k, m) VALUES (1, {");
        for (int i = 0; map.length() <= CqlReader.MAX_STATEMENT_CHARS; i++) {
            map.append("'key").append(i).append("': ").append(i).append(", ");
        }
        map.append("'last': 0});\n");
        String text = KEYSPACE + map + "CREATE TABLE ks.after (k int PRIMARY KEY);\n";

        CqlImport result = new CqlReader().read("big.cql", text);

        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(2);
            assertThat(error.column()).isEqualTo(1);
            assertThat(error.message()).contains("16 MiB");
        });
        assertThat(result.project().keyspace("ks").orElseThrow().table("after")).isPresent();
    }

    @Test
    void should_refuse_a_ten_million_value_in_list_without_running_out_of_memory() {
        StringBuilder select = new StringBuilder("SELECT * FROM ks.t WHERE k IN (0");
        for (int i = 1; i < 10_000_000; i++) {
            select.append(", ").append(i);
        }
        select.append(");");

        SelectReader.Result result = new SelectReader().read("in.cql", select.toString());

        assertThat(result.diagnostics()).singleElement().satisfies(error -> assertThat(error.message())
                .contains("16 MiB"));
    }

    @Test
    void should_cut_long_input_quoted_in_a_message() {
        String key = "'" + "x".repeat(1_000_000) + "'";
        String text = KEYSPACE + "CREATE TABLE ks.t (k int PRIMARY KEY) WITH compaction = {" + key + ": 1, " + key
                + ": 2};\n";

        CqlImport result = new CqlReader().read("dup.cql", text);

        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.message()).startsWith("Duplicate key");
            assertThat(error.message().length()).isLessThan(Diagnostic.MAX_MESSAGE_CHARS + 80);
            assertThat(error.message()).contains("characters left out");
        });
    }

    @Test
    void should_refuse_a_file_over_64_mib_without_reading_it() throws IOException {
        Path huge = dir.resolve("huge.cql");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(CqlReader.MAX_FILE_BYTES + 1); // sparse: nothing is written
        }

        CqlImport result = new CqlReader().read(huge);

        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(1);
            assertThat(error.message()).contains("64 MiB");
        });
    }
}
