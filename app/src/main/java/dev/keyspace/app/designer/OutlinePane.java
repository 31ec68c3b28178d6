package dev.keyspace.app.designer;

import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The project outline with a filter field above it: typing narrows the outline to the lines that match. */
final class OutlinePane extends VBox {

    OutlinePane(ProjectTree tree) {
        TextField filter = new TextField();
        filter.setId("outline-filter");
        filter.setPromptText("Filter the outline");
        filter.textProperty().addListener((o, old, text) -> tree.filter(text));
        filter.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE) {
                filter.clear();
            }
        });
        VBox.setVgrow(tree, Priority.ALWAYS);
        getChildren().addAll(filter, tree);
    }
}
