package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.editing.Editor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The editing keys of the window: Escape clears the selection, Delete (or Backspace) removes it, F2 renames
 * it. They act only when no text field has the keyboard, so typing in the inspector is never an edit, and
 * Delete not while the inspector has it (a cell of the column grid, a check box).
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
            } else if ((code == KeyCode.DELETE || code == KeyCode.BACK_SPACE) && !inInspector(scene.getFocusOwner())) {
                actions.deleteSelected();
                event.consume();
            } else if (code == KeyCode.F2) {
                actions.renameSelected();
                event.consume();
            }
        });
    }

    /** The inspector's grid, check boxes and choices edit the selection: Delete there never deletes it. */
    private static boolean inInspector(Node focused) {
        for (Node node = focused; node != null; node = node.getParent()) {
            if ("inspector".equals(node.getId())) {
                return true;
            }
        }
        return false;
    }
}
