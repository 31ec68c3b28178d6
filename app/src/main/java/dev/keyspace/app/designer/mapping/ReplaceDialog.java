package dev.keyspace.app.designer.mapping;

import java.util.Arrays;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * The confirmation a generation shows before it replaces tables: its answers as buttons, then Cancel; resizable,
 * as a list of tables can be long; owned by the designer's window when there is one.
 */
record ReplaceDialog(String id, String title, String header, String text) {

    /** Shows the question and waits: the answer clicked, or Cancel when it is closed. */
    ButtonType ask(Window owner, ButtonType... answers) {
        ButtonType[] buttons = Arrays.copyOf(answers, answers.length + 1);
        buttons[answers.length] = ButtonType.CANCEL;
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", buttons);
        alert.setTitle(title);
        alert.setHeaderText(header);
        alert.setContentText(text);
        alert.getDialogPane().setId(id);
        alert.setResizable(true);
        if (owner != null) {
            alert.initOwner(owner);
        }
        return alert.showAndWait().orElse(ButtonType.CANCEL);
    }
}
