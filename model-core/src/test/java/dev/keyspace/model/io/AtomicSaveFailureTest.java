package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Fails a save at every step it takes and checks that the file on disk is always whole. */
class AtomicSaveFailureTest {

    private static final int SMALL_CHUNK = 512;

    private final Project old = Project.empty("the old project");
    private final Project updated = RichProject.create();

    @TempDir
    Path dir;

    @Test
    void should_leave_the_old_or_the_new_file_whichever_step_of_the_save_fails() throws Exception {
        List<AtomicFileWriter.Stage> stages = stagesOfOneSave(true);
        assertThat(stages).contains(AtomicFileWriter.Stage.values());
        assertThat(stages.stream().filter(s -> s == AtomicFileWriter.Stage.CHUNK_WRITTEN))
                .hasSizeGreaterThan(10);
        byte[] oldBytes = ProjectJson.write(old);
        byte[] newBytes = ProjectJson.write(updated);

        for (int failAt = 0; failAt < stages.size(); failAt++) {
            Path target = Files.createDirectory(dir.resolve("run" + failAt)).resolve("p.ksd.json");
            ProjectFiles.save(old, target);

            int step = failAt;
            assertThatThrownBy(() -> ProjectFiles.save(updated, target, failingAt(step)))
                    .isInstanceOf(ProjectFileException.class)
                    .hasMessage(target + ": cannot save: injected failure at " + stages.get(step));

            // a failure reported at TARGET_REPLACED comes just after the rename
            boolean replaced = stages.subList(0, failAt + 1).contains(AtomicFileWriter.Stage.TARGET_REPLACED);
            assertThat(Arrays.equals(Files.readAllBytes(target), replaced ? newBytes : oldBytes))
                    .as(
                            "after a failure at step %d (%s) the file is byte for byte the %s one",
                            step, stages.get(step), replaced ? "new" : "old")
                    .isTrue();
            assertThat(ProjectFiles.load(target)).isEqualTo(replaced ? updated : old);
            Path backup = AtomicFileWriter.backupOf(target);
            if (Files.exists(backup)) {
                assertThat(Arrays.equals(Files.readAllBytes(backup), oldBytes))
                        .as("the backup holds the old file")
                        .isTrue();
            }
            assertThat(fileNames(target.getParent())).allMatch(name -> name.startsWith("p.ksd.json"));
        }
    }

    @Test
    void should_leave_no_file_or_the_whole_new_file_when_a_first_save_fails() throws Exception {
        int steps = stagesOfOneSave(false).size();
        for (int failAt = 0; failAt < steps; failAt++) {
            Path target = Files.createDirectory(dir.resolve("first" + failAt)).resolve("p.ksd.json");
            int step = failAt;

            assertThatThrownBy(() -> ProjectFiles.save(updated, target, failingAt(step)))
                    .isInstanceOf(ProjectFileException.class);

            if (Files.exists(target)) {
                assertThat(ProjectFiles.load(target)).isEqualTo(updated);
            }
            assertThat(fileNames(target.getParent())).allMatch(name -> name.equals("p.ksd.json"));
        }
    }

    @Test
    void should_report_a_save_into_a_missing_folder_in_plain_words() {
        Path target = dir.resolve("no-such-folder").resolve("p.ksd.json");

        assertThatThrownBy(() -> ProjectFiles.save(updated, target))
                .isInstanceOf(ProjectFileException.class)
                .hasMessageStartingWith(target + ": cannot save: no such file or folder");
    }

    /** The stages a save of {@link #updated} goes through, in order, over {@link #old} or as a new file. */
    private List<AtomicFileWriter.Stage> stagesOfOneSave(boolean overOld) throws Exception {
        Path target = Files.createDirectory(dir.resolve("count" + overOld)).resolve("p.ksd.json");
        if (overOld) {
            ProjectFiles.save(old, target);
        }
        List<AtomicFileWriter.Stage> stages = new ArrayList<>();
        ProjectFiles.save(updated, target, new AtomicFileWriter(stages::add, SMALL_CHUNK));
        return stages;
    }

    private static AtomicFileWriter failingAt(int step) {
        AtomicInteger count = new AtomicInteger();
        return new AtomicFileWriter(
                stage -> {
                    if (count.getAndIncrement() == step) {
                        throw new IOException("injected failure at " + stage);
                    }
                },
                SMALL_CHUNK);
    }

    private static List<String> fileNames(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
