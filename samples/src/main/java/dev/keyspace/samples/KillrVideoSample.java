package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.task;
import static dev.keyspace.samples.SampleBuilder.transition;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

/**
 * KillrVideo, the reference application of the Cassandra community: its Cassandra 5.0 schema (SAI indexes,
 * vectors, masked columns, counters, time buckets) imported with our own CQL reader from the copy of the
 * public corpus file committed beside the sample, under a conceptual model, queries and workflow read from
 * the schema's comments and the corpus's query examples. The source of samples/killrvideo/killrvideo.ksd.json.
 */
public final class KillrVideoSample {

    /** The committed copy of the corpus schema, as the samples jar carries it. */
    public static final String SCHEMA_RESOURCE = "/dev/keyspace/samples/killrvideo/schema-v5.cql";

    /** The name the schema's diagnostics give the file: its place in the repository. */
    public static final String SCHEMA_FILE = "samples/killrvideo/schema-v5.cql";

    private KillrVideoSample() {}

    public static Project build() {
        CqlImport imported = importSchema();
        if (imported.hasErrors()) {
            throw new IllegalStateException("the committed KillrVideo schema no longer imports cleanly:\n"
                    + imported.errors().stream().map(Diagnostic::format).collect(Collectors.joining("\n")));
        }
        return Project.empty("KillrVideo")
                .withConceptual(KillrVideoConceptual.model())
                .withQueries(KillrVideoQueries.all())
                .withWorkflow(workflow())
                .withKeyspaces(imported.project().keyspaces())
                .withSizing(KillrVideoSizing.tables())
                .withLayout(Layout.EMPTY);
    }

    /** Reads the committed schema, its functions and aggregate with it. */
    public static CqlImport importSchema() {
        return new CqlReader().read(SCHEMA_FILE, schemaText());
    }

    static String schemaText() {
        try (InputStream in = KillrVideoSample.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(SCHEMA_RESOURCE + " is missing from the samples jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Workflow workflow() {
        List<Task> tasks = List.of(
                task("sign_in", "Sign in"),
                task("home", "Browse the latest videos"),
                task("search", "Search videos by tag, category, language or date"),
                task("tag_page", "View a tag"),
                task("video", "Watch a video"),
                task("similar", "Find similar videos"),
                task("uploader", "View the uploader's videos"),
                task("user_comments", "View a user's comments"),
                task("rate", "Rate a video"),
                task("account", "View own account"),
                task("timeline", "View own activity timeline"),
                task("analytics", "View a video's engagement"),
                task("admin_users", "Administer users"),
                task("moderation", "List content pending review"),
                task("review", "Review a flagged video or comment"),
                task("youtube", "Import videos from YouTube"));
        List<Transition> transitions = List.of(
                transition("t1", null, "sign_in", 1, 2),
                transition("t2", "sign_in", "home", 12),
                transition("t3", "sign_in", "account", 3, 6, 23),
                transition("t4", "home", "search", 8, 9, 10, 13),
                transition("t5", "search", "tag_page", 16, 17, 18),
                transition("t6", "home", "video", 7, 15, 19, 21),
                transition("t7", "search", "video", 7),
                transition("t8", "video", "similar", 14),
                transition("t9", "video", "uploader", 11),
                transition("t10", "video", "user_comments", 20),
                transition("t11", "video", "rate", 22),
                transition("t12", "video", "analytics", 27),
                transition("t13", "account", "timeline", 28),
                transition("t14", null, "admin_users", 4, 5),
                transition("t15", null, "moderation", 24),
                transition("t16", "moderation", "review", 25, 26),
                transition("t17", null, "youtube", 29));
        return new Workflow(tasks, transitions);
    }
}
