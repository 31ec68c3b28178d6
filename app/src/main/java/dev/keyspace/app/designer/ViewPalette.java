package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.model.placement.ViewKind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/**
 * The creation palette of the toolbar: the elements the shown diagram draws, one button each, so a new user
 * finds what to add where they look (the same actions as the Model menu, which lists them all).
 */
final class ViewPalette extends HBox {

    private record Entry(String text, String id, String tip, Runnable action) {}

    private final Map<ViewKind, List<Button>> buttons = new EnumMap<>(ViewKind.class);

    ViewPalette(CreationActions creation) {
        super(4);
        setId("view-palette");
        setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        Entry entity = new Entry(
                "Entity", "palette-entity", "Add an entity (Ctrl+E)", () -> creation.addEntity(Optional.empty()));
        Entry relationship = new Entry(
                "Relationship",
                "palette-relationship",
                "Add a relationship (Ctrl+R)",
                () -> creation.addRelationship(Optional.empty()));
        Entry task = new Entry(
                "Task", "palette-task", "Add a task of the workflow", () -> creation.addTask(Optional.empty()));
        Entry query = new Entry(
                "Query",
                "palette-query",
                "Add a query (Ctrl+Shift+Q)",
                () -> creation.addQuery(Optional.empty(), Optional.empty()));
        Entry generate = new Entry(
                "Generate tables",
                "palette-generate",
                "Generate a table for every query that has none",
                creation::generateTablesForAllQueries);
        Entry keyspace = new Entry(
                "Keyspace", "palette-keyspace", "Add a keyspace", () -> creation.addKeyspace(Optional.empty()));
        Entry table = new Entry(
                "Table",
                "palette-table",
                "Add a table (Ctrl+Shift+T)",
                () -> creation.addTable(Optional.empty(), Optional.empty()));
        Entry type = new Entry(
                "Type",
                "palette-type",
                "Add a user-defined type",
                () -> creation.addType(Optional.empty(), Optional.empty()));
        buttons.put(ViewKind.CONCEPTUAL, buttons(entity, relationship));
        buttons.put(ViewKind.WORKFLOW, buttons(task, query));
        buttons.put(ViewKind.LOGICAL, buttons(query, table, generate));
        buttons.put(ViewKind.PHYSICAL, buttons(keyspace, table, type));
        show(ViewKind.CONCEPTUAL);
    }

    /** Shows the buttons of {@code view}'s elements. */
    void show(ViewKind view) {
        getChildren().setAll(new Label("Add"));
        getChildren().addAll(buttons.get(view));
    }

    private static List<Button> buttons(Entry... entries) {
        return java.util.Arrays.stream(entries).map(ViewPalette::button).toList();
    }

    private static Button button(Entry entry) {
        Button button = new Button(entry.text());
        button.setId(entry.id());
        button.setTooltip(new Tooltip(entry.tip()));
        button.setFocusTraversable(false);
        button.setOnAction(e -> entry.action().run());
        return button;
    }
}
