package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.model.Project;
import dev.keyspace.model.validation.SchemaValidator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Loads mutated copies of the sample projects: each must load (and then check without an exception) or be
 * refused with one {@link ProjectFileException} that gives a line, a column and a JSON path, in plain
 * words, within 5 seconds. A fixed seed makes every run the same. The count and the seed are system
 * properties, so the longer run in docs/reliability.md is one command:
 * {@code mvn -o -pl model-core test -Dtest=ProjectFileFuzzTest -Dksd.fuzz.projectFiles=200000}.
 */
class ProjectFileFuzzTest {

    private static final int INPUTS = Integer.getInteger("ksd.fuzz.projectFiles", 6_000);
    private static final long SEED = Long.getLong("ksd.fuzz.seed", 15L);
    private static final long LIMIT_SECONDS = 5;
    /** Checking a whole project costs more than loading it: a share of the loaded ones is enough. */
    private static final int CHECK_EVERY = 4;

    private static final AtomicInteger CHECKED = new AtomicInteger();
    private static final Path NAME = Path.of("fuzzed.ksd.json");

    @Test
    void should_load_or_refuse_every_mutated_project_file_clearly() throws Exception {
        List<String> seeds = seedFiles();
        Random random = new Random(SEED);
        ProjectFileMutator mutator = new ProjectFileMutator(random);
        ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "project-file-fuzz");
            thread.setDaemon(true);
            return thread;
        });
        int loaded = 0;
        long slowestNanos = 0;
        long start = System.nanoTime();
        try {
            for (int i = 0; i < INPUTS; i++) {
                String text = seeds.get(random.nextInt(seeds.size()));
                int mutations = 1 + random.nextInt(3);
                for (int m = 0; m < mutations; m++) {
                    text = mutator.mutate(text);
                }
                String input = text;
                long began = System.nanoTime();
                Future<Boolean> outcome = worker.submit(() -> loadOrRefuse(input));
                try {
                    loaded += outcome.get(LIMIT_SECONDS, TimeUnit.SECONDS) ? 1 : 0;
                } catch (TimeoutException e) {
                    fail("input %d took over %d s: %s", i, LIMIT_SECONDS, keep(i, input));
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new AssertionError("input " + i + " (" + keep(i, input) + "): " + e.getCause(), e.getCause());
                }
                slowestNanos = Math.max(slowestNanos, System.nanoTime() - began);
            }
        } finally {
            worker.shutdownNow();
        }
        System.out.printf(
                "project file fuzz: %d inputs (seed %d), %d loaded, %d refused, slowest %.1f ms, %.1f s in all%n",
                INPUTS, SEED, loaded, INPUTS - loaded, slowestNanos / 1e6, (System.nanoTime() - start) / 1e9);
        assertThat(INPUTS - loaded).as("most mutations break the file").isGreaterThan(INPUTS / 2);
    }

    /** True when the text loaded; a refusal must be located and worded for a person. */
    private static boolean loadOrRefuse(String text) {
        Project project;
        try {
            project = ProjectFiles.fromText(NAME, text);
        } catch (ProjectFileException e) {
            assertThat(e.location()).as("a location for: %s", e.getMessage()).isPresent();
            ProjectFileException.Location at = e.location().orElseThrow();
            assertThat(at.line()).isPositive();
            assertThat(at.column()).isPositive();
            assertThat(at.jsonPath()).startsWith("$");
            assertThat(e.problem())
                    .isNotBlank()
                    .doesNotContain("Exception")
                    .doesNotContain("com.fasterxml")
                    .doesNotContain("Feature")
                    .doesNotContain("internal error");
            return false;
        }
        if (CHECKED.incrementAndGet() % CHECK_EVERY == 0) {
            Checker.check(project);
            SchemaValidator.validate(project);
        }
        return true;
    }

    /** Keeps a failing input where a developer can load it again. */
    private static String keep(int index, String text) {
        try {
            Path folder = Files.createDirectories(Path.of("target", "fuzz-failures"));
            Path file = folder.resolve("project-" + SEED + "-" + index + ".ksd.json");
            Files.writeString(file, text);
            return "kept in " + file.toAbsolutePath();
        } catch (Exception e) {
            return "could not keep the input: " + e;
        }
    }

    private static List<String> seedFiles() throws Exception {
        List<String> seeds = new ArrayList<>();
        try (Stream<Path> samples = Files.walk(Path.of("..", "samples"), 2)) {
            for (Path file : samples.filter(p -> p.toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .toList()) {
                seeds.add(Files.readString(file));
            }
        }
        seeds.add(ProjectFiles.toJson(RichProject.create()));
        assertThat(seeds).hasSizeGreaterThan(3);
        return seeds;
    }
}
