package dev.keyspace.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WriteStatement;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.workload.WriteOperation;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof of the generated code: for every sample, deployed to a real node, the generated sources compile
 * against java-driver-core with every lint warning an error, every query and write method runs, and each query on a
 * table (or a view of it) a write path wrote reads back the values the write bound; after an update, the new value
 * (and after the reverse update, the old one); after a delete, no row with the deleted key.
 */
@LocalCassandra
class GeneratedCodeRunsTest {

    private static final AtomicInteger RUN = new AtomicInteger();
    private static final String PACKAGE = "proof";

    @TempDir
    Path dir;

    static Stream<Path> samples() throws Exception {
        return CodegenCompileTest.samples();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_read_back_what_every_generated_write_method_wrote(Path sample, CqlSession session) throws Exception {
        Project project = isolated(ProjectFiles.load(sample));
        try {
            deploy(session, project);
            JavaCodegen codegen = new JavaCodegen(project, PACKAGE);
            GeneratedFiles.write(dir.resolve("src"), codegen.files());
            SourceCompiler.compile(dir.resolve("src"), dir.resolve("classes"));
            URL classes = dir.resolve("classes").toUri().toURL();
            try (URLClassLoader loader =
                    new URLClassLoader(new URL[] {classes}, getClass().getClassLoader())) {
                GeneratedProgram program = new GeneratedProgram(loader, session, codegen, PACKAGE, project);
                run(program, codegen, project);
            }
        } finally {
            for (Keyspace keyspace : project.keyspaces()) {
                session.execute("DROP KEYSPACE IF EXISTS " + keyspace.name().asCql());
            }
        }
    }

    private static void run(GeneratedProgram program, JavaCodegen codegen, Project project) throws Exception {
        List<WritePath> paths = codegen.plan().writes().stream()
                .filter(w -> !w.steps().isEmpty())
                .toList();
        List<QueryRead> reads = codegen.reads();
        int readBack = 0;
        for (WritePath path : only(paths, WriteOperation.INSERT)) {
            program.write(path, Seeds.ORIGINAL);
            readBack += expectRows(program, project, reads, path, Seeds.ORIGINAL, true);
        }
        assertThat(readBack).as("inserts read back by a query").isPositive();
        for (QueryRead read : reads) {
            assertThat(program.read(read, Seeds.ORIGINAL))
                    .as(read.query().label())
                    .isNotNull();
        }
        for (WritePath path : only(paths, WriteOperation.UPDATE)) {
            var attribute = new dev.keyspace.model.query.AttributeRef(
                    path.owner(), path.attribute().orElseThrow());
            Seeds changed = Seeds.changing(attribute, "#2", "");
            program.write(path, changed);
            expectRows(program, project, reads, path, changed, true);
            Seeds back = Seeds.changing(attribute, "", "#2");
            program.write(path, back);
            expectRows(program, project, reads, path, back, true);
        }
        for (WritePath path : only(paths, WriteOperation.DELETE)) {
            program.write(path, Seeds.ORIGINAL);
            expectRows(program, project, reads, path, Seeds.ORIGINAL, false);
        }
    }

    private static List<WritePath> only(List<WritePath> paths, WriteOperation operation) {
        return paths.stream().filter(p -> p.operation() == operation).toList();
    }

    /**
     * For each table the path wrote and each query on it or on a view of it: a row with the bound values is there
     * ({@code present}), or, after a delete of whole rows, no row with the deleted key is. Returns the checks made.
     */
    private static int expectRows(
            GeneratedProgram program,
            Project project,
            List<QueryRead> reads,
            WritePath path,
            Seeds seeds,
            boolean present)
            throws Exception {
        int checked = 0;
        for (WriteStep step : path.steps()) {
            if (!present
                    && !(step.statement() instanceof WriteStatement.Delete d
                            && d.columns().isEmpty())) {
                continue;
            }
            Map<Identifier, Object> expected = program.bound(path, step.table(), seeds);
            for (QueryRead read : reads) {
                if (!reads(project, read.holder(), program.holder(step.table()))) {
                    continue;
                }
                String what = path.title() + " read by " + read.query().label() + " on "
                        + read.holder().qualifiedName();
                Views.await(
                        read.holder().view(),
                        () -> GeneratedProgram.contains(program.read(read, seeds), read.holder(), expected) == present,
                        what);
                checked++;
            }
        }
        return checked;
    }

    /** Whether {@code reader} is the written table or a materialized view of it. */
    private static boolean reads(Project project, Holder reader, Holder written) {
        if (reader.id().equals(written.id())) {
            return true;
        }
        return reader.view()
                && reader.keyspace().name().equals(written.keyspace().name())
                && project.allViews().stream()
                        .anyMatch(v -> v.view().id().equals(reader.id())
                                && v.view().baseTable().equals(written.table().name()));
    }

    private static void deploy(CqlSession session, Project project) {
        DeployPlan plan = new DeployPlanner().plan(session, project, false);
        DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
        assertThat(report.failure()).as("failed statement").isEmpty();
    }

    /** Keyspaces of their own, with replication a one-node cluster accepts. */
    private static Project isolated(Project project) {
        int run = RUN.incrementAndGet();
        return project.withKeyspaces(project.keyspaces().stream()
                .map(k -> k.withName(
                                Identifier.of("codegen" + run + "_" + k.name().internal()))
                        .withReplication(
                                k.replication().isSimpleStrategy()
                                        ? k.replication()
                                        : Replication.networkTopology(Map.of("datacenter1", 1))))
                .toList());
    }
}
