package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.model.edit.ColumnRole;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;

/**
 * The toolbar: what the shown view can add, the column roles (enabled while a column is selected), undo, redo and
 * auto-layout.
 */
final class EditorToolBar extends ToolBar {

    private final Editor editor;
    private final List<Button> roleButtons = new ArrayList<>();

    EditorToolBar(Editor editor, ElementActions elements, DesignerActions actions, ViewPalette palette) {
        this.editor = editor;
        setId("editor-toolbar");
        getItems().addAll(palette, new Separator(javafx.geometry.Orientation.VERTICAL));
        getItems().add(new Label("Column role"));
        for (ColumnRole role : ColumnRole.values()) {
            Button button = new Button(RoleLabels.marker(role));
            button.setId("role-" + RoleLabels.key(role));
            button.setTooltip(new Tooltip("Make the selected column " + role.description() + "  (Alt+"
                    + RoleLabels.key(role).toUpperCase(java.util.Locale.ROOT) + ")"));
            button.setFocusTraversable(false);
            button.setOnAction(e -> elements.setRole(role));
            roleButtons.add(button);
            getItems().add(button);
        }
        getItems().add(new Separator(javafx.geometry.Orientation.VERTICAL));
        getItems().add(button("Undo", "tool-undo", actions::undo));
        getItems().add(button("Redo", "tool-redo", actions::redo));
        getItems().add(button("Auto-layout", "tool-auto-layout", actions::autoLayout));
        editor.selection().addListener(change -> refresh());
        refresh();
    }

    void refresh() {
        boolean column = editor.selectedElements().stream().anyMatch(Element.OfColumn.class::isInstance);
        roleButtons.forEach(b -> b.setDisable(!column));
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setFocusTraversable(false);
        button.setOnAction(e -> action.run());
        return button;
    }
}
