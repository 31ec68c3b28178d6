package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a real process while it saves, at seeded random moments, and checks that the file it leaves behind
 * is always a whole project: the one before or the one after the save under way.
 */
class CrashDuringSaveTest {

    private static final int KILLS = 6;
    private static final long SEED = 20_261_121L;

    @TempDir
    Path dir;

    @Test
    void should_always_leave_a_loadable_old_or_new_file_when_the_saving_process_is_killed() throws Exception {
        Project a = SaveLoop.large("A");
        Project b = SaveLoop.large("B");
        Path target = dir.resolve("crash.ksd.json");
        ProjectFiles.save(a, target);
        Random random = new Random(SEED);

        for (int kill = 0; kill < KILLS; kill++) {
            long delayMillis = random.nextInt(400);
            runAndKill(target, delayMillis);

            Project loaded = ProjectFiles.load(target);
            assertThat(List.of(a, b))
                    .as("after kill %d, %d ms into saving", kill, delayMillis)
                    .contains(loaded);
            Path backup = AtomicFileWriter.backupOf(target);
            if (Files.exists(backup)) {
                assertThat(List.of(a, b)).contains(ProjectFiles.load(backup));
            }
        }
    }

    /** Starts the save loop, lets it save at least once, waits {@code delayMillis} more, and kills it. */
    private static void runAndKill(Path target, long delayMillis) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process child = new ProcessBuilder(
                        java.toString(), "-cp", classPath, SaveLoop.class.getName(), target.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            CompletableFuture<String> firstSave = CompletableFuture.supplyAsync(() -> firstLine(child));
            assertThat(firstSave.get(60, TimeUnit.SECONDS)).startsWith("saved");
            Thread.sleep(delayMillis);
        } finally {
            child.destroyForcibly();
            assertThat(child.waitFor(30, TimeUnit.SECONDS))
                    .as("the killed child has ended")
                    .isTrue();
        }
    }

    private static String firstLine(Process child) {
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            return line == null ? "ended without saving" : line;
        } catch (java.io.IOException e) {
            return "output unreadable: " + e.getMessage();
        }
    }
}
