package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.shared.SharedFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueriesCommandTest {

    private static final String SCHEMA =
            """
            CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE shop.orders (customer int, day date, id timeuuid, total decimal, status text,
                PRIMARY KEY ((customer, day), id)) WITH CLUSTERING ORDER BY (id DESC);
            CREATE INDEX orders_status ON shop.orders (status) USING 'sai';
            """;

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    private int ksd(String... args) {
        return ksd.run(args);
    }

    private String stdout() {
        return ksd.stdout();
    }

    private String stderr() {
        return ksd.stderr();
    }

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private JsonNode json() throws Exception {
        return new ObjectMapper().readTree(stdout());
    }

    @Test
    void should_accept_a_single_partition_query_and_exit_0() throws Exception {
        Path schema = file("schema.cql", SCHEMA);
        Path queries = file("q.cql", "SELECT * FROM shop.orders WHERE customer = 1 AND day = '2024-01-01';\n");

        assertThat(ksd("queries", "--schema", schema.toString(), queries.toString()))
                .as(stderr())
                .isEqualTo(ExitCode.OK);

        assertThat(stdout())
                .contains(queries + ":1:1: [1] accepted (single-partition)")
                .contains("    SELECT * FROM shop.orders WHERE customer = 1 AND day = '2024-01-01'")
                .contains("1 SELECT, 1 accepted, 0 rejected");
    }

    @Test
    void should_give_cassandras_message_for_a_rejected_query_and_exit_1() throws Exception {
        Path schema = file("schema.cql", SCHEMA);
        Path queries = file(
                "q.cql",
                """
                USE shop;
                SELECT * FROM orders WHERE customer = 1;
                SELECT total FROM orders WHERE status = 'open';
                INSERT INTO orders (customer, day, id) VALUES (1, '2024-01-01', now());
                SELECT * FROM orders WHERE total > 10 ALLOW FILTERING;
                """);

        assertThat(ksd("queries", "--schema", schema.toString(), queries.toString(), "--format", "json"))
                .as(stderr())
                .isEqualTo(ExitCode.FINDINGS);

        JsonNode results = json();
        assertThat(results).hasSize(3);
        assertThat(results.get(0).get("index").asInt()).isEqualTo(1);
        assertThat(results.get(0).get("statement").asText()).isEqualTo("SELECT * FROM orders WHERE customer = 1");
        assertThat(results.get(0).get("accepted").asBoolean()).isFalse();
        assertThat(results.get(0).get("message").asText())
                .startsWith("Cannot execute this query as it might involve data filtering");
        assertThat(results.get(0).get("access").isNull()).isTrue();
        assertThat(results.get(1).get("accepted").asBoolean()).isTrue();
        assertThat(results.get(1).get("message").isNull()).isTrue();
        assertThat(results.get(1).get("access").asText()).isEqualTo("multi-partition+index:sai");
        assertThat(results.get(2).get("index").asInt()).isEqualTo(3);
        assertThat(results.get(2).get("access").asText()).isEqualTo("full-scan+filtering");
        assertThat(stderr()).contains(queries + ":4:1: skipped: INSERT is not a SELECT");
    }

    @Test
    void should_refuse_a_select_without_keyspace_and_on_an_unknown_table() throws Exception {
        Path schema = file("schema.cql", SCHEMA);
        Path queries = file("q.cql", "SELECT * FROM orders;\nSELECT * FROM shop.invoices;\n");

        assertThat(ksd("queries", "--schema", schema.toString(), queries.toString()))
                .isEqualTo(ExitCode.FINDINGS);

        assertThat(stdout())
                .contains("[1] rejected: No keyspace has been specified. USE a keyspace, or explicitly specify"
                        + " keyspace.tablename")
                .contains("[2] rejected: table invoices does not exist");
    }

    @Test
    void should_read_the_schema_from_a_project_file() throws Exception {
        Path project = Path.of("../samples/hotel/hotel.ksd.json");
        Path queries = file("q.cql", "SELECT * FROM hotel.hotels_by_poi WHERE poi_name = 'Eiffel Tower';\n");

        assertThat(ksd("queries", "--schema", project.toString(), queries.toString()))
                .as(stdout() + stderr())
                .isEqualTo(ExitCode.OK);
        assertThat(stdout()).contains("[1] accepted (single-partition)");
    }

    @Test
    void should_exit_2_with_line_and_column_when_a_query_cannot_be_read() throws Exception {
        Path schema = file("schema.cql", SCHEMA);
        Path queries = file(
                "q.cql",
                """
                SELECT * FROM shop.orders WHERE customer = 1 AND day = '2024-01-01';
                SELECT * FROM shop.orders
                  WHERE customer = 1 + 2;
                SELECT * FROM shop.orders WHERE;
                """);

        assertThat(ksd("queries", "--schema", schema.toString(), queries.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);

        assertThat(stdout()).isEmpty();
        assertThat(stderr())
                .contains(queries + ":3:20: error: the value 1 + 2 cannot be judged")
                .contains(queries + ":4:32: error:")
                .contains("2 errors; no verdict given")
                .doesNotContain("Exception");
    }

    @Test
    void should_exit_2_when_the_schema_is_missing() throws Exception {
        Path queries = file("q.cql", "SELECT * FROM shop.orders;\n");

        assertThat(ksd("queries", "--schema", dir.resolve("none.cql").toString(), queries.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr()).contains("none.cql: no such file");
    }

    @Test
    void should_judge_every_select_of_the_killrvideo_examples() throws Exception {
        Optional<Path> corpus = SharedFiles.find("corpus/killrvideo");
        assumeTrue(corpus.isPresent(), "the shared corpus (../shared/corpus/killrvideo) is absent; skipped");
        Path schema = corpus.get().resolve("schema-v5.cql");
        Path queries = corpus.get().resolve("schema-v5-query-examples.cql");

        int exit = ksd("queries", "--schema", schema.toString(), queries.toString(), "--format", "json");

        assertThat(exit).as(stderr()).isIn(ExitCode.OK, ExitCode.FINDINGS);
        JsonNode results = json();
        assertThat(results).hasSize(countSelects(Files.readString(queries)));
        List<String> rejected = new ArrayList<>();
        results.forEach(r -> {
            if (!r.get("accepted").asBoolean()) {
                rejected.add(r.get("statement").asText().replaceAll("\\s+", " ") + " -> "
                        + r.get("message").asText());
            }
        });
        assertThat(exit).isEqualTo(rejected.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS);
        // as a 5.0.9 node answers (SelectDifferentialTest replays the examples on one): the similarity
        // examples compare 384-dimension columns with 16- or 8-element literals; the rest run
        assertThat(rejected).hasSize(7).allSatisfy(r -> assertThat(r)
                .contains("similarity_")
                .endsWith("-> All arguments must have the same vector dimensions"));
        assertThat(exit).isEqualTo(ExitCode.FINDINGS);
        assertThat(results.get(0).get("access").asText()).isEqualTo("multi-partition+index:sai");
        assertThat(accessOf(results, "FROM killrvideo.content_moderation")).isEqualTo("full-scan");
        assertThat(accessOf(results, "WHERE userid = 22222222")).isEqualTo("single-partition");
    }

    private static String accessOf(JsonNode results, String fragment) {
        for (JsonNode result : results) {
            if (result.get("statement").asText().replaceAll("\\s+", " ").contains(fragment)) {
                return result.get("access").asText();
            }
        }
        throw new AssertionError("no statement contains " + fragment);
    }

    private static int countSelects(String text) {
        String withoutComments = text.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("--[^\n]*", "");
        return withoutComments.split("(?i)\\bSELECT\\b", -1).length - 1;
    }
}
