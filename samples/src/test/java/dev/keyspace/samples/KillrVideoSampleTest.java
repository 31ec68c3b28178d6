package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.settings.AnalysisSettings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KillrVideoSampleTest {

    @Test
    void should_import_the_committed_schema_with_its_functions_and_aggregate() {
        CqlImport imported = KillrVideoSample.importSchema();

        assertThat(imported.errors()).isEmpty();
        assertThat(imported.diagnostics()).allMatch(d -> d.severity() == Diagnostic.Severity.INFO);
        assertThat(imported.verbatim()).isEmpty();
        Keyspace killrvideo = imported.project().keyspace("killrvideo").orElseThrow();
        assertThat(killrvideo.functions()).hasSize(5);
        assertThat(killrvideo.aggregates())
                .extracting(UserAggregate::signature)
                .containsExactly("weighted_rating(uuid, int, int)");
    }

    @Test
    void should_hold_every_table_and_index_of_the_schema_unchanged() {
        Project project = KillrVideoSample.build();

        assertThat(project.keyspaces())
                .isEqualTo(KillrVideoSample.importSchema().project().keyspaces());
        Keyspace killrvideo = project.keyspace("killrvideo").orElseThrow();
        assertThat(killrvideo.tables())
                .extracting(t -> t.name().internal())
                .containsExactly(
                        "users",
                        "user_credentials",
                        "login_attempts",
                        "payment_info",
                        "videos",
                        "latest_videos",
                        "video_playback_stats",
                        "tags",
                        "tag_counts",
                        "comments",
                        "comments_by_user",
                        "video_ratings",
                        "video_ratings_by_user",
                        "user_preferences",
                        "content_moderation",
                        "moderation_audit",
                        "video_engagement",
                        "user_activity",
                        "youtube_videos");
        assertThat(killrvideo.indexes()).hasSize(14);
        assertThat(project.queries()).hasSize(29);
    }

    /**
     * What the checker says of KillrVideo's design: the Cassandra 5.0 schema trades denormalized tables for
     * SAI indexes (queries that ask every node), keeps five time-ordered tables without a bucket or TTL,
     * filters moderation flags by status, keys tables by attributes that can change (a video's added date, an
     * activity's type and time: each change moves the row), and runs on one replica. Q8 searches the set of tags: its
     * derived SELECT is {@code tags CONTAINS ?}, answered by the SAI index on every node.
     */
    @Test
    void should_find_exactly_the_design_issues_of_the_schema() {
        Project project = KillrVideoSample.build();

        assertThat(Checker.check(project, AnalysisSettings.DEFAULTS).findings())
                .extracting(Finding::ruleId, Finding::element)
                .containsExactlyInAnyOrder(
                        tuple("unbounded-partition", "killrvideo.comments"),
                        tuple("unbounded-partition", "killrvideo.comments_by_user"),
                        tuple("unbounded-partition", "killrvideo.content_moderation"),
                        tuple("unbounded-partition", "killrvideo.moderation_audit"),
                        tuple("unbounded-partition", "killrvideo.youtube_videos"),
                        tuple("allow-filtering", "Q24"),
                        tuple("multi-partition-query", "Q4"),
                        tuple("multi-partition-query", "Q5"),
                        tuple("multi-partition-query", "Q8"),
                        tuple("multi-partition-query", "Q9"),
                        tuple("multi-partition-query", "Q10"),
                        tuple("multi-partition-query", "Q11"),
                        tuple("multi-partition-query", "Q13"),
                        tuple("multi-partition-query", "Q14"),
                        tuple("multi-partition-query", "Q17"),
                        tuple("multi-partition-query", "Q24"),
                        tuple("query-not-served", "Q24"),
                        tuple("changing-key", "killrvideo.latest_videos"),
                        tuple("changing-key", "killrvideo.latest_videos"),
                        tuple("changing-key", "killrvideo.content_moderation"),
                        tuple("changing-key", "killrvideo.user_activity"),
                        tuple("changing-key", "killrvideo.user_activity"),
                        tuple("changing-key", "killrvideo.user_activity"),
                        tuple("changing-key", "killrvideo.youtube_videos"),
                        tuple("changing-key", "killrvideo.youtube_videos"),
                        tuple("replication", "killrvideo"));
    }

    @Test
    void should_keep_the_committed_copy_byte_for_byte_equal_to_the_corpus_file() throws Exception {
        Optional<Path> corpus = corpusFile();
        assumeThat(corpus)
                .as("shared/corpus is absent beside the checkout: copy check skipped")
                .isPresent();

        String committed = Files.readString(Path.of("killrvideo", "schema-v5.cql"), StandardCharsets.UTF_8);

        assertThat(committed).isEqualTo(Files.readString(corpus.get(), StandardCharsets.UTF_8));
        assertThat(KillrVideoSample.schemaText()).isEqualTo(committed);
    }

    /** {@code shared/corpus} beside the checkout, looked up through every ancestor of the module folder. */
    private static Optional<Path> corpusFile() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/corpus/killrvideo/schema-v5.cql");
            if (Files.isRegularFile(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
