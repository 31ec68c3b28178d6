package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.shared.SharedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every file of the shared public corpus: import, print, re-import, equal. */
class CorpusRoundTripTest {

    private static final Optional<Path> CORPUS = SharedFiles.find("corpus");

    static List<Path> corpusFiles() throws IOException {
        assumeTrue(CORPUS.isPresent(), "shared/corpus is absent beside the checkout: corpus tests skipped");
        try (Stream<Path> files = Files.walk(CORPUS.get())) {
            return files.filter(f -> f.toString().endsWith(".cql")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> should_round_trip_every_corpus_file() throws IOException {
        List<Path> files = corpusFiles();
        assertThat(files).as("the corpus folder holds .cql files").isNotEmpty();
        return files.stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    CqlImport first = new CqlReader().read(file);
                    String printed = new CqlWriter().write(first.project());
                    CqlImport second = new CqlReader().read("printed-" + file.getFileName(), printed);
                    assertThat(Imports.problems(second)).as(printed).isEmpty();
                    assertThat(second.project().keyspaces())
                            .isEqualTo(first.project().keyspaces());
                    assertThat(second.verbatim()).isEmpty();
                }));
    }

    @Test
    void should_import_the_cassandra_5_schema_without_errors() throws IOException {
        corpusFiles();
        CqlImport result = new CqlReader().read(CORPUS.get().resolve("killrvideo/schema-v5.cql"));
        assertThat(result.errors()).isEmpty();
        assertThat(result.project().allTables()).hasSize(19);
        assertThat(result.project().keyspace("killrvideo").orElseThrow().indexes())
                .hasSize(14);
        assertThat(result.verbatim()).isEmpty();
        Keyspace killrvideo = result.project().keyspace("killrvideo").orElseThrow();
        assertThat(killrvideo.functions())
                .extracting(f -> f.name().internal())
                .containsExactly(
                        "avg_rating",
                        "popularity_score",
                        "redact_email_domain",
                        "weighted_rating_state",
                        "weighted_rating_final");
        assertThat(killrvideo.aggregates())
                .extracting(UserAggregate::signature)
                .containsExactly("weighted_rating(uuid, int, int)");
    }

    @Test
    void should_report_what_cassandra_5_refuses_in_the_cassandra_4_schema_and_import_the_rest() throws IOException {
        corpusFiles();
        CqlImport result = new CqlReader().read(CORPUS.get().resolve("killrvideo/schema-v4.cql"));
        List<String> errors = located(result.errors());
        assertThat(errors)
                .contains(
                        "28:28 unexpected keyword DEFAULT, expected ',' or ')'",
                        "48:1 Cannot mix counter and non counter columns in the same table",
                        "281:9 unexpected keyword FLOAT, expected NULL");
        assertThat(errors).filteredOn(e -> e.contains("DEFAULT")).hasSize(7);
        assertThat(result.project().table("killrvideo", "video_playback_stats")).isPresent();
        assertThat(result.project().table("killrvideo", "users")).isEmpty();
        assertThat(result.verbatim()).extracting(VerbatimStatement::kind).containsExactly("CREATE ROLE", "CREATE ROLE");
    }

    /**
     * Cassandra 5.0.9 refuses 12 statements of Zipkin's Cassandra 3 schema (measured on the node, see
     * shared/corpus/realworld/README.md): the 7 CREATE TABLE that set read_repair_chance (Cassandra names
     * dclocal_read_repair_chance, the first of the two in its HashMap's order), then the 2 ALTER
     * TABLE and 3 CREATE INDEX on span and trace_by_service_span, which do not exist because of it.
     */
    @Test
    void should_report_exactly_the_statements_cassandra_5_refuses_in_zipkins_cassandra_3_schema() throws IOException {
        corpusFiles();
        CqlImport result = new CqlReader().read(CORPUS.get().resolve("realworld/zipkin/zipkin2-schema.cql"));
        List<String> errors = located(result.errors());
        assertThat(errors)
                .containsExactly(
                        "17:1 Unknown property 'dclocal_read_repair_chance'",
                        "44:1 Unknown property 'dclocal_read_repair_chance'",
                        "59:1 Table 'zipkin2.span' doesn't exist",
                        "61:1 Table 'span' doesn't exist",
                        "64:1 Table 'zipkin2.span' doesn't exist",
                        "65:1 Table 'span' doesn't exist",
                        "72:1 Unknown property 'dclocal_read_repair_chance'",
                        "90:1 Table 'trace_by_service_span' doesn't exist",
                        "93:1 Unknown property 'dclocal_read_repair_chance'",
                        "110:1 Unknown property 'dclocal_read_repair_chance'",
                        "124:1 Unknown property 'dclocal_read_repair_chance'",
                        "138:1 Unknown property 'dclocal_read_repair_chance'");
        assertThat(result.project().keyspace("zipkin2").orElseThrow().types()).hasSize(2);
    }

    /** The same README measured every statement of every other real-world file accepted by the node. */
    @Test
    void should_import_every_other_real_world_schema_without_errors() throws IOException {
        List<Path> realWorld = corpusFiles().stream()
                .filter(f -> f.startsWith(CORPUS.get().resolve("realworld")))
                .filter(f -> !f.getFileName().toString().equals("zipkin2-schema.cql"))
                .toList();
        assertThat(realWorld).hasSize(5);
        for (Path file : realWorld) {
            assertThat(Imports.errors(new CqlReader().read(file)))
                    .as(file.toString())
                    .isEmpty();
        }
    }

    @Test
    void should_judge_every_query_example_against_its_schema_and_keep_each_verbatim() throws IOException {
        for (Path file : corpusFiles()) {
            if (file.getFileName().toString().contains("query-examples")) {
                // the queries of both versions run on the Cassandra 5 schema (v4's loses tables to 5.0's refusals)
                CqlImport base = new CqlReader().read(file.resolveSibling("schema-v5.cql"));
                CqlImport result = new CqlReader().read(base.project(), file.toString(), Files.readString(file));
                List<String> expected = file.getFileName().toString().startsWith("schema-v4")
                        ? List.of(
                                // v4 relied on column DEFAULTs, and names tables v5 no longer has
                                "13:1 Some clustering keys are missing: commentid",
                                "66:1 table user_videos does not exist",
                                "149:1 table video_recommendations does not exist",
                                "155:1 table video_recommendations_by_video does not exist")
                        // v5's similarity examples compare the 384-dimension vectors with 16-dimension literals
                        : List.of(53, 68, 75, 88, 96, 102, 108).stream()
                                .map(line -> line + ":1 All arguments must have the same vector dimensions")
                                .toList();
                assertThat(located(result.errors())).as(file.toString()).isEqualTo(expected);
                assertThat(result.verbatim()).isNotEmpty();
                assertThat(result.diagnostics())
                        .filteredOn(d -> d.severity() == Diagnostic.Severity.INFO)
                        .hasSameSizeAs(result.verbatim());
            }
        }
    }

    /** Each diagnostic as {@code line:column message}. */
    private static List<String> located(List<Diagnostic> diagnostics) {
        return diagnostics.stream()
                .map(d -> d.line() + ":" + d.column() + " " + d.message())
                .toList();
    }
}
