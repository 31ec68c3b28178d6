package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.settings.CassandraVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --target 4.1|5.0} on the commands whose verdicts follow a release: each feature 5.0 added is accepted by
 * default and under 5.0 and refused under 4.1 in 4.1's words, by every command that reads a schema; a project's own
 * target holds without the option and yields to it; a bad value is a usage error (exit 2) naming the versions.
 */
class TargetOptionTest {

    private static final String KEYSPACE =
            "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";

    /** A statement using what 5.0 added, and the start of 4.1's refusal of it. */
    private static final Map<String, String> FIVE_ZERO_ONLY = Map.of(
            "CREATE TABLE shop.items (id int PRIMARY KEY, embedding vector<float, 3>);",
            "the vector type came with Cassandra 5.0; Cassandra 4.1 does not have it",
            "CREATE TABLE shop.items (id int PRIMARY KEY, email text MASKED WITH DEFAULT);",
            "dynamic data masking (MASKED WITH, DROP MASKED) came with Cassandra 5.0",
            "CREATE TABLE shop.items (id int PRIMARY KEY, name text);\n"
                    + "CREATE CUSTOM INDEX ON shop.items (name) USING 'StorageAttachedIndex';",
            "Unable to find custom indexer class 'StorageAttachedIndex'",
            "CREATE TABLE shop.items (id int PRIMARY KEY, name text);\nCREATE INDEX ON shop.items (name) USING 'sai';",
            "Cannot specify index class for a non-CUSTOM index",
            "CREATE TABLE shop.items (id int PRIMARY KEY) WITH compaction = {'class': 'UnifiedCompactionStrategy'};",
            "Unable to find compaction strategy class 'org.apache.cassandra.db.compaction.UnifiedCompactionStrategy'",
            "CREATE TABLE shop.items (id int PRIMARY KEY) WITH allow_auto_snapshot = true;",
            "Unknown property 'allow_auto_snapshot'");

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    @Test
    void should_refuse_under_4_1_what_5_0_accepts_in_every_command_that_reads_cql() throws Exception {
        for (Map.Entry<String, String> feature : FIVE_ZERO_ONLY.entrySet()) {
            Path file = Files.writeString(dir.resolve("schema.cql"), KEYSPACE + feature.getKey() + "\n");
            for (List<String> command : readingCommands(file)) {
                String shown = String.join(" ", command) + " on " + feature.getKey();

                int byDefault = ksd.run(command.toArray(String[]::new));
                String defaultErr = ksd.stderr();
                int under50 = ksd.run(with(command, "--target", "5.0"));
                int under41 = ksd.run(with(command, "--target", "4.1"));

                assertThat(byDefault).as(shown + "\n" + defaultErr).isEqualTo(ExitCode.OK);
                assertThat(under50).as(shown).isEqualTo(ExitCode.OK);
                assertThat(under41).as(shown).isEqualTo(ExitCode.FINDINGS);
                assertThat(ksd.stdout() + ksd.stderr()).as(shown).contains(feature.getValue());
            }
        }
    }

    @Test
    void should_follow_a_projects_own_target_unless_the_option_overrides_it() throws Exception {
        Path cql = Files.writeString(
                dir.resolve("vectors.cql"),
                KEYSPACE
                        + FIVE_ZERO_ONLY.keySet().stream()
                                .filter(s -> s.contains("vector"))
                                .findFirst()
                                .orElseThrow());
        Path project = dir.resolve("vectors.ksd.json");
        assertThat(ksd.run("convert", cql.toString(), project.toString())).isEqualTo(ExitCode.OK);
        Project loaded = ProjectFiles.load(project);
        ProjectFiles.save(loaded.withTarget(CassandraVersion.V4_1), project);

        int asSaved = ksd.run("check", project.toString());
        String asSavedOut = ksd.stdout();
        int overridden = ksd.run("check", "--target", "5.0", project.toString());

        assertThat(asSaved).isEqualTo(ExitCode.FINDINGS);
        assertThat(asSavedOut).contains("the vector type came with Cassandra 5.0");
        assertThat(overridden).as(ksd.stdout()).isEqualTo(ExitCode.OK);
    }

    @Test
    void should_refuse_an_unknown_target_as_a_usage_error_in_every_command() throws Exception {
        Path cql = Files.writeString(dir.resolve("s.cql"), KEYSPACE);
        Path queries = Files.writeString(dir.resolve("q.cql"), "SELECT * FROM shop.items;");
        List<List<String>> commands = List.of(
                List.of("validate", cql.toString()),
                List.of("format", cql.toString()),
                List.of("convert", cql.toString(), dir.resolve("o.ksd.json").toString()),
                List.of("check", cql.toString()),
                List.of("queries", "--schema", cql.toString(), queries.toString()),
                List.of("export", "--cql", dir.resolve("o.cql").toString(), cql.toString()),
                List.of("deploy", "--dry-run", cql.toString()));
        for (String bad : List.of("4.0", "5", "6.1", "latest", "")) {
            for (List<String> command : commands) {
                int code = ksd.run(with(command, "--target", bad));

                assertThat(code).as(command + " --target '" + bad + "'").isEqualTo(ExitCode.BAD_INPUT);
                assertThat(ksd.stderr())
                        .contains("unknown Cassandra version '" + bad + "' (expected one of 4.1, 5.0, 6.0)")
                        .doesNotContain("\tat ");
            }
        }
    }

    @Test
    void should_judge_queries_by_the_target() throws Exception {
        Path schema = Files.writeString(
                dir.resolve("s.cql"), KEYSPACE + "CREATE TABLE shop.items (id int PRIMARY KEY, name text);\n");
        Path queries = Files.writeString(dir.resolve("q.cql"), "SELECT abs(id) FROM shop.items WHERE id = 1;\n");

        int byDefault = ksd.run("queries", "--schema", schema.toString(), queries.toString());
        int under50 = ksd.run("queries", "--target", "5.0", "--schema", schema.toString(), queries.toString());
        int under41 = ksd.run("queries", "--target", "4.1", "--schema", schema.toString(), queries.toString());

        assertThat(byDefault).isEqualTo(ExitCode.OK);
        assertThat(under50).isEqualTo(ExitCode.OK);
        assertThat(under41).as(ksd.stdout()).isEqualTo(ExitCode.FINDINGS);
        assertThat(ksd.stdout()).contains("rejected: Unknown function 'abs'"); // 4.1's words: abs came with 5.0
    }

    @Test
    void should_refuse_to_deploy_under_4_1_before_looking_for_a_cluster() throws Exception {
        for (Map.Entry<String, String> feature : FIVE_ZERO_ONLY.entrySet()) {
            Path file = Files.writeString(dir.resolve("schema.cql"), KEYSPACE + feature.getKey() + "\n");

            int under41 = ksd.run("deploy", "--dry-run", "--target", "4.1", file.toString());
            String refused = ksd.stdout() + ksd.stderr();
            int under50 = ksd.run(
                    "deploy", "--dry-run", "--target", "5.0", "--contact-points", "127.0.0.1:1", file.toString());

            assertThat(under41).as(feature.getKey() + "\n" + refused).isEqualTo(ExitCode.FINDINGS);
            assertThat(refused).contains(feature.getValue()).contains("nothing was deployed");
            // under 5.0 the design passes and the deploy goes on to its cluster: a closed port here
            assertThat(under50).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(ksd.stderr()).contains("refused the connection").doesNotContain(feature.getValue());
        }
    }

    /** Each command that reads the schema and decides on it, as run on {@code file}. */
    private List<List<String>> readingCommands(Path file) {
        return List.of(
                List.of("validate", file.toString()),
                List.of("format", file.toString()),
                List.of("convert", file.toString(), dir.resolve("out.ksd.json").toString()),
                List.of("check", "--format", "json", file.toString()),
                List.of("export", "--cql", dir.resolve("out.cql").toString(), file.toString()));
    }

    private static String[] with(List<String> command, String... more) {
        String[] args = new String[command.size() + more.length];
        args[0] = command.get(0);
        System.arraycopy(more, 0, args, 1, more.length);
        for (int i = 1; i < command.size(); i++) {
            args[more.length + i] = command.get(i);
        }
        return args;
    }
}
