package dev.keyspace.docsite;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.check.FileReport;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The diagrams started before the project is checked give the site the pages and files drawing them after did, each
 * diagram drawn once; a site given up stops drawing the diagrams not begun.
 */
class SiteDrawingsTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    @TempDir
    Path dir;

    @Test
    void drawings_started_early_give_the_same_site_as_drawings_started_with_it() throws Exception {
        Project project = ProjectFiles.load(HOTEL);
        FileReport report = FileReport.of("hotel", project);
        Drawer early = new Drawer(null);
        Drawer late = new Drawer(null);

        SiteDrawings started = SiteDrawings.start(Optional.of(early), project);
        SiteWriter.Written first = SiteWriter.write(report, started, dir.resolve("early"));
        SiteWriter.Written second = SiteWriter.write(report, Optional.of(late), dir.resolve("late"));

        assertThat(first.diagrams()).isTrue();
        assertThat(first.files()).isEqualTo(second.files()).contains("diagrams/physical.svg", "diagrams/physical.html");
        assertThat(early.drawn).containsExactlyInAnyOrder(ViewKind.values());
        assertThat(late.drawn).containsExactlyInAnyOrder(ViewKind.values());
        for (String file : first.files()) {
            assertThat(Files.readString(dir.resolve("early").resolve(file)))
                    .as(file)
                    .isEqualTo(Files.readString(dir.resolve("late").resolve(file)));
        }
        assertThat(Files.readString(dir.resolve("early/diagrams/logical.html")))
                .contains("data-name=\"LOGICAL\"")
                .contains("viewBox=\"0 0 40 20\"");
    }

    @Test
    void a_site_given_up_draws_no_further_diagram() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Drawer drawer = new Drawer(release);
        SiteDrawings drawings = SiteDrawings.start(Optional.of(drawer), ProjectFiles.load(HOTEL));
        assertThat(drawer.started.await(10, TimeUnit.SECONDS)).isTrue();

        drawings.abandon();
        release.countDown();

        assertThat(drawer.done.await(10, TimeUnit.SECONDS)).isTrue();
        // the drawing under way ends; none is begun after it
        assertThat(drawer.drawn).containsExactly(ViewKind.values()[0]);
        assertThat(Stream.of(ViewKind.values()).skip(1)).noneMatch(drawer.drawn::contains);
    }

    /** Draws each view as a small SVG naming it; when given a latch, holds its first drawing until released. */
    private static final class Drawer implements DiagramRenderer {
        final List<ViewKind> drawn = new CopyOnWriteArrayList<>();
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(1);
        private final CountDownLatch release;

        Drawer(CountDownLatch release) {
            this.release = release;
        }

        @Override
        public void startInBackground() {}

        @Override
        public void abandon() {}

        @Override
        public void render(Project project, ViewKind view, Format format, double scale, OutputStream out)
                throws IOException {
            started.countDown();
            if (release != null) {
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            drawn.add(view);
            out.write(("<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'><g class='table' data-name='"
                            + view.name() + "'><rect x='0' y='0' width='40' height='20'/></g></svg>")
                    .getBytes(StandardCharsets.UTF_8));
            done.countDown();
        }
    }
}
