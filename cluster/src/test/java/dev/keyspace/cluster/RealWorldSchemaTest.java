package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.ScriptValidator;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.shared.SharedFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every schema file of real open-source projects ({@code shared/corpus/realworld}) through every step a user
 * takes: validate, format (a fixed point), convert to a project file and back, deploy, a dry-run re-deploy
 * (nothing to do), and import from the cluster. The schema each step gives on the node ({@link SystemSchema}:
 * keyspaces, types, tables with every option, columns, indexes, views, masks) must be the one the original
 * file gives when run on the node itself. Statements the node refuses in the original are the ones the
 * validator reports, and the model leaves them out, so every step skips the same statements.
 */
@LocalCassandra
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class RealWorldSchemaTest {

    private static final AtomicInteger TABLES_CREATED = new AtomicInteger();

    private static CqlSession script;

    @TempDir
    static Path projectFiles;

    @BeforeAll
    static void openScriptSession(LocalCluster cluster) {
        script = cluster.openSession();
    }

    @AfterAll
    static void closeScriptSession() {
        script.close();
    }

    @TestFactory
    Stream<DynamicNode> should_give_the_schema_the_original_file_gives_at_every_step(CqlSession session)
            throws Exception {
        Stream<DynamicNode> files = SharedFiles.cqlFiles("corpus/realworld").stream()
                .map(file -> {
                    FileUnderTest subject = new FileUnderTest(file, session);
                    return DynamicContainer.dynamicContainer(
                            file.getParent().getFileName() + "/" + file.getFileName(),
                            Stream.of(
                                    DynamicTest.dynamicTest("original on the node", subject::runOriginal),
                                    DynamicTest.dynamicTest("validate", subject::validate),
                                    DynamicTest.dynamicTest("format", subject::format),
                                    DynamicTest.dynamicTest("convert", subject::convert),
                                    DynamicTest.dynamicTest("deploy and re-deploy", subject::deploy),
                                    DynamicTest.dynamicTest("import from the cluster", subject::importBack)));
                });
        // the original files of the corpus, run on the node, must have created tables: nothing is compared otherwise
        DynamicTest notVacuous =
                DynamicTest.dynamicTest("the corpus creates tables", () -> assertThat(TABLES_CREATED.get())
                        .isPositive());
        return Stream.concat(files, Stream.of(notVacuous));
    }

    /** One file, the schema its original gives on the node, and each step compared with it. */
    private static final class FileUnderTest {
        private final Path file;
        private final CqlSession session;
        private final String text;
        private final CqlImport imported;
        private List<CqlScripts.Refusal> refusals;
        private Set<String> keyspaces;
        private List<String> expected;
        private final Set<String> verifiedScripts = new java.util.HashSet<>();

        FileUnderTest(Path file, CqlSession session) {
            this.file = file;
            this.session = session;
            try {
                this.text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            this.imported = new CqlReader().read(file.toString(), text);
        }

        void runOriginal() {
            Set<String> before = CqlScripts.userKeyspaces(session);
            refusals = CqlScripts.run(script, text);
            keyspaces = new java.util.TreeSet<>(CqlScripts.userKeyspaces(session));
            keyspaces.removeAll(before);
            expected = SystemSchema.of(session, keyspaces);
            assertThat(keyspaces).as("keyspaces the original file creates").isNotEmpty();
            TABLES_CREATED.addAndGet(SystemSchema.section(expected, "tables").size());
            CqlScripts.drop(session, keyspaces);
        }

        void validate() {
            ScriptValidator.Validation validation = new ScriptValidator().validate(file.toString(), text);
            assertThat(validation.errors().stream().map(Diagnostic::line).toList())
                    .as("lines of the statements refused: %s, the node refused %s", validation.errors(), refusals)
                    .isEqualTo(refusals.stream().map(CqlScripts.Refusal::line).toList());
            assertThat(validation.project().keyspaces().stream()
                            .map(k -> k.name().internal())
                            .toList())
                    .containsExactlyInAnyOrderElementsOf(keyspaces);
        }

        void format() {
            String formatted = new CqlWriter().write(imported);
            String again = new CqlWriter().write(new CqlReader().read("formatted.cql", formatted));
            assertThat(again).as("format of the formatted file").isEqualTo(formatted);
            assertRunGivesExpected("the formatted file", formatted);
        }

        void convert() throws Exception {
            Path json = projectFiles.resolve(file.getFileName() + ProjectFiles.EXTENSION);
            ProjectFiles.save(imported.project(), json);
            Project loaded = ProjectFiles.load(json);
            assertRunGivesExpected("the file converted to a project and back", new CqlWriter().write(loaded));
        }

        void deploy() {
            CqlScripts.drop(session, keyspaces);
            Project project = imported.project();
            DeployPlan plan = new DeployPlanner().plan(session, project, false);
            assertThat(plan.statements()).as("statements of the deploy").isNotEmpty();
            assertThat(plan.skipped()).isEmpty();
            assertThat(plan.manual()).isEmpty();
            DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
            assertThat(report.failure()).as("failed statement").isEmpty();
            assertThat(SystemSchema.of(session, keyspaces))
                    .as("the deployed schema")
                    .isEqualTo(expected);

            DeployPlan again = new DeployPlanner().plan(session, project, true);
            assertThat(again.statements())
                    .as("statements of a re-deploy")
                    .extracting(PlannedStatement::cql)
                    .isEmpty();
            assertThat(again.manual()).as("manual changes of a re-deploy").isEmpty();
        }

        void importBack() {
            List<Identifier> names = keyspaces.stream().map(Identifier::of).toList();
            Project back = new LiveSchemaReader().importProject(session, "imported", names);
            assertRunGivesExpected("the schema imported from the cluster", new CqlWriter().write(back));
            // on the schema the import gave, neither the import nor the original file has anything to deploy
            assertThat(new DeployPlanner().plan(session, back, true).isConverged())
                    .as("the imported project re-deployed")
                    .isTrue();
            assertThat(new DeployPlanner()
                            .plan(session, imported.project(), true)
                            .isConverged())
                    .as("the file re-deployed on the imported schema")
                    .isTrue();
            CqlScripts.drop(session, keyspaces);
        }

        private void assertRunGivesExpected(String what, String cql) {
            if (!verifiedScripts.add(cql)) {
                return; // the same text as a step already compared (convert usually prints what format printed)
            }
            CqlScripts.drop(session, keyspaces);
            assertThat(CqlScripts.run(script, cql))
                    .as("statements of %s refused:\n%s", what, cql)
                    .isEmpty();
            assertThat(SystemSchema.of(session, keyspaces))
                    .as("schema of %s:\n%s", what, cql)
                    .isEqualTo(expected);
        }
    }
}
