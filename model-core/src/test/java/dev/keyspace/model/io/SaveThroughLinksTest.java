package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** A save through a symbolic link writes the file the link names, and the link stays a link. */
@DisabledOnOs(OS.WINDOWS)
class SaveThroughLinksTest {

    @TempDir
    Path dir;

    @Test
    void should_write_through_a_link_to_its_target_and_keep_the_link() throws Exception {
        Path real = dir.resolve("real.cql");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.cql"), real.getFileName());

        AtomicFiles.writeString(link, "new");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("real.cql"));
        assertThat(Files.readString(real)).isEqualTo("new");
        assertThat(names(dir)).containsExactlyInAnyOrder("real.cql", "link.cql");
    }

    @Test
    void should_save_a_project_in_the_target_folder_and_keep_the_backup_beside_the_target() throws Exception {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path real = elsewhere.resolve("p.ksd.json");
        ProjectFiles.save(Project.empty("old"), real);
        Path here = Files.createDirectory(dir.resolve("here"));
        Path link = Files.createSymbolicLink(here.resolve("p.ksd.json"), Path.of("../elsewhere/p.ksd.json"));

        ProjectFiles.save(Project.empty("new"), link);

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(ProjectFiles.load(real).name()).isEqualTo("new");
        assertThat(ProjectFiles.load(AtomicFileWriter.backupOf(real)).name()).isEqualTo("old");
        assertThat(names(here)).containsExactly("p.ksd.json");
        assertThat(names(elsewhere)).containsExactlyInAnyOrder("p.ksd.json", "p.ksd.json.bak");
    }

    @Test
    void should_follow_a_chain_of_links() throws Exception {
        Path real = dir.resolve("real.cql");
        Path middle = Files.createSymbolicLink(dir.resolve("middle.cql"), real);
        Path first = Files.createSymbolicLink(dir.resolve("first.cql"), middle);

        AtomicFiles.writeString(first, "text");

        assertThat(Files.isSymbolicLink(first)).isTrue();
        assertThat(Files.isSymbolicLink(middle)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("text");
    }

    @Test
    void should_create_the_target_of_a_dangling_link_and_keep_the_link() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path link = Files.createSymbolicLink(dir.resolve("link.cql"), Path.of("out/new.cql"));

        AtomicFiles.writeString(link, "created");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(folder.resolve("new.cql"))).isEqualTo("created");
    }

    @Test
    void should_refuse_a_link_loop_in_plain_words() throws Exception {
        Path a = dir.resolve("a.cql");
        Path b = dir.resolve("b.cql");
        Files.createSymbolicLink(a, b.getFileName());
        Files.createSymbolicLink(b, a.getFileName());

        assertThatThrownBy(() -> AtomicFiles.writeString(a, "x"))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(a.toString())
                .hasMessageContaining("symbolic links");
        assertThat(Files.isSymbolicLink(a)).isTrue();
        assertThat(Files.isSymbolicLink(b)).isTrue();
        assertThat(names(dir)).containsExactlyInAnyOrder("a.cql", "b.cql");
    }

    @Test
    void should_write_straight_to_a_device_and_leave_it_a_device() throws Exception {
        Path devNull = Path.of("/dev/null");
        AtomicFiles.writeString(devNull, "discarded");

        assertThat(Files.readAttributes(devNull, "unix:mode", LinkOption.NOFOLLOW_LINKS))
                .isNotEmpty();
        assertThat(Files.isRegularFile(devNull, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(Files.isSymbolicLink(devNull)).isFalse();
    }

    @Test
    void should_write_straight_to_a_device_through_a_link() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("null.cql"), Path.of("/dev/null"));

        AtomicFiles.writeString(link, "discarded");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.isRegularFile(Path.of("/dev/null"), LinkOption.NOFOLLOW_LINKS))
                .isFalse();
        assertThat(names(dir)).containsExactly("null.cql");
    }

    @Test
    void should_refuse_a_folder_in_plain_words() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.cql"));

        assertThatThrownBy(() -> AtomicFiles.writeString(folder, "x"))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(folder.toString())
                .hasMessageContaining("folder");
        assertThat(Files.isDirectory(folder)).isTrue();
    }

    static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
