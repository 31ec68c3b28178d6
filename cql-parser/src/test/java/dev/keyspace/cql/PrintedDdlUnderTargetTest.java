package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DDL is printed as the target accepts it: the projects that generated statements build under target 4.1 (only the
 * statements we accept there change them), printed by {@link CqlWriter} as {@code ksd export --cql} prints them, are
 * accepted statement by statement by Cassandra 4.1.10 ({@link Cassandra41Judge}) on an empty schema. Rerun a seed with
 * {@code -Dtargets.seed=<seed>}.
 */
class PrintedDdlUnderTargetTest {

    private static final Path SAMPLES = Path.of("../samples");
    private static final long SEED = Long.getLong("targets.seed", 20_261_130L);

    private static Cassandra41Judge judge;

    @BeforeAll
    static void startJudge() {
        judge = new Cassandra41Judge();
    }

    @AfterAll
    static void stopJudge() throws Exception {
        judge.close();
    }

    /** A generator's statements, named for the report. */
    record Generated(String name, List<String> statements) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Generated> projects() {
        return List.of(
                new Generated("ddl", new DdlGenerator(SEED, "ddl41").generate(30, 150)),
                new Generated("targets", new TargetStatementGenerator(SEED, "targets41").generate(500)),
                new Generated("options", new OptionStatementGenerator(SEED, "options41").generate(600)),
                new Generated("indexes and views", new IndexViewGenerator(SEED, "iv41").generate(300)));
    }

    @ParameterizedTest
    @MethodSource("projects")
    void should_print_ddl_that_cassandra_4_1_accepts(Generated generated) {
        Project project = built(generated.statements(), CassandraVersion.V4_1);
        assertThat(project.keyspaces()).as("keyspaces built").isNotEmpty();
        String printed = new CqlWriter().write(project);
        List<String> statements = NodeSchema.statements(printed);
        assertThat(statements)
                .as("printed statements beyond CREATE KEYSPACE")
                .hasSizeGreaterThan(project.keyspaces().size());
        judge.reset();
        List<String> refused = refusals(statements, judge::judge);
        assertThat(refused)
                .as(
                        "%s, seed %d: %d printed statements, refused by Cassandra 4.1:\n%s",
                        generated, SEED, statements.size(), String.join("\n", refused))
                .isEmpty();
    }

    static List<Path> samples() throws IOException {
        try (Stream<Path> files = Files.walk(SAMPLES)) {
            return files.filter(f -> f.toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .toList();
        }
    }

    /**
     * A sample project under target 4.1, printed: Cassandra 4.1 refuses statements that 5.0 ({@link CassandraJudge})
     * accepts exactly when our checks under 4.1 report an error in the project (what it uses that 4.1 lacks). The
     * samples' keyspaces replicate to datacenters of their own ({@code dc1}), which a cluster, not a release, knows:
     * they are put on the judges' one datacenter first.
     */
    @ParameterizedTest
    @MethodSource("samples")
    void should_print_samples_as_cassandra_4_1_accepts_unless_we_refuse_them_there(Path sample) throws Exception {
        Project project = onJudgesDatacenter(ProjectFiles.load(sample)).withTarget(CassandraVersion.V4_1);
        List<Problem> ours = SchemaValidator.validate(project, CassandraVersion.V4_1).stream()
                .filter(p -> p.severity() == Severity.ERROR)
                .toList();
        List<String> statements = NodeSchema.statements(new CqlWriter().write(project));
        judge.reset();
        CassandraJudge cassandra50 = new CassandraJudge();
        List<String> refusedBy41Only = new ArrayList<>();
        for (String statement : statements) {
            CassandraJudge.Verdict verdict41 = judge.judge(statement);
            // both judge every statement: each builds its own schema
            CassandraJudge.Verdict verdict50 = cassandra50.judge(statement);
            if (!verdict41.accepted() && verdict50.accepted()) {
                refusedBy41Only.add(statement + "\n    cassandra 4.1: " + verdict41.message());
            }
        }
        assertThat(refusedBy41Only.isEmpty())
                .as(
                        "%s: accepted by 5.0 and refused by 4.1:\n%s\nours under 4.1: %s",
                        sample, String.join("\n", refusedBy41Only), ours)
                .isEqualTo(ours.isEmpty());
    }

    private static Project onJudgesDatacenter(Project project) {
        return project.withKeyspaces(project.keyspaces().stream()
                .map(k -> k.replication().strategyClass().equals(Replication.NETWORK_TOPOLOGY)
                        ? k.withReplication(Replication.networkTopology(Map.of("datacenter1", 1)))
                        : k)
                .toList());
    }

    private static Project built(List<String> statements, CassandraVersion target) {
        ScriptValidator validator = new ScriptValidator();
        Project project = Project.empty("printed").withTarget(target);
        for (int i = 0; i < statements.size(); i++) {
            ScriptValidator.Validation ours =
                    validator.validate(project, "statement-" + (i + 1) + ".cql", statements.get(i));
            if (ours.isValid()) {
                project = ours.project();
            }
        }
        return project;
    }

    private static List<String> refusals(List<String> statements, Function<String, CassandraJudge.Verdict> cassandra) {
        List<String> refused = new ArrayList<>();
        for (String statement : statements) {
            CassandraJudge.Verdict verdict = cassandra.apply(statement);
            if (!verdict.accepted()) {
                refused.add(statement + "\n    cassandra: " + verdict.message());
            }
        }
        return refused;
    }
}
