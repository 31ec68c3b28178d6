package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.SchemaReconciliation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * Imports a .cql file: as a new project (not saved to a file yet), or merged into the current project as one undoable edit
 * (its statements applied on top of the current schema). A file with errors changes nothing and is
 * reported with every error's line and column.
 */
public final class CqlImports {

    /** How the user chose to import. */
    public enum Mode {
        NEW_PROJECT,
        MERGE
    }

    private final Stage stage;
    private final OpenDocument documents;
    private final DocumentSwitch documentSwitch;
    private final VerbatimKeeper verbatim;
    private final CqlReader reader = new CqlReader();

    CqlImports(Stage stage, OpenDocument documents, DocumentSwitch documentSwitch, VerbatimKeeper verbatim) {
        this.stage = stage;
        this.documents = documents;
        this.documentSwitch = documentSwitch;
        this.verbatim = verbatim;
    }

    /** Opens the file as a new project, not saved yet (after the unsaved-changes prompt); true when it was opened. */
    public boolean importAsNew(Path file) {
        Optional<CqlImport> imported = read(file, Project.empty(projectName(file)));
        if (imported.isEmpty() || !documentSwitch.confirmDiscardChanges()) {
            return false;
        }
        documents.show(Document.imported(imported.get().project()));
        verbatim.keepVerbatim(imported.get().verbatim());
        return true;
    }

    /**
     * Applies the file's statements on top of the current project, as one undoable step of the model's edits
     * (elements the file leaves as they are keep their identity).
     */
    public boolean merge(Path file) {
        Optional<CqlImport> imported = read(file, documents.document().project());
        if (imported.isEmpty()) {
            return false;
        }
        try {
            documents
                    .history()
                    .apply(SchemaReconciliation.plan(
                            "Import " + file.getFileName(),
                            documents.history().project(),
                            imported.get().project().keyspaces()));
        } catch (EditRejectedException refused) {
            Alerts.error(stage, "Cannot import " + file.getFileName(), refused.getMessage());
            return false;
        }
        return true;
    }

    /** Asks whether to open the file as a new project or merge it, unless the current project is empty. */
    public boolean importAsking(Path file) {
        Project current = documents.document().project();
        if (current.keyspaces().isEmpty() && !documents.document().isDirty()) {
            return importAsNew(file);
        }
        return askMode(file)
                .map(mode -> mode == Mode.MERGE ? merge(file) : importAsNew(file))
                .orElse(false);
    }

    public void importWithChooser() {
        FileChooser chooser = dev.keyspace.app.designer.dialogs.ProjectFolder.startIn(
                new FileChooser(), documents.document().file());
        chooser.setTitle("Import CQL");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CQL schemas", "*.cql"));
        Optional.ofNullable(chooser.showOpenDialog(stage)).ifPresent(f -> importAsking(f.toPath()));
    }

    private Optional<Mode> askMode(Path file) {
        ButtonType asNew = new ButtonType("Open as New Project", ButtonData.YES);
        ButtonType merge = new ButtonType("Merge into This Project", ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", asNew, merge, ButtonType.CANCEL);
        alert.setHeaderText("Import " + file.getFileName());
        alert.setContentText("Open the schema as a new project, or add its statements to the current project"
                + " (one step you can undo)?");
        alert.initOwner(stage);
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == asNew) {
            return Optional.of(Mode.NEW_PROJECT);
        }
        return answer == merge ? Optional.of(Mode.MERGE) : Optional.empty();
    }

    private Optional<CqlImport> read(Path file, Project base) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            Alerts.error(stage, "Cannot import " + file.getFileName(), "cannot read " + file + ": " + e);
            return Optional.empty();
        }
        CqlImport imported = reader.read(base, file.toString(), text);
        List<Diagnostic> errors = imported.errors();
        if (!errors.isEmpty()) {
            String message = errors.stream().map(Diagnostic::format).collect(Collectors.joining("\n"));
            Alerts.error(
                    stage,
                    "Cannot import " + file.getFileName() + ": " + errors.size()
                            + (errors.size() == 1 ? " error" : " errors"),
                    message);
            return Optional.empty();
        }
        return Optional.of(imported);
    }

    private static String projectName(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".cql") ? name.substring(0, name.length() - 4) : name;
    }
}
