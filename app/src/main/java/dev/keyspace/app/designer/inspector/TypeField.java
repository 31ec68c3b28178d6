package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.Editor;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

/**
 * A CQL type in a text field, completed from the native types, the collections and the keyspace's
 * user-defined types. The text is parsed with {@link CqlTypeSyntax}; a bad type shows its error under the
 * field and in the status line and changes nothing.
 */
final class TypeField extends VBox {

    private static final List<String> COLLECTIONS =
            List.of("list<", "set<", "map<", "frozen<", "tuple<", "vector<float, ");

    private final TextField field;
    private final Label error = new Label();

    TypeField(String id, CqlType current, Keyspace keyspace, Editor editor, Function<CqlType, Edit> change) {
        field = new TextField(current.asCql());
        field.setId(id);
        error.setId(id + "-error");
        error.getStyleClass().add("inspector-error");
        error.setWrapText(true);
        error.setManaged(false);
        error.setVisible(false);
        getChildren().addAll(field, error);
        List<String> vocabulary = vocabulary(keyspace);
        TextFields.bindAutoCompletion(field, request -> suggestions(request.getUserText(), vocabulary));
        FormGrid.committing(field, current.asCql(), text -> commit(text, editor, change));
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
            showError(message);
            editor.tell(message);
            return;
        }
        showError("");
        editor.apply(change.apply(type));
    }

    private void showError(String message) {
        error.setText(message);
        error.setVisible(!message.isEmpty());
        error.setManaged(!message.isEmpty());
    }

    static List<String> vocabulary(Keyspace keyspace) {
        List<String> words = new ArrayList<>();
        for (NativeType type : NativeType.values()) {
            words.add(type.cqlName());
        }
        words.addAll(COLLECTIONS);
        for (UserType type : keyspace.types()) {
            words.add(type.name().asCql());
            words.add("frozen<" + type.name().asCql() + ">");
        }
        return words;
    }

    /** Completes the word being typed (after the last '<', ',' or space), keeping what comes before it. */
    static Collection<String> suggestions(String typed, List<String> vocabulary) {
        int cut = Math.max(typed.lastIndexOf('<'), Math.max(typed.lastIndexOf(','), typed.lastIndexOf(' '))) + 1;
        String head = typed.substring(0, cut);
        String word = typed.substring(cut).toLowerCase(Locale.ROOT);
        if (word.isEmpty() && cut == 0) {
            return List.of();
        }
        return vocabulary.stream()
                .filter(v -> v.startsWith(word) && !v.equals(word))
                .map(v -> head + v)
                .limit(12)
                .toList();
    }
}
