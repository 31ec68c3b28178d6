package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.files.RecoveryStore.Key;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecoveryStoreTest {

    @TempDir
    Path dir;

    @Test
    void should_never_offer_this_session_its_own_untitled_copy() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        store.save(Key.untitled("imported"), Project.empty("imported"));

        assertThat(store.orphanedUntitled()).isEmpty();
    }

    @Test
    void should_offer_the_untitled_copy_of_a_session_whose_process_ended() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        Process ended = new ProcessBuilder("true").start();
        assertThat(ended.waitFor(10, TimeUnit.SECONDS)).isTrue();
        store.save(
                new Key("untitled-imported-" + ended.pid() + "-0badcafe-1", Optional.empty()),
                Project.empty("imported"));

        assertThat(store.orphanedUntitled())
                .extracting(Recovery::copy)
                .containsExactly(dir.resolve("untitled-imported-" + ended.pid() + "-0badcafe-1.ksd.json"));
    }

    @Test
    void should_offer_a_copy_of_an_earlier_session_that_had_the_same_pid() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        long pid = ProcessHandle.current().pid();
        store.save(new Key("untitled-imported-" + pid + "-0badcafe-1", Optional.empty()), Project.empty("imported"));

        assertThat(store.orphanedUntitled()).hasSize(1);
    }

    /**
     * A session that gets the pid of one that crashed (in a container every session may be pid 1) names its copies
     * apart from those the crashed one left, which stay offered: the names pid and count alone gave were the same.
     */
    @Test
    void should_never_name_a_copy_as_an_earlier_session_with_the_same_pid_did() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        long pid = ProcessHandle.current().pid();
        int earlier = 50;
        for (int n = 1; n <= earlier; n++) {
            store.save(new Key("untitled-imported-" + pid + "-" + n, Optional.empty()), Project.empty("imported"));
        }

        Key own = Key.untitled("imported");

        assertThat(store.copyOf(own)).doesNotExist();
        assertThat(store.orphanedUntitled()).hasSize(earlier);
    }

    @Test
    void should_offer_the_copies_of_a_file_that_differ_from_it_and_no_other() throws Exception {
        RecoveryStore store = new RecoveryStore(dir.resolve("recovery"));
        Path file = dir.resolve("p.ksd.json");
        Path other = dir.resolve("other.ksd.json");
        ProjectFiles.save(Project.empty("saved"), file);
        Key changed = endedSession("p", file);
        store.save(changed, Project.empty("changed"));
        store.save(endedSession("p", file), Project.empty("saved"));
        store.save(endedSession("other", other), Project.empty("changed"));
        store.save(Key.forFile(file), Project.empty("this session's own"));

        assertThat(store.unsavedCopiesOf(file)).extracting(Recovery::copy).containsExactly(store.copyOf(changed));
    }

    /** The key of a copy that a session which has ended wrote for {@code file}. */
    static Key endedSession(String label, Path file) throws Exception {
        Process ended = new ProcessBuilder("true").start();
        assertThat(ended.waitFor(10, TimeUnit.SECONDS)).isTrue();
        return new Key(
                label + "-" + ended.pid() + "-0badcafe-1",
                Optional.of(file.toAbsolutePath().normalize()));
    }

    @Test
    void should_not_offer_the_copy_of_another_session_still_running() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        Process running = new ProcessBuilder("sleep", "30").start();
        try {
            store.save(
                    new Key("untitled-imported-" + running.pid() + "-0badcafe-1", Optional.empty()),
                    Project.empty("imported"));

            assertThat(store.orphanedUntitled()).isEmpty();
        } finally {
            running.destroy();
            running.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
