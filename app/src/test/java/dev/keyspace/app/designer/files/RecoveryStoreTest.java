package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.files.RecoveryStore.Key;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.model.Project;
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
        store.save(new Key("untitled-imported-" + ended.pid() + "-1", Optional.empty()), Project.empty("imported"));

        assertThat(store.orphanedUntitled())
                .extracting(Recovery::copy)
                .containsExactly(dir.resolve("untitled-imported-" + ended.pid() + "-1.ksd.json"));
    }

    @Test
    void should_offer_a_copy_of_an_earlier_session_that_had_the_same_pid() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        long pid = ProcessHandle.current().pid();
        store.save(new Key("untitled-imported-" + pid + "-99999", Optional.empty()), Project.empty("imported"));

        assertThat(store.orphanedUntitled()).hasSize(1);
    }

    @Test
    void should_not_offer_the_copy_of_another_session_still_running() throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        Process running = new ProcessBuilder("sleep", "30").start();
        try {
            store.save(
                    new Key("untitled-imported-" + running.pid() + "-1", Optional.empty()), Project.empty("imported"));

            assertThat(store.orphanedUntitled()).isEmpty();
        } finally {
            running.destroy();
            running.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
