package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecentFilesTest {

    @TempDir
    Path dir;

    @Test
    void should_list_nothing_before_the_first_file() {
        assertThat(new RecentFiles(dir.resolve("recent-files.txt")).list()).isEmpty();
    }

    @Test
    void should_put_the_latest_file_first_once_and_remember_it_across_instances() {
        Path list = dir.resolve("settings").resolve("recent-files.txt");
        RecentFiles recent = new RecentFiles(list);

        recent.add(dir.resolve("a.ksd.json"));
        recent.add(dir.resolve("b.ksd.json"));
        recent.add(dir.resolve("sub/../a.ksd.json"));

        assertThat(new RecentFiles(list).list()).containsExactly(dir.resolve("a.ksd.json"), dir.resolve("b.ksd.json"));
    }

    @Test
    void should_keep_only_the_newest_ten() {
        RecentFiles recent = new RecentFiles(dir.resolve("recent-files.txt"));
        for (int i = 0; i < 12; i++) {
            recent.add(dir.resolve(i + ".ksd.json"));
        }

        assertThat(recent.list())
                .hasSize(RecentFiles.MAX)
                .startsWith(dir.resolve("11.ksd.json"))
                .endsWith(dir.resolve("2.ksd.json"));
    }

    @Test
    void should_leave_the_list_as_it_was_when_it_cannot_be_written() throws Exception {
        Path blocker = dir.resolve("not-a-folder");
        Files.writeString(blocker, "a file where the settings folder should be");
        RecentFiles recent = new RecentFiles(blocker.resolve("recent-files.txt"));

        recent.add(dir.resolve("a.ksd.json"));

        assertThat(recent.list()).isEmpty();
    }
}
