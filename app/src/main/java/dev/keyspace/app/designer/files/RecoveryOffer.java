package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import java.io.IOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;

/**
 * After a crash: offers the recovery copies of the document the window opened with (those that differ from the
 * file) and copies of untitled documents whose session ended. Restoring shows the copy as a document with
 * unsaved changes on the original file; nothing is written until the user saves.
 */
public final class RecoveryOffer {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final Stage stage;
    private final OpenDocument documents;
    private final Autosave autosave;

    RecoveryOffer(Stage stage, OpenDocument documents, Autosave autosave) {
        this.stage = stage;
        this.documents = documents;
        this.autosave = autosave;
    }

    /** The copies worth offering now, the current document's own first. */
    public List<Recovery> pending() throws IOException {
        List<Recovery> pending = new ArrayList<>();
        Optional<java.nio.file.Path> file = documents.document().file();
        if (file.isPresent()) {
            pending.addAll(autosave.store().unsavedCopiesOf(file.get()));
        }
        pending.addAll(autosave.store().orphanedUntitled());
        return pending;
    }

    /**
     * Shows the recovered project in the window, unsaved, on its original file (if it had one). The document gets a
     * copy of this session's own; the one restored is deleted once that is written.
     */
    public void restore(Recovery recovery) throws IOException {
        Document recovered =
                Document.recovered(recovery.load(), recovery.origin().orElse(null));
        documents.show(recovered);
        autosave.check();
        autosave.deleteWhenWritten(recovery);
    }

    public void discard(Recovery recovery) throws IOException {
        autosave.store().delete(recovery);
    }

    /** Asks about each pending copy in turn: restore it, discard it, or keep it for next time. */
    public void offerOnStart() {
        try {
            for (Recovery recovery : pending()) {
                if (offer(recovery)) {
                    return;
                }
            }
        } catch (IOException e) {
            Alerts.error(stage, "Cannot recover unsaved changes", e.getMessage());
        }
    }

    /** Asks about one copy: restore, discard or keep for next time; true when restored (no other is offered). */
    public boolean offer(Recovery recovery) throws IOException {
        ButtonType restore = new ButtonType("Restore", ButtonData.YES);
        ButtonType discard = new ButtonType("Discard", ButtonData.NO);
        ButtonType later = new ButtonType("Not Now", ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", restore, discard, later);
        String what = recovery.origin().map(p -> p.getFileName().toString()).orElse("an untitled project");
        alert.setHeaderText("Restore unsaved changes to " + what + "?");
        alert.setContentText("Keyspace Designer closed before they were saved. The copy was autosaved at "
                + TIME.format(recovery.saved().toInstant().atZone(ZoneId.systemDefault()))
                + ". Restoring opens it unsaved; "
                + (recovery.origin().isPresent()
                        ? "your file is not changed until you save."
                        : "nothing is written until you save it as a file."));
        alert.initOwner(stage);
        alert.getDialogPane().setId("recovery-dialog");
        ButtonType answer = alert.showAndWait().orElse(later);
        if (answer == restore) {
            restore(recovery);
            return true;
        }
        if (answer == discard) {
            discard(recovery);
        }
        return false;
    }
}
