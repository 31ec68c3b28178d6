package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.TypedElement;
import dev.keyspace.model.schema.CqlType;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/**
 * A CQL type in a text field, completed from the native types, the collections and the keyspace's
 * user-defined types. The text is read with {@link TypeText}; a bad type shows its reason under the field and
 * in the status line, keeps the text and changes nothing.
 */
final class TypeField extends VBox {

    private final MarkedField marked;
    private final TextField field;

    TypeField(String id, TypedElement typed, Editor editor) {
        TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(typed.keyspace());
        String current = typed.type().asCql();
        marked = new MarkedField(id, current, TypeFieldVocabulary.SYNTAX).completing(vocabulary::suggest);
        field = marked.field();
        getChildren().add(marked);
        marked.committing(current, text -> commit(text, typed, editor));
    }

    TextField field() {
        return field;
    }

    private void commit(String text, TypedElement typed, Editor editor) {
        CqlType type;
        try {
            type = TypeText.read(text, typed.keyspace());
        } catch (InvalidText e) {
            marked.mark(e.getMessage());
            editor.tell(e.getMessage());
            return;
        }
        marked.clear();
        editor.tell("");
        if (!editor.apply(typed.change(type)) && !editor.messageProperty().get().isEmpty()) {
            marked.mark(editor.messageProperty().get());
        }
    }
}
