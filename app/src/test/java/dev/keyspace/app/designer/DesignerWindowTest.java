package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DesignerWindowTest {

    private static final ElementId HOTELS_BY_POI =
            ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels_by_poi"));

    private DesignerWindow window;
    private Project original;

    @Start
    void start(Stage stage) {
        original = HotelSample.build();
        window = new DesignerWindow(stage, new Document(original, null));
        stage.show();
    }

    private void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static LayoutEdit place(double x, double y) {
        return new LayoutEdit.SetBounds(ViewKind.LOGICAL, Map.of(HOTELS_BY_POI, new NodeBounds(x, y, 160, 120)));
    }

    @Test
    void should_show_the_four_views_with_the_logical_one_selected(FxRobot robot) {
        TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
        assertThat(tabs.getTabs())
                .extracting(t -> t.getText())
                .containsExactly("Conceptual", "Workflow", "Logical", "Physical");
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("Logical");
    }

    @Test
    void should_put_the_file_features_between_save_as_and_quit_in_the_file_menu(FxRobot robot) {
        Menu file = robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().get(0);
        assertThat(file.getItems())
                .extracting(i -> i instanceof SeparatorMenuItem ? "----" : i.getId() + " " + i.getText())
                .containsExactly(
                        "menu-new New",
                        "menu-open Open…",
                        "menu-recent Open Recent",
                        "----",
                        "menu-save Save",
                        "menu-save-as Save As…",
                        "----",
                        "menu-import-cql Import CQL…",
                        "menu-export-ddl Export DDL…",
                        "menu-export-png Export View as PNG…",
                        "menu-export-svg Export View as SVG…",
                        "menu-generate-code Generate Code…",
                        "menu-publish-documentation Publish Documentation…",
                        "----",
                        "menu-mark-version Mark Version…",
                        "menu-version-history Version History…",
                        "----",
                        "menu-deploy Deploy…",
                        "menu-import-cluster Import from Cluster…",
                        "----",
                        "menu-quit Quit");
        assertThat(file.getItems())
                .filteredOn(i -> i.getId() != null && i.getId().matches("menu-(import-cql|export-ddl|deploy)"))
                .extracting(i -> i.getAccelerator())
                .containsExactly(
                        KeyCombination.keyCombination("Shortcut+Shift+I"),
                        KeyCombination.keyCombination("Shortcut+Shift+E"),
                        KeyCombination.keyCombination("Shortcut+Shift+D"));
    }

    @Test
    void should_redraw_only_the_diagram_on_screen_and_bring_the_others_up_to_date_when_shown(FxRobot robot) {
        DiagramViewProbe physical =
                new DiagramViewProbe(window.diagram(ViewKind.PHYSICAL).diagram());
        ElementId hotels = ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels"));

        onFx(() -> window.history()
                .apply(new ColumnEdit.Rename(hotels, Identifier.of("phone"), Identifier.of("telephone"))));

        assertThat(physical.view().isStale()).isTrue();
        onFx(() -> window.select(ViewKind.PHYSICAL));
        assertThat(physical.view().isStale()).isFalse();
        assertThat(physical.lines(hotels)).contains("telephone text");
        assertThat(window.diagram(ViewKind.LOGICAL).diagram().isStale()).isFalse();
    }

    @Test
    void should_keep_the_outline_branches_an_edit_did_not_touch(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TreeView<ProjectTree.Item> tree = robot.lookup("#project-tree").queryAs(TreeView.class);
        TreeItem<ProjectTree.Item> hotel = branch(tree, "keyspace hotel");
        TreeItem<ProjectTree.Item> reservation = branch(tree, "keyspace reservation");
        onFx(() -> hotel.setExpanded(false));
        ElementId guests = ElementId.forTable(Identifier.of("reservation"), Identifier.of("guests"));

        onFx(() -> window.history()
                .apply(new ColumnEdit.Rename(guests, Identifier.of("title"), Identifier.of("honorific"))));

        assertThat(branch(tree, "keyspace hotel")).isSameAs(hotel);
        assertThat(hotel.isExpanded()).isFalse();
        assertThat(branch(tree, "keyspace reservation")).isNotSameAs(reservation);
        assertThat(branch(tree, "keyspace reservation").getChildren())
                .flatExtracting(TreeItem::getChildren)
                .extracting(i -> i.getValue().text())
                .contains("honorific  text");
    }

    private static TreeItem<ProjectTree.Item> branch(TreeView<ProjectTree.Item> tree, String text) {
        return tree.getRoot().getChildren().stream()
                .filter(i -> i.getValue().text().equals(text))
                .findFirst()
                .orElseThrow();
    }

    /** Reads a Chebotko box's lines from a view. */
    private record DiagramViewProbe(DiagramView view) {
        List<String> lines(ElementId id) {
            return ((ChebotkoTableNode) view.node(id).orElseThrow()).lines();
        }
    }

    @Test
    void should_outline_keyspaces_and_their_tables(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TreeView<ProjectTree.Item> tree = robot.lookup("#project-tree").queryAs(TreeView.class);
        assertThat(tree.getRoot().getChildren())
                .extracting(i -> i.getValue().text())
                .contains("Conceptual model", "Queries", "keyspace hotel", "keyspace reservation");
        TreeItem<ProjectTree.Item> hotel = tree.getRoot().getChildren().stream()
                .filter(i -> i.getValue().text().equals("keyspace hotel"))
                .findFirst()
                .orElseThrow();
        assertThat(hotel.getChildren())
                .extracting(i -> i.getValue().text())
                .contains("type address *", "table hotels_by_poi", "table available_rooms_by_hotel_date");
    }

    @Test
    void should_undo_and_redo_an_edit_from_the_edit_menu(FxRobot robot) {
        onFx(() -> window.history().apply(place(300, 200)));
        Project moved = window.document().project();
        assertThat(moved).isNotEqualTo(original);
        assertThat(window.stage().getTitle()).startsWith("• ");

        robot.clickOn("#menu-edit").clickOn("#menu-undo");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.document().project()).as("undone").isSameAs(original);

        robot.clickOn("#menu-edit").clickOn("#menu-redo");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.document().project()).as("redone").isSameAs(moved);
    }

    @Test
    void should_redo_with_ctrl_y_as_with_ctrl_shift_z(FxRobot robot) {
        onFx(() -> window.history().apply(place(300, 200)));
        Project moved = window.document().project();

        for (KeyCode[] redo :
                List.of(new KeyCode[] {KeyCode.CONTROL, KeyCode.SHIFT}, new KeyCode[] {KeyCode.CONTROL})) {
            onFx(() -> window.history().undo());
            assertThat(window.document().project()).isSameAs(original);
            onFx(() -> window.currentDiagram().requestFocus());
            robot.press(redo).type(redo.length == 2 ? KeyCode.Z : KeyCode.Y).release(redo);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(window.document().project())
                    .as("redone by " + (redo.length == 2 ? "Ctrl+Shift+Z" : "Ctrl+Y"))
                    .isSameAs(moved);
        }
    }

    @Test
    void should_name_a_new_project_after_the_file_it_is_first_saved_as(@TempDir Path dir) throws Exception {
        onFx(() -> window.setDocument(new Document(NewProject.create(NewProject.UNTITLED), null)));
        assertThat(window.actions().suggestedFileName())
                .as("the Save dialog's name, to type over")
                .isEqualTo("Untitled.ksd.json");

        onFx(() -> assertThat(window.actions().saveAs(dir.resolve("music"))).isTrue());
        assertThat(window.actions().suggestedFileName()).isEqualTo("music.ksd.json");

        assertThat(window.document().project().name()).isEqualTo("music");
        assertThat(Files.readString(dir.resolve("music.ksd.json"))).contains("\"name\": \"music\"");
        assertThat(window.history().undoLabel()).contains("Rename project Untitled to music");
        assertThat(window.document().isDirty()).isFalse();

        onFx(() -> assertThat(window.actions().saveAs(dir.resolve("songs.ksd.json")))
                .isTrue());
        assertThat(window.document().project().name())
                .as("named once, by the first file")
                .isEqualTo("music");

        onFx(() -> window.history().undo());
        assertThat(window.document().project().name())
                .as("undone like any edit")
                .isEqualTo("Untitled");
    }

    @Test
    void should_save_and_open_the_project_again(@TempDir Path dir) throws Exception {
        RecentFiles recent = new RecentFiles(dir.resolve("recent-files.txt"));
        Path file = dir.resolve("hotel");
        onFx(() -> assertThat(window.actions().saveAs(file)).isTrue());
        Path saved = dir.resolve("hotel.ksd.json");
        assertThat(Files.exists(saved)).isTrue();
        assertThat(window.document().isDirty()).isFalse();
        assertThat(window.stage().getTitle()).isEqualTo("hotel.ksd.json — Keyspace Designer");

        onFx(() -> window.setDocument(new Document(Project.empty("other"), null)));
        onFx(() -> assertThat(new DesignerActions(window.stage(), window.documents(), window::currentDiagram, recent)
                        .open(saved))
                .isTrue());
        assertThat(window.document().project().equals(original))
                .as("reopened equals saved")
                .isTrue();
        assertThat(recent.list()).containsExactly(saved.toAbsolutePath().normalize());
    }

    @Test
    void should_keep_the_current_project_when_a_file_cannot_be_opened(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path corrupt = dir.resolve("broken.ksd.json");
        Files.writeString(corrupt, "{\"formatVersion\": 1, \"name\": ");
        onFx(() -> window.history().apply(place(10, 10)));
        Project before = window.document().project();
        RecentFiles recent = new RecentFiles(dir.resolve("recent-files.txt"));
        DesignerActions actions =
                new DesignerActions(window.stage(), window.documents(), window::currentDiagram, recent);
        // a saved (clean) document, so that opening does not stop to ask about unsaved changes
        onFx(() -> window.setDocument(new Document(before, dir.resolve("x.ksd.json"))));
        onFx(() -> assertThat(actions.open(corrupt)).isFalse());
        assertThat(window.document().project()).as("unchanged").isSameAs(before);
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("Cannot open broken.ksd.json");
        assertThat(dialog.getContentText()).contains("broken.ksd.json");
        assertThat(recent.list())
                .as("a file that did not open is not remembered")
                .isEmpty();
    }
}
