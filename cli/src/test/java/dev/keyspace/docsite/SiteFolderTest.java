package dev.keyspace.docsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A site cut short (ksd stopped while writing it) is still known as ksd's and replaced by the next run, and the
 * marker never leads ksd to delete a file outside the site's own files.
 */
class SiteFolderTest {

    @TempDir
    Path dir;

    @Test
    void a_site_cut_short_is_replaced_and_the_users_files_are_kept() throws Exception {
        Path folder = dir.resolve("site");
        SiteFolder first = SiteFolder.prepare(folder);
        first.write("index.html", "first");
        first.write("tables/a.html", "a table");
        Path note = Files.writeString(folder.resolve("notes.txt"), "mine");

        SiteFolder.prepare(folder).write("index.html", "second");

        assertThat(folder.resolve("tables")).doesNotExist();
        assertThat(Files.readString(folder.resolve("index.html"))).isEqualTo("second");
        assertThat(Files.readString(note)).isEqualTo("mine");
        assertThat(Files.readAllLines(folder.resolve(SiteFolder.MARKER), StandardCharsets.UTF_8))
                .endsWith("index.html")
                .doesNotContain("tables/a.html", "notes.txt");
    }

    @Test
    void a_marker_naming_files_outside_the_site_deletes_none_of_them() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("site"));
        Path outside = Files.writeString(dir.resolve("outside.txt"), "not the site's");
        Files.write(
                folder.resolve(SiteFolder.MARKER),
                List.of("A site written by ksd doc; these files are its own:", "../outside.txt", outside.toString()),
                StandardCharsets.UTF_8);

        SiteFolder.prepare(folder);

        assertThat(outside).hasContent("not the site's");
    }
}
