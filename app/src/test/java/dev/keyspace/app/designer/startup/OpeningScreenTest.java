package dev.keyspace.app.designer.startup;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.KeyspacesOfTables;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A large project's window is never blank: its first frame is the opening screen (name, size, progress), the
 * designer replaces it on the next, and work held for the first frame waits for the designer's. A small project
 * opens on its designer at once.
 */
@ExtendWith(ApplicationExtension.class)
class OpeningScreenTest {

    private static final int TABLES_PER_KEYSPACE = 80;
    private static final int KEYSPACES = 3;

    @Test
    void should_draw_the_opening_screen_first_then_the_designer() throws Exception {
        Opened opened = open(KeyspacesOfTables.of(KEYSPACES, TABLES_PER_KEYSPACE), Path.of("large.ksd.json"));

        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> opened.firstFrameWork.get() != null);
        Parent first = opened.rootsLaidOut.get(0);
        assertThat(first.getId()).as("the window's first frame").isEqualTo("opening-screen");
        assertThat(((Label) first.lookup("#opening-title")).getText()).isEqualTo("Opening large.ksd.json");
        assertThat(first.lookupAll(".label"))
                .extracting(n -> ((Label) n).getText())
                .contains("240 tables in 3 keyspaces");
        assertThat(opened.firstFrameWork.get())
                .as("the root when the work held for the first frame ran")
                .isSameAs(opened.designer);
        assertThat(opened.scene.getRoot()).isSameAs(opened.designer);
        assertThat(OpeningScreen.isShowing(opened.scene)).isFalse();
        WaitForAsyncUtils.asyncFx(() -> opened.stage.hide()).get();
    }

    @Test
    void should_open_a_small_project_on_its_designer_at_once() throws Exception {
        Opened opened = open(HotelSample.build(), null);

        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> opened.firstFrameWork.get() != null);
        assertThat(opened.rootsLaidOut).first().isSameAs(opened.designer);
        WaitForAsyncUtils.asyncFx(() -> opened.stage.hide()).get();
    }

    private record Opened(
            Stage stage,
            Scene scene,
            Parent designer,
            List<Parent> rootsLaidOut,
            AtomicReference<Parent> firstFrameWork) {}

    /** Opens a window as ksd open does, recording the root each layout pulse drew and when first-frame work ran. */
    private static Opened open(Project project, Path file) throws Exception {
        AtomicReference<Opened> opened = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
                    Stage stage = new Stage();
                    DesignerWindow window = new DesignerWindow(stage, new Document(project, file));
                    Scene scene = stage.getScene();
                    List<Parent> roots = new CopyOnWriteArrayList<>();
                    scene.addPostLayoutPulseListener(() -> {
                        if (roots.isEmpty() || roots.get(roots.size() - 1) != scene.getRoot()) {
                            roots.add(scene.getRoot());
                        }
                    });
                    AtomicReference<Parent> work = new AtomicReference<>();
                    FirstFrame.after(scene, () -> work.set(scene.getRoot()));
                    opened.set(new Opened(stage, scene, scene.getRoot(), roots, work));
                    window.show();
                })
                .get();
        return opened.get();
    }
}
