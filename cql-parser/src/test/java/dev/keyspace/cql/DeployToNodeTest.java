package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * The DDL we print for every sample and every corpus file deploys to a real Cassandra 5.0.9 node statement by
 * statement, and the schema the driver describes back re-imports to the model we deployed (compared as
 * {@link SchemaComparison} documents). Each keyspace is renamed to a name unique to this test and dropped
 * afterwards.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class DeployToNodeTest {

    private static final Path SAMPLES = Path.of("../samples");

    private static final Pattern SCHEMA_CODE_NAME = Pattern.compile(
            "(?is)^(CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:FUNCTION|AGGREGATE)\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?)"
                    + "(\"(?:[^\"]|\"\")+\"|\\w+)\\.");

    @TestFactory
    Stream<DynamicTest> should_deploy_every_sample_and_describe_it_back_equal(CqlSession session) throws IOException {
        List<Path> samples;
        try (Stream<Path> files = Files.walk(SAMPLES, 2)) {
            samples = files.filter(f -> f.toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .toList();
        }
        assertThat(samples)
                .extracting(p -> p.getFileName().toString())
                .contains("hotel.ksd.json", "ecommerce.ksd.json", "sensors.ksd.json", "messaging.ksd.json");
        return samples.stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    Project project = ProjectFiles.load(file);
                    assertThat(project.keyspaces()).as("keyspaces of " + file).isNotEmpty();
                    deployAndCompare(session, project, List.of(), List.of());
                }));
    }

    @TestFactory
    Stream<DynamicTest> should_deploy_every_corpus_file_and_describe_it_back_equal(CqlSession session)
            throws IOException {
        List<Path> files = CorpusRoundTripTest.corpusFiles();
        assertThat(files).extracting(p -> p.getFileName().toString()).contains("schema-v4.cql", "schema-v5.cql");
        return files.stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    CqlImport imported = new CqlReader().read(file);
                    List<String> code = imported.verbatim().stream()
                            .filter(v -> v.kind().equals("CREATE FUNCTION")
                                    || v.kind().equals("CREATE AGGREGATE"))
                            .map(VerbatimStatement::cql)
                            .toList();
                    if (file.getFileName().toString().equals("schema-v5.cql")) {
                        Keyspace killrvideo =
                                imported.project().keyspace("killrvideo").orElseThrow();
                        assertThat(killrvideo.functions().size()
                                        + killrvideo.aggregates().size())
                                .as("schema-v5's functions and aggregate, in the model and printed with it")
                                .isEqualTo(6);
                    }
                    // shared/corpus/README.md expects one Java UDF of schema-v5 (and the aggregate using it) to fail
                    // compilation; the 5.0.9 node started here on Java 17 compiles and stores all six, so every
                    // statement must be accepted and described back
                    deployAndCompare(session, imported.project(), code, List.of());
                }));
    }

    /**
     * Renames every keyspace, deploys the printed DDL and then {@code code} (functions and aggregates,
     * their keyspace renamed too), expects exactly {@code expectedRefusals} (kind and name) to be refused,
     * and compares each keyspace the node describes back with ours.
     */
    private static void deployAndCompare(
            CqlSession session, Project original, List<String> code, List<String> expectedRefusals) {
        Project project = original;
        Map<Identifier, Identifier> renames = new LinkedHashMap<>();
        Set<String> datacenters = NodeSchema.datacenters(session);
        for (Keyspace keyspace : original.keyspaces()) {
            Identifier unique = NodeSchema.uniqueKeyspace(keyspace.name().internal());
            renames.put(keyspace.name(), unique);
            project = NodeSchema.rename(project, keyspace.name(), unique);
            project = project.mapKeyspace(
                    unique, k -> k.withReplication(NodeSchema.onNode(k.replication(), datacenters)));
        }
        List<String> statements = new ArrayList<>(NodeSchema.statements(new CqlWriter().write(project)));
        code.stream().map(c -> renameCode(c, renames)).forEach(statements::add);
        try {
            List<NodeSchema.Refusal> refusals = NodeSchema.execute(session, statements);
            assertThat(refusals.stream().map(r -> kindAndName(r.statement())).toList())
                    .as("statements the node refused: %s", refusals)
                    .containsExactlyElementsOf(expectedRefusals);
            int describedCode = 0;
            for (Keyspace ours : project.keyspaces()) {
                String described = NodeSchema.describe(session, ours.name());
                String fromSystemSchema = NodeSchema.maskStatements(session, ours.name())
                        + NodeSchema.undescribedOptionStatements(session, ours.name());
                CqlImport back = new CqlReader()
                        .read(
                                "described-" + ours.name().internal() + ".cql",
                                terminated(described) + "\n" + fromSystemSchema);
                assertThat(Imports.errors(back))
                        .as(described + fromSystemSchema)
                        .isEmpty();
                Keyspace theirs = back.project().keyspace(ours.name()).orElseThrow();
                assertThat(SchemaComparison.comparable(theirs, ours, datacenters))
                        .as("described back:\n%s", described)
                        .isEqualTo(SchemaComparison.comparable(ours, ours, datacenters));
                describedCode += back.verbatim().stream()
                        .filter(v ->
                                v.kind().equals("CREATE FUNCTION") || v.kind().equals("CREATE AGGREGATE"))
                        .count();
            }
            assertThat(describedCode)
                    .as("functions and aggregates described back")
                    .isEqualTo(code.size() - expectedRefusals.size());
        } finally {
            renames.values().forEach(k -> NodeSchema.drop(session, k));
        }
    }

    /**
     * The driver (4.19) prints a custom index (SAI, SASI) without its ';', over several lines; every other
     * statement ends with one, and statements are separated by a blank line. A custom index block that does
     * not end with ';' gets it.
     */
    static String terminated(String described) {
        List<String> blocks = new ArrayList<>();
        for (String block : described.split("\n\n", -1)) {
            boolean unterminated = block.startsWith("CREATE CUSTOM INDEX")
                    && !block.stripTrailing().endsWith(";");
            blocks.add(unterminated ? block.stripTrailing() + ";" : block);
        }
        return String.join("\n\n", blocks);
    }

    private static String renameCode(String cql, Map<Identifier, Identifier> renames) {
        Matcher name = SCHEMA_CODE_NAME.matcher(cql);
        if (!name.find()) {
            throw new AssertionError("function or aggregate without a keyspace: " + cql);
        }
        Identifier keyspace = Identifier.fromCql(name.group(2));
        Identifier renamed = renames.getOrDefault(keyspace, keyspace);
        return name.group(1) + renamed.asCql() + "." + cql.substring(name.end());
    }

    /** {@code CREATE FUNCTION name} for a function or aggregate, the first two words for anything else. */
    private static String kindAndName(String statement) {
        Matcher name = Pattern.compile("(?is)^CREATE\\s+(?:OR\\s+REPLACE\\s+)?(FUNCTION|AGGREGATE)\\s+"
                        + "(?:IF\\s+NOT\\s+EXISTS\\s+)?(?:\\w+\\.)?(\\w+)")
                .matcher(statement);
        if (name.find()) {
            return "CREATE " + name.group(1).toUpperCase(java.util.Locale.ROOT) + " " + name.group(2);
        }
        return statement;
    }
}
