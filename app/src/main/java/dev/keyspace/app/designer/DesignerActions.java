package dev.keyspace.app.designer;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;

/**
 * What the menus and shortcuts do. File operations take a path so tests can drive them; the chooser
 * variants only ask for the path first. A failure is shown as one clear message and changes nothing.
 */
public final class DesignerActions {

    private final DesignerWindow window;
    private final RecentFiles recentFiles;
    private Theme theme = Theme.LIGHT;

    DesignerActions(DesignerWindow window, RecentFiles recentFiles) {
        this.window = window;
        this.recentFiles = recentFiles;
    }

    public RecentFiles recentFiles() {
        return recentFiles;
    }

    public void newProject() {
        if (confirmDiscardChanges()) {
            window.setDocument(new Document(Project.empty("Untitled"), null));
        }
    }

    /** Opens a project file in this window; on a bad file, says why and keeps the current project. */
    public boolean open(Path file) {
        if (!confirmDiscardChanges()) {
            return false;
        }
        try {
            Project project = ProjectFiles.load(file);
            window.setDocument(new Document(project, file));
            recentFiles.add(file);
            return true;
        } catch (IOException e) {
            showError("Cannot open " + file.getFileName(), e.getMessage());
            return false;
        }
    }

    public void openWithChooser() {
        FileChooser chooser = projectChooser("Open project");
        Optional.ofNullable(chooser.showOpenDialog(window.stage())).ifPresent(f -> open(f.toPath()));
    }

    /** Saves to the document's file, or asks for one; true when the project was saved. */
    public boolean save() {
        if (window.document().file().isEmpty()) {
            return saveAsWithChooser();
        }
        try {
            window.document().save();
            window.document().file().ifPresent(recentFiles::add);
            window.refresh();
            return true;
        } catch (IOException e) {
            showError("Cannot save", e.getMessage());
            return false;
        }
    }

    public boolean saveAs(Path file) {
        Path target = file.getFileName().toString().endsWith(ProjectFiles.EXTENSION)
                ? file
                : file.resolveSibling(file.getFileName() + ProjectFiles.EXTENSION);
        try {
            window.document().saveAs(target);
            recentFiles.add(target);
            window.refresh();
            return true;
        } catch (IOException e) {
            showError("Cannot save " + target.getFileName(), e.getMessage());
            return false;
        }
    }

    public boolean saveAsWithChooser() {
        FileChooser chooser = projectChooser("Save project as");
        return Optional.ofNullable(chooser.showSaveDialog(window.stage()))
                .map(f -> saveAs(f.toPath()))
                .orElse(false);
    }

    public void undo() {
        if (window.history().canUndo()) {
            window.history().undo();
        }
    }

    public void redo() {
        if (window.history().canRedo()) {
            window.history().redo();
        }
    }

    public void zoomIn() {
        window.currentDiagram().zoomIn();
    }

    public void zoomOut() {
        window.currentDiagram().zoomOut();
    }

    public void zoomReset() {
        window.currentDiagram().setZoom(1.0);
    }

    public void fitToWindow() {
        window.currentDiagram().fitToWindow();
    }

    /** Lays out the current diagram with ELK: one undoable edit. */
    public void autoLayout() {
        ZoomableDiagram diagram = window.currentDiagram();
        ViewKind kind = diagram.diagram().viewKind();
        window.history().apply(new LayoutEdit.SetBounds(kind, diagram.diagram().autoLayout()));
    }

    public void toggleTheme() {
        theme = theme.other();
        theme.apply();
    }

    public void quit() {
        if (confirmDiscardChanges()) {
            window.stage().close();
            Platform.exit();
        }
    }

    /** True when there are no unsaved changes, or the user chose to save them or to discard them. */
    public boolean confirmDiscardChanges() {
        if (!window.document().isDirty()) {
            return true;
        }
        ButtonType save = new ButtonType("Save", ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", save, discard, ButtonType.CANCEL);
        alert.setHeaderText("Save the changes to " + window.document().title().replace("• ", "") + "?");
        alert.setContentText("Your changes are lost if you don't save them.");
        alert.initOwner(window.stage());
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == save) {
            return save();
        }
        return answer == discard;
    }

    private void showError(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.setHeaderText(header);
        alert.initOwner(window.stage());
        alert.getDialogPane().setId("error-dialog");
        alert.show();
    }

    private static FileChooser projectChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters()
                .add(new FileChooser.ExtensionFilter("Keyspace Designer projects", "*" + ProjectFiles.EXTENSION));
        return chooser;
    }
}
