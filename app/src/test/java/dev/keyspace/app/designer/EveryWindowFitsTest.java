package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.devcluster.KeepRunningQuestion;
import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.files.RecoveryStore;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every window and dialog the designer opens, opened as the user does: each shows its content whole, is
 * resizable down to a sane minimum only, lies on the screen, and is centred on the main window.
 */
@ExtendWith(ApplicationExtension.class)
class EveryWindowFitsTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_open_every_window_at_a_size_that_shows_it_centred_and_resizable(@TempDir Path folder) throws Exception {
        Path cql = Files.writeString(
                folder.resolve("more.cql"),
                "CREATE KEYSPACE more WITH replication =" + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
        Map<String, Runnable> triggers = new LinkedHashMap<>();
        triggers.put("User Guide", () -> menuItem("menu-help-guide").fire());
        triggers.put("Keyboard Shortcuts", () -> menuItem("menu-help-shortcuts").fire());
        triggers.put("About", () -> menuItem("menu-help-about").fire());
        triggers.put("Deploy", () -> menuItem("menu-deploy").fire());
        triggers.put(
                "Import from a cluster", () -> menuItem("menu-import-cluster").fire());
        triggers.put("Mark Version", () -> menuItem("menu-mark-version").fire());
        triggers.put("Version History", () -> menuItem("menu-version-history").fire());
        triggers.put("Workload", () -> menuItem("menu-workload").fire());
        triggers.put("Optimize", () -> menuItem("menu-optimize").fire());
        triggers.put("Generate table", () -> window.elementActions()
                .generateTable(project().queries().get(0)));
        triggers.put("Rename", () -> {
            window.editor().selection().select(HOTELS);
            window.elementActions().renameSelected();
        });
        triggers.put("New Subject Area", () -> {
            window.editor().selection().select(HOTELS);
            menuItem("menu-subject-area").fire();
        });
        triggers.put("Import CQL: new or merge", () -> window.files().imports().importAsking(cql));
        triggers.put("Import error", () -> window.files().imports().importAsking(folder.resolve("missing.cql")));
        // the Prove dialog starts proving (and the dev cluster) once shown: ProveDialogTest checks its window
        triggers.put(
                "Generate Code: package", () -> window.files().codeGeneration().generateAsking(folder));
        triggers.put("Code generated", () -> window.files().codeGeneration().generate(folder.resolve("code")));
        triggers.put(
                "Documentation published", () -> window.files().docPublishing().publish(folder.resolve("site")));
        triggers.put("Restore unsaved changes?", () -> {
            try {
                window.files()
                        .recovery()
                        .offer(new RecoveryStore.Recovery(
                                folder.resolve("copy.ksd.json"),
                                Optional.of(folder.resolve("hotel.ksd.json")),
                                FileTime.fromMillis(0)));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        triggers.put("Keep the dev cluster running?", () -> KeepRunningQuestion.ask(window.stage()));
        triggers.put("Save changes?", () -> {
            window.history()
                    .apply(new LayoutEdit.SetBounds(
                            ViewKind.LOGICAL, Map.of(HOTELS, new NodeBounds(500, 40, 160, 120))));
            window.actions().confirmDiscardChanges();
        });

        for (Map.Entry<String, Runnable> trigger : triggers.entrySet()) {
            Stage opened = opens(trigger.getKey(), trigger.getValue());
            fits(trigger.getKey(), opened);
            close(opened);
        }
    }

    private void fits(String name, Stage opened) {
        Parent content = opened.getScene().getRoot();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertThat(opened.isResizable()).as(name + " is resizable").isTrue();
        assertThat(opened.getMinWidth()).as(name + " has a minimum width").isBetween(100.0, opened.getWidth());
        assertThat(opened.getMinHeight()).as(name + " has a minimum height").isBetween(100.0, opened.getHeight());
        // a dialog is as large as it prefers; a window of growing lists at least as large as it needs
        boolean dialog = content instanceof DialogPane;
        double width = dialog ? content.prefWidth(-1) : content.minWidth(-1);
        assertThat(opened.getScene().getWidth())
                .as(name + " is as wide as its content")
                .isGreaterThanOrEqualTo(Math.min(width, screen.getWidth()) - 1);
        double sceneWidth = opened.getScene().getWidth();
        double height = dialog ? content.prefHeight(sceneWidth) : content.minHeight(sceneWidth);
        assertThat(opened.getScene().getHeight())
                .as(name + " is as high as its content")
                .isGreaterThanOrEqualTo(Math.min(height, screen.getHeight()) - 1);
        assertThat(screen.contains(opened.getX(), opened.getY(), opened.getWidth(), opened.getHeight()))
                .as(name + " is on the screen")
                .isTrue();
        Stage owner = window.stage();
        double ownerCentreX = owner.getX() + owner.getWidth() / 2;
        double ownerCentreY = owner.getY() + owner.getHeight() / 2;
        assertThat(opened.getX() + opened.getWidth() / 2)
                .as(name + " is centred on the main window")
                .isCloseTo(ownerCentreX, org.assertj.core.data.Offset.offset(owner.getWidth() / 8));
        assertThat(opened.getY() + opened.getHeight() / 2)
                .as(name + " is centred on the main window")
                .isCloseTo(ownerCentreY, org.assertj.core.data.Offset.offset(owner.getHeight() / 8));
    }

    /** Runs the trigger (which may wait for the answer of a modal dialog) and gives the window it opened. */
    private Stage opens(String name, Runnable trigger) throws Exception {
        Set<Window> before = Set.copyOf(Window.getWindows());
        WaitForAsyncUtils.asyncFx(trigger);
        waitFor(() -> newStage(before).isPresent());
        Stage opened = newStage(before).orElseThrow();
        // a dialog measures its content on the pulse after it shows
        waitFor(() -> opened.getScene() != null && opened.getScene().getWidth() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened.getOwner()).as(name + " belongs to the main window").isSameAs(window.stage());
        return opened;
    }

    private static Optional<Stage> newStage(Set<Window> before) {
        List<Stage> shown = Window.getWindows().stream()
                .filter(w -> !before.contains(w) && w instanceof Stage && w.isShowing())
                .map(w -> (Stage) w)
                .collect(Collectors.toList());
        return shown.stream().findFirst();
    }

    private void close(Stage opened) throws Exception {
        onFx(() -> {
            if (opened.getScene().getRoot() instanceof DialogPane pane) {
                ButtonType cancel = pane.getButtonTypes().stream()
                        .filter(type -> type.getButtonData().isCancelButton())
                        .findFirst()
                        .orElse(pane.getButtonTypes().get(pane.getButtonTypes().size() - 1));
                ((Button) pane.lookupButton(cancel)).fire();
            } else {
                DialogClosing.requestClose(opened);
            }
        });
        waitFor(() -> !opened.isShowing());
    }

    private MenuItem menuItem(String id) {
        MenuBar bar = (MenuBar) window.stage().getScene().lookup("#menu-bar");
        return bar.getMenus().stream()
                .flatMap(menu -> items(menu).stream())
                .filter(item -> id.equals(item.getId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + id));
    }

    private static List<MenuItem> items(Menu menu) {
        return menu.getItems().stream()
                .flatMap(item -> item instanceof Menu sub
                        ? java.util.stream.Stream.concat(java.util.stream.Stream.of(item), items(sub).stream())
                        : java.util.stream.Stream.of(item))
                .toList();
    }
}
