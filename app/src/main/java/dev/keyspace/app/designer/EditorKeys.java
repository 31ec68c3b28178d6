package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.editing.Editor;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The editing keys of the window: Escape clears the selection, Delete (or Backspace) removes it, F2 renames
 * it. They act only when no text field has the keyboard, so typing in the inspector is never an edit.
 */
final class EditorKeys {

    EditorKeys(Scene scene, Editor editor, ElementActions actions) {
        scene.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.isConsumed() || scene.getFocusOwner() instanceof TextInputControl) {
                return;
            }
            KeyCode code = event.getCode();
            if (code == KeyCode.ESCAPE) {
                editor.selection().clear();
                event.consume();
            } else if (code == KeyCode.DELETE || code == KeyCode.BACK_SPACE) {
                actions.deleteSelected();
                event.consume();
            } else if (code == KeyCode.F2) {
                actions.renameSelected();
                event.consume();
            }
        });
    }
}
