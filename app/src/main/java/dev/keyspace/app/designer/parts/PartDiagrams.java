package dev.keyspace.app.designer.parts;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.NameLabels;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/**
 * The View menu's diagrams of a part: the overview of the keyspaces, a keyspace's own diagram, and a subject area
 * made of the selected tables (or of the tables serving the selected queries or workflow path). Adding a subject area is an edit, so undo takes it
 * back; a keyspace's diagram is stored once it is arranged.
 */
public final class PartDiagrams {

    private final Editor editor;
    private final Supplier<ViewKind> shownView;
    private final Consumer<PartDiagram> open;
    private final Runnable openOverview;
    private final Supplier<Window> owner;

    public PartDiagrams(
            Editor editor,
            Supplier<ViewKind> shownView,
            Consumer<PartDiagram> open,
            Runnable openOverview,
            Supplier<Window> owner) {
        this.editor = editor;
        this.shownView = shownView;
        this.open = open;
        this.openOverview = openOverview;
        this.owner = owner;
    }

    public List<MenuItem> menuItems() {
        MenuItem area = new MenuItem("New Subject Area from Selection…");
        area.setId("menu-subject-area");
        area.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+A"));
        area.setOnAction(e -> askSubjectArea());
        Menu keyspaces = new Menu("Keyspace Diagram");
        keyspaces.setId("menu-keyspace-diagram");
        keyspaces.setOnShowing(e -> fillKeyspaces(keyspaces));
        fillKeyspaces(keyspaces);
        MenuItem overview = new MenuItem("Overview of Keyspaces");
        overview.setId("menu-overview");
        overview.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+O"));
        overview.setOnAction(e -> openOverview.run());
        return List.of(overview, keyspaces, area);
    }

    private void fillKeyspaces(Menu menu) {
        menu.getItems().clear();
        for (Keyspace keyspace : editor.project().keyspaces()) {
            MenuItem item = NameLabels.menuItem(keyspace.name().asCql());
            item.setId("menu-keyspace-diagram-" + keyspace.name().internal());
            item.setOnAction(e -> openKeyspace(keyspace.name().internal()));
            menu.getItems().add(item);
        }
        menu.setDisable(menu.getItems().isEmpty());
    }

    /** Shows the diagram of every table of a keyspace (internal name), opening it if it has no tab yet. */
    public void openKeyspace(String keyspace) {
        open.accept(editor.project().layout().keyspaceDiagram(keyspace));
    }

    /** Asks for a name, then makes a subject area of the selection. */
    public void askSubjectArea() {
        if (tables().isEmpty()) {
            editor.tell("Select the tables of the subject area first (or its queries, or a path in the workflow)");
            return;
        }
        TextInputDialog dialog = new TextInputDialog(
                "Subject area " + (editor.project().layout().parts().size() + 1));
        dialog.initOwner(owner.get());
        dialog.setTitle("New Subject Area");
        dialog.setHeaderText("A diagram of the " + tables().size() + " selected tables, with its own layout");
        dialog.setContentText("Name:");
        dialog.showAndWait().map(String::strip).filter(n -> !n.isEmpty()).ifPresent(this::newSubjectArea);
    }

    /**
     * Makes a subject area named {@code name} of the tables the selection names, drawn as the logical or physical
     * diagram shown (logical from another view), and shows it; empty when nothing selected names a table or the
     * name is taken.
     */
    public Optional<ElementId> newSubjectArea(String name) {
        List<ElementId> tables = tables();
        if (tables.isEmpty()) {
            editor.tell("Select the tables of the subject area first (or its queries, or a path in the workflow)");
            return Optional.empty();
        }
        ViewKind view = shownView.get() == ViewKind.PHYSICAL ? ViewKind.PHYSICAL : ViewKind.LOGICAL;
        PartDiagramEdit.Add add = subjectArea(editor.project(), name, view, tables);
        if (!editor.apply(add)) {
            return Optional.empty();
        }
        open.accept(add.diagram());
        return Optional.of(add.diagram().id());
    }

    /** The edit that adds a subject area of {@code tables} named {@code name} (not blank) with an id of its own. */
    public static PartDiagramEdit.Add subjectArea(Project project, String name, ViewKind view, List<ElementId> tables) {
        return new PartDiagramEdit.Add(PartDiagram.subjectArea(freshId(project, name), name, view, tables));
    }

    private List<ElementId> tables() {
        return SubjectAreaTables.of(editor.project(), editor.selection().ids());
    }

    private static ElementId freshId(Project project, String name) {
        String base = "diagram:area:" + name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        ElementId id = ElementId.of(base);
        for (int n = 2; project.layout().part(id).isPresent(); n++) {
            id = ElementId.of(base + "-" + n);
        }
        return id;
    }
}
