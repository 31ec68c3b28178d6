package dev.keyspace.app.designer.inspector;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;

/**
 * Which field of the inspector has the keyboard, by its id, so that the same field of the rebuilt form gets it
 * back: without it, the node that had the focus leaves the scene and JavaFX gives the focus to the first field of
 * the window (the outline's filter), where the next keys typed would go.
 */
record InspectorFocus(Kind kind, String id, int caret, int row) {

    enum Kind {
        /** A field of the form has the keyboard. */
        FIELD,
        /** Something outside the form has it. */
        ELSEWHERE,
        /** The node that had it has just left the scene: the field it was is not known from the scene any more. */
        LEFT
    }

    static InspectorFocus of(Parent form) {
        Node owner = form.getScene() == null ? null : form.getScene().getFocusOwner();
        if (owner == null || owner.getScene() == null) {
            return new InspectorFocus(Kind.LEFT, null, 0, -1);
        }
        int caret = owner instanceof TextInputControl text ? text.getCaretPosition() : 0;
        for (Node node = owner; node != null && node != form; node = node.getParent()) {
            if (node.getId() != null && inside(form, node)) {
                int row =
                        node instanceof TableView<?> grid ? grid.getFocusModel().getFocusedIndex() : -1;
                return new InspectorFocus(Kind.FIELD, node.getId(), caret, row);
            }
        }
        return new InspectorFocus(Kind.ELSEWHERE, null, 0, -1);
    }

    private static boolean inside(Parent form, Node node) {
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up == form) {
                return true;
            }
        }
        return false;
    }

    /** This when it names a field, else {@code earlier} when the focus only left with a rebuilt form, else none. */
    InspectorFocus orKept(InspectorFocus earlier) {
        if (kind == Kind.LEFT && earlier != null && earlier.kind == Kind.FIELD) {
            return earlier;
        }
        return this;
    }

    /** Gives the keyboard to the rebuilt form's field of the same id, the caret where it was; true when it did. */
    boolean restoreIn(Parent form) {
        if (kind != Kind.FIELD) {
            return false;
        }
        Node again = form.lookup("#" + id);
        if (again == null) {
            return false;
        }
        if (!again.isFocused()) {
            again.requestFocus();
            if (again instanceof TextInputControl text) {
                text.positionCaret(Math.min(caret, text.getLength()));
            } else if (again instanceof TableView<?> grid
                    && row >= 0
                    && row < grid.getItems().size()) {
                grid.getFocusModel().focus(row);
            }
        }
        return true;
    }
}
