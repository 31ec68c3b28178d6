package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.TypedElement;
import dev.keyspace.app.designer.inspector.InvalidText;
import dev.keyspace.app.designer.inspector.TypeFieldVocabulary;
import dev.keyspace.app.designer.inspector.TypeText;
import dev.keyspace.model.schema.CqlType;
import javafx.beans.InvalidationListener;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import org.controlsfx.control.textfield.TextFields;

/**
 * A column's or a field's type edited where the diagram draws it, in a field over the type with the completion
 * of the inspector's type field. Enter (or a click elsewhere) makes the type change, one undoable edit; a text
 * that is no type of the keyspace stays in the field, marked with the reason, also said in the status line;
 * Escape leaves the type as it was.
 */
final class TypeInPlace {

    static final String ID = "diagram-type-editor";
    /** How far up and left of the type the field starts, so that its text lines up with the type's. */
    private static final double INSET = 6;

    private final Editor editor;
    private final TypedElement typed;
    private final String before;
    private final Popup popup = new Popup();
    private final TextField field;
    private final Label reason = new Label();
    private boolean done;

    private TypeInPlace(Editor editor, TypedElement typed) {
        this.editor = editor;
        this.typed = typed;
        this.before = typed.type().asCql();
        field = new TextField(before);
        field.setId(ID);
        reason.setId(ID + "-error");
        reason.getStyleClass().add("inspector-error");
        reason.setWrapText(true);
        reason.setMaxWidth(320);
        reason.setVisible(false);
        reason.setManaged(false);
        TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(typed.keyspace());
        TextFields.bindAutoCompletion(field, request -> vocabulary.suggest(request.getUserText()));
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                commit();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                done = true;
                popup.hide();
            }
        });
        VBox box = new VBox(2, field, reason);
        box.getStyleClass().add("type-in-place");
        popup.getContent().add(box);
        popup.setAutoHide(true);
        popup.setHideOnEscape(false);
    }

    /**
     * Opens the editor over the type drawn at {@code type} in {@code box}'s coordinates. It stays over it while the
     * diagram scrolls or zooms, so the text typed stays with the column it is for.
     */
    static void open(Editor editor, TypedElement typed, Node box, Bounds type, Node owner) {
        TypeInPlace editing = new TypeInPlace(editor, typed);
        // a popup has a scene of its own: it takes the window's styles (the marks, the theme's overrides)
        if (owner.getScene() != null) {
            ((VBox) editing.popup.getContent().get(0))
                    .getStylesheets()
                    .setAll(owner.getScene().getStylesheets());
        }
        Bounds screen = box.localToScreen(type);
        editing.field.setPrefWidth(Math.max(200, screen.getWidth() + 80));
        // a click elsewhere commits; a text that cannot be one stays open with its reason, never lost
        editing.popup.setOnAutoHide(e -> {
            if (!editing.done && !editing.commit()) {
                editing.show(owner, box.localToScreen(type));
            }
        });
        editing.follow(box, type, owner);
        editing.show(owner, screen);
        editing.field.selectAll();
    }

    /**
     * Moves the editor with the type it edits: a scroll or a zoom of the diagram moves the box on screen. Scrolled
     * out of the diagram's view, the type takes the editor to the view's nearest edge, never over another pane.
     */
    private void follow(Node box, Bounds type, Node owner) {
        InvalidationListener moved = o -> {
            // read again, else an invalidated transform tells no later change
            box.getLocalToSceneTransform();
            Bounds now = box.getScene() == null ? null : box.localToScreen(type);
            if (now != null && popup.isShowing()) {
                Point2D at = within(owner, now.getMinX() - INSET, now.getMinY() - INSET);
                popup.setAnchorX(at.getX());
                popup.setAnchorY(at.getY());
            }
        };
        box.localToSceneTransformProperty().addListener(moved);
        popup.showingProperty().addListener((o, was, now) -> {
            if (!now && done) {
                box.localToSceneTransformProperty().removeListener(moved);
            }
        });
    }

    private void show(Node owner, Bounds screen) {
        popup.show(owner, screen.getMinX() - INSET, screen.getMinY() - INSET);
        Point2D at = within(owner, popup.getAnchorX(), popup.getAnchorY());
        popup.setAnchorX(at.getX());
        popup.setAnchorY(at.getY());
        field.requestFocus();
    }

    /** The editor's place on screen, moved inside the diagram's view where it would leave it. */
    private Point2D within(Node owner, double x, double y) {
        Bounds view = owner.getScene() == null ? null : owner.localToScreen(owner.getLayoutBounds());
        if (view == null) {
            return new Point2D(x, y);
        }
        double maxX = Math.max(view.getMinX(), view.getMaxX() - popup.getWidth());
        double maxY = Math.max(view.getMinY(), view.getMaxY() - popup.getHeight());
        return new Point2D(Math.min(maxX, Math.max(view.getMinX(), x)), Math.min(maxY, Math.max(view.getMinY(), y)));
    }

    /** Makes the change, or marks why not; true when the editor is done with (made, unchanged or refused quietly). */
    private boolean commit() {
        String text = field.getText();
        if (text.equals(before)) {
            finish();
            return true;
        }
        CqlType type;
        try {
            type = TypeText.read(text, typed.keyspace());
        } catch (InvalidText e) {
            refuse(e.getMessage());
            return false;
        }
        if (editor.apply(typed.change(type)) || editor.messageProperty().get().isEmpty()) {
            finish();
            return true;
        }
        refuse(editor.messageProperty().get());
        return false;
    }

    private void finish() {
        done = true;
        popup.hide();
    }

    private void refuse(String why) {
        reason.setText(why);
        reason.setVisible(true);
        reason.setManaged(true);
        field.setTooltip(new Tooltip(why));
        if (!field.getStyleClass().contains("invalid-field")) {
            field.getStyleClass().add("invalid-field");
        }
        editor.tell(why);
    }
}
