package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import dev.keyspace.model.schema.Keyspace;
import java.util.function.Function;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/**
 * A CQL type in a text field, completed from the native types, the collections and the keyspace's
 * user-defined types. The text is parsed with {@link CqlTypeSyntax}; a bad type shows its error under the
 * field and in the status line and changes nothing.
 */
final class TypeField extends VBox {

    private final MarkedField marked;
    private final TextField field;

    TypeField(String id, CqlType current, Keyspace keyspace, Editor editor, Function<CqlType, Edit> change) {
        TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(keyspace);
        marked = new MarkedField(id, current.asCql(), TypeFieldVocabulary.SYNTAX).completing(vocabulary::suggest);
        field = marked.field();
        getChildren().add(marked);
        marked.committing(current.asCql(), text -> commit(text, editor, change));
    }

    TextField field() {
        return field;
    }

    private void commit(String text, Editor editor, Function<CqlType, Edit> change) {
        CqlType type;
        try {
            type = CqlTypeSyntax.parse(text);
        } catch (CqlTypeSyntaxException e) {
            String message = "Not a CQL type: " + e.problem() + " (character " + (e.offset() + 1) + ")";
            marked.mark(message);
            editor.tell(message);
            return;
        }
        marked.clear();
        editor.tell("");
        if (!editor.apply(change.apply(type)) && !editor.messageProperty().get().isEmpty()) {
            marked.mark(editor.messageProperty().get());
        }
    }
}
