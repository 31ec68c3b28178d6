package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.elements.NameLabels;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.History;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The menu bar, its shortcuts, and the Undo/Redo items that name what they will undo or redo. The File menu
 * keeps its own items (New, Open, Save, Quit) and places the features' items between Save As and Quit, one
 * separated group per feature, in the order given.
 */
final class DesignerMenus {

    private final DesignerActions actions;
    private final ElementActions elements;
    private final CreationActions creation;
    private final MenuItem undo = NameLabels.asWritten(item("Undo", "Shortcut+Z", "menu-undo"));
    private final MenuItem redo = NameLabels.asWritten(item("Redo", "Shortcut+Shift+Z", "menu-redo"));
    static final KeyCombination SECOND_REDO = KeyCombination.keyCombination("Shortcut+Y");
    private static final KeyCombination UNDO = KeyCombination.keyCombination("Shortcut+Z");
    private static final KeyCombination REDO = KeyCombination.keyCombination("Shortcut+Shift+Z");
    private final Menu recent = new Menu("Open Recent");
    private final MenuBar menuBar;

    private final List<MenuItem> findItems;
    private final List<MenuItem> diagramItems;
    private final Runnable projectSettings;

    DesignerMenus(
            DesignerActions actions,
            CreationActions creation,
            List<List<MenuItem>> fileGroups,
            List<MenuItem> findItems,
            List<MenuItem> diagramItems,
            List<MenuItem> analyzeItems,
            Runnable projectSettings) {
        this.projectSettings = projectSettings;
        this.findItems = findItems;
        this.diagramItems = diagramItems;
        this.actions = actions;
        this.creation = creation;
        this.elements = creation.elements();
        undo.setOnAction(e -> actions.undo());
        redo.setOnAction(e -> actions.redo());
        recent.setId("menu-recent");
        recent.setOnShowing(e -> fillRecent());
        fillRecent();
        Menu analyze = new Menu("Analyze");
        analyze.setId("menu-analyze");
        analyze.getItems().addAll(analyzeItems);
        menuBar = new MenuBar(fileMenu(fileGroups), editMenu(), viewMenu(), modelMenu(), analyze);
        menuBar.getMenus().add(HelpMenu.create(menuBar, actions::window));
        menuBar.setId("menu-bar");
    }

    MenuBar menuBar() {
        return menuBar;
    }

    /**
     * Ctrl+Y redoes as Ctrl+Shift+Z does (both are the desktop's redo keys, and a menu item takes one). Like
     * the menu's own keys it leaves a text field its keys: it acts only when no field has consumed it.
     */
    void installSecondRedoKey(Scene scene) {
        scene.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (!event.isConsumed()
                    && SECOND_REDO.match(event)
                    && !(scene.getFocusOwner() instanceof TextInputControl)) {
                redo.fire();
                event.consume();
            }
        });
    }

    /**
     * Undo and redo from a text field that has nothing of its own to undo or redo (a name field given the keyboard
     * for a new element, before anything is typed) act on the model, as from anywhere else: the field would
     * swallow the keys and do nothing.
     */
    void installFieldFallThrough(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (!(scene.getFocusOwner() instanceof TextInputControl field)) {
                return;
            }
            if (UNDO.match(event) && !field.isUndoable() && !undo.isDisable()) {
                undo.fire();
                event.consume();
            } else if ((REDO.match(event) || SECOND_REDO.match(event)) && !field.isRedoable() && !redo.isDisable()) {
                redo.fire();
                event.consume();
            }
        });
    }

    void refresh(History history) {
        undo.setDisable(!history.canUndo());
        undo.setText(history.undoLabel().map(l -> "Undo " + l).orElse("Undo"));
        redo.setDisable(!history.canRedo());
        redo.setText(history.redoLabel().map(l -> "Redo " + l).orElse("Redo"));
    }

    private Menu fileMenu(List<List<MenuItem>> groups) {
        MenuItem newProject = item("New", "Shortcut+N", "menu-new");
        newProject.setOnAction(e -> actions.newProject());
        MenuItem open = item("Open…", "Shortcut+O", "menu-open");
        open.setOnAction(e -> actions.openWithChooser());
        MenuItem save = item("Save", "Shortcut+S", "menu-save");
        save.setOnAction(e -> actions.save());
        MenuItem saveAs = item("Save As…", "Shortcut+Shift+S", "menu-save-as");
        saveAs.setOnAction(e -> actions.saveAsWithChooser());
        MenuItem quit = item("Quit", "Shortcut+Q", "menu-quit");
        quit.setOnAction(e -> actions.quit());
        Menu file = new Menu("File", null, newProject, open, recent, new SeparatorMenuItem(), save, saveAs);
        for (List<MenuItem> group : groups) {
            file.getItems().add(new SeparatorMenuItem());
            file.getItems().addAll(group);
        }
        file.getItems().addAll(new SeparatorMenuItem(), quit);
        file.setId("menu-file");
        return file;
    }

    private Menu editMenu() {
        MenuItem rename = new MenuItem("Rename…  (F2)");
        rename.setId("menu-edit-rename");
        rename.setOnAction(e -> elements.renameSelected());
        MenuItem delete = new MenuItem("Delete  (Del)");
        delete.setId("menu-edit-delete");
        delete.setOnAction(e -> elements.deleteSelected());
        Menu roles = new Menu("Column Role");
        roles.setId("menu-edit-role");
        for (ColumnRole role : ColumnRole.values()) {
            MenuItem item = item(
                    RoleLabels.of(role),
                    "Alt+" + RoleLabels.key(role).toUpperCase(java.util.Locale.ROOT),
                    "menu-edit-role-" + RoleLabels.key(role));
            item.setOnAction(e -> elements.setRole(role));
            roles.getItems().add(item);
        }
        Menu edit = new Menu("Edit", null, undo, redo, new SeparatorMenuItem(), rename, delete, roles);
        edit.getItems().add(new SeparatorMenuItem());
        edit.getItems().addAll(findItems);
        edit.setId("menu-edit");
        return edit;
    }

    private Menu viewMenu() {
        MenuItem zoomIn = item("Zoom In", "Shortcut+Equals", "menu-zoom-in");
        zoomIn.setAccelerator(ZoomKeys.ZOOM_IN);
        zoomIn.setOnAction(e -> actions.zoomIn());
        MenuItem zoomOut = item("Zoom Out", "Shortcut+Minus", "menu-zoom-out");
        zoomOut.setOnAction(e -> actions.zoomOut());
        MenuItem actualSize = item("Actual Size", "Shortcut+0", "menu-zoom-reset");
        actualSize.setOnAction(e -> actions.zoomReset());
        MenuItem fit = item("Fit to Window", "Shortcut+9", "menu-fit");
        fit.setOnAction(e -> actions.fitToWindow());
        MenuItem layout = item("Auto-layout", "Shortcut+L", "menu-auto-layout");
        layout.setOnAction(e -> actions.autoLayout());
        CheckMenuItem minimap = new CheckMenuItem("Minimap");
        minimap.setId("menu-minimap");
        minimap.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+M"));
        minimap.selectedProperty().bindBidirectional(actions.minimapShownProperty());
        MenuItem theme = item("Toggle Dark Theme", "Shortcut+T", "menu-theme");
        theme.setOnAction(e -> actions.toggleTheme());
        Menu view = new Menu(
                "View",
                null,
                zoomIn,
                zoomOut,
                actualSize,
                fit,
                minimap,
                new SeparatorMenuItem(),
                layout,
                new SeparatorMenuItem());
        view.getItems().addAll(diagramItems);
        view.getItems().addAll(new SeparatorMenuItem(), theme);
        view.setId("menu-view");
        return view;
    }

    /**
     * What can be created, in the order of the method: conceptual model, queries, then tables; last, the project's
     * own settings.
     */
    private Menu modelMenu() {
        Menu model = new Menu(
                "Model",
                null,
                item("Add Entity", "Shortcut+E", "menu-model-entity", () -> creation.addEntity(Optional.empty())),
                item(
                        "Add Relationship",
                        "Shortcut+R",
                        "menu-model-relationship",
                        () -> creation.addRelationship(Optional.empty())),
                new SeparatorMenuItem(),
                item("Add Task", null, "menu-model-task", () -> creation.addTask(Optional.empty())),
                item(
                        "Add Query",
                        "Shortcut+Shift+Q",
                        "menu-model-query",
                        () -> creation.addQuery(Optional.empty(), Optional.empty())),
                new SeparatorMenuItem(),
                item("Add Keyspace", null, "menu-model-keyspace", () -> creation.addKeyspace(Optional.empty())),
                item(
                        "Add Table",
                        "Shortcut+Shift+T",
                        "menu-model-table",
                        () -> creation.addTable(Optional.empty(), Optional.empty())),
                item("Add Type", null, "menu-model-type", () -> creation.addType(Optional.empty(), Optional.empty())),
                new SeparatorMenuItem(),
                item(
                        "Generate Table for Selected Query…",
                        "Shortcut+G",
                        "menu-model-generate",
                        creation::generateTableForSelection),
                item(
                        "Generate Tables for All Queries",
                        "Shortcut+Shift+G",
                        "menu-model-generate-all",
                        creation::generateTablesForAllQueries),
                new SeparatorMenuItem(),
                item("Project Settings…", null, "menu-model-project-settings", projectSettings));
        model.setId("menu-model");
        return model;
    }

    private static MenuItem item(String text, String accelerator, String id, Runnable action) {
        MenuItem item = item(text, accelerator, id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void fillRecent() {
        recent.getItems().clear();
        for (Path file : actions.recentFiles().list()) {
            MenuItem item = NameLabels.menuItem(file.toString());
            item.setOnAction(e -> actions.open(file));
            recent.getItems().add(item);
        }
        recent.setDisable(recent.getItems().isEmpty());
    }

    private static MenuItem item(String text, String accelerator, String id) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setId(id);
        return item;
    }
}
