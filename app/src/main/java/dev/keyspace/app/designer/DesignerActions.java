package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.dialogs.ProjectFolder;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.designer.files.DocumentSwitch;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * What the menus and shortcuts do. File operations take a path so tests can drive them; the chooser
 * variants only ask for the path first. A failure is shown as one clear message and changes nothing.
 */
public final class DesignerActions implements DocumentSwitch {

    private final Stage stage;
    private final OpenDocument documents;
    private final Supplier<ZoomableDiagram> currentDiagram;
    private final RecentFiles recentFiles;
    private Theme theme = Theme.LIGHT;
    private final BooleanProperty minimapShown = new SimpleBooleanProperty(this, "minimapShown", true);

    DesignerActions(
            Stage stage, OpenDocument documents, Supplier<ZoomableDiagram> currentDiagram, RecentFiles recentFiles) {
        this.stage = stage;
        this.documents = documents;
        this.currentDiagram = currentDiagram;
        this.recentFiles = recentFiles;
    }

    javafx.stage.Window window() {
        return stage;
    }

    public RecentFiles recentFiles() {
        return recentFiles;
    }

    public void newProject() {
        if (confirmDiscardChanges()) {
            documents.show(new Document(NewProject.create(NewProject.UNTITLED), null));
        }
    }

    /** Opens a project file in this window; on a bad file, says why and keeps the current project. */
    @Override
    public boolean open(Path file) {
        if (!confirmDiscardChanges()) {
            return false;
        }
        try {
            Project project = ProjectFiles.load(file);
            documents.show(new Document(project, file));
            recentFiles.add(file);
            return true;
        } catch (IOException e) {
            showError("Cannot open " + file.getFileName(), e.getMessage());
            return false;
        }
    }

    public void openWithChooser() {
        FileChooser chooser = projectChooser("Open project");
        Optional.ofNullable(chooser.showOpenDialog(stage)).ifPresent(f -> open(f.toPath()));
    }

    /** Saves to the document's file, or asks for one; true when the project was saved. */
    public boolean save() {
        if (documents.document().file().isEmpty()) {
            return saveAsWithChooser();
        }
        try {
            documents.save();
            documents.document().file().ifPresent(recentFiles::add);
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
        boolean renamed = nameAfterFirstFile(target);
        try {
            documents.saveAs(target);
            recentFiles.add(target);
            return true;
        } catch (IOException e) {
            if (renamed) {
                documents.history().undo();
            }
            showError("Cannot save " + target.getFileName(), e.getMessage());
            return false;
        }
    }

    /**
     * A new project saved for the first time takes the file's name ({@code music.ksd.json} names it music), as an
     * edit that Undo takes back; a project named otherwise, or saved before, keeps its name. True when renamed.
     */
    private boolean nameAfterFirstFile(Path target) {
        Document document = documents.document();
        String name = target.getFileName().toString();
        name = name.substring(0, name.length() - ProjectFiles.EXTENSION.length())
                .strip();
        if (document.file().isEmpty()
                && document.project().name().equals(NewProject.UNTITLED)
                && !name.isEmpty()
                && !name.equals(NewProject.UNTITLED)) {
            return document.history().apply(new ProjectEdit.Rename(NewProject.UNTITLED, name));
        }
        return false;
    }

    public boolean saveAsWithChooser() {
        FileChooser chooser = projectChooser("Save project as");
        chooser.setInitialFileName(suggestedFileName());
        return Optional.ofNullable(chooser.showSaveDialog(stage))
                .map(f -> saveAs(f.toPath()))
                .orElse(false);
    }

    public void undo() {
        if (documents.history().canUndo()) {
            documents.history().undo();
        }
    }

    public void redo() {
        if (documents.history().canRedo()) {
            documents.history().redo();
        }
    }

    public void zoomIn() {
        currentDiagram.get().zoomIn();
    }

    public void zoomOut() {
        currentDiagram.get().zoomOut();
    }

    public void zoomReset() {
        currentDiagram.get().zoomKeepingCentre(1.0);
    }

    public void fitToWindow() {
        currentDiagram.get().fitToWindow();
    }

    /** Lays out the current diagram with ELK: one undoable edit. */
    public void autoLayout() {
        ZoomableDiagram diagram = currentDiagram.get();
        documents
                .history()
                .apply(diagram.diagram().arrangeEdit(diagram.diagram().autoLayout()));
    }

    /** View > Minimap: whether the diagrams show their overview (each still hides it while all is in view). */
    public BooleanProperty minimapShownProperty() {
        return minimapShown;
    }

    public void toggleTheme() {
        theme = theme.other();
        theme.apply();
        theme.mark(stage.getScene());
    }

    public void quit() {
        if (confirmDiscardChanges()) {
            stage.close();
            Platform.exit();
        }
    }

    /** True when there are no unsaved changes, or the user chose to save them or to discard them. */
    @Override
    public boolean confirmDiscardChanges() {
        if (!documents.document().isDirty()) {
            return true;
        }
        ButtonType save = new ButtonType("Save", ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", save, discard, ButtonType.CANCEL);
        alert.setHeaderText(
                "Save the changes to " + documents.document().title().replace("• ", "") + "?");
        alert.setContentText("Your changes are lost if you don't save them.");
        alert.initOwner(stage);
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == save) {
            return save();
        }
        return answer == discard;
    }

    private void showError(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.setHeaderText(header);
        alert.initOwner(stage);
        alert.getDialogPane().setId("error-dialog");
        alert.show();
    }

    /** The file's own name, else the project's with the project extension (a name the user can type over). */
    String suggestedFileName() {
        Document document = documents.document();
        return document.file()
                .map(file -> file.getFileName().toString())
                .orElse(document.project().name() + ProjectFiles.EXTENSION);
    }

    private FileChooser projectChooser(String title) {
        FileChooser chooser =
                ProjectFolder.startIn(new FileChooser(), documents.document().file());
        chooser.setTitle(title);
        chooser.getExtensionFilters()
                .add(new FileChooser.ExtensionFilter("Keyspace Designer projects", "*" + ProjectFiles.EXTENSION));
        return chooser;
    }
}
