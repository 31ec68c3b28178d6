package dev.keyspace.app.designer.files;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** The one way the file features report a failure: a message naming the file, never a stack trace. */
final class Alerts {

    static final String ERROR_DIALOG_ID = "file-error-dialog";

    private Alerts() {}

    static void error(Window owner, String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.setHeaderText(header);
        alert.initOwner(owner);
        alert.getDialogPane().setId(ERROR_DIALOG_ID);
        alert.show();
    }
}
