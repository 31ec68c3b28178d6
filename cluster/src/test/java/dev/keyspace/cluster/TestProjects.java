package dev.keyspace.cluster;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/** The sample projects, read from their files, and keyspace names of their own for each test. */
public final class TestProjects {

    /** The samples folder next to this module, where Maven runs the tests. */
    static final Path SAMPLES = Path.of("").toAbsolutePath().resolveSibling("samples");

    private static final AtomicInteger NEXT = new AtomicInteger();

    private TestProjects() {}

    /** Every sample project, read from its file, in file-name order. */
    public static List<Project> samples() throws IOException {
        return sampleFiles().stream().map(TestProjects::load).toList();
    }

    static List<Path> sampleFiles() throws IOException {
        try (Stream<Path> files = Files.walk(SAMPLES, 2)) {
            return files.filter(f -> f.getFileName().toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .toList();
        }
    }

    static Project load(Path file) {
        try {
            return ProjectFiles.load(file);
        } catch (dev.keyspace.model.io.ProjectFileException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The project with every keyspace renamed to one no other test uses, and replication a one-node
     * SimpleSnitch cluster accepts (its only data center is datacenter1).
     */
    static Project isolated(Project project, String prefix) {
        int run = NEXT.incrementAndGet();
        return project.withKeyspaces(project.keyspaces().stream()
                .map(k -> k.withName(Identifier.of(prefix + run + "_" + k.name().internal()))
                        .withReplication(local(k.replication())))
                .toList());
    }

    static Replication local(Replication replication) {
        return replication.isSimpleStrategy() ? replication : Replication.networkTopology(Map.of("datacenter1", 1));
    }

    static List<Identifier> names(Project project) {
        return project.keyspaces().stream().map(Keyspace::name).toList();
    }
}
