package dev.keyspace.app.views;

import javafx.scene.text.Text;

/** Text nodes of the diagrams: single-line, styled by class from diagram.css, placed by their top-left. */
final class DiagramText {

    private DiagramText() {}

    static Text of(String content, String... styleClasses) {
        Text text = new Text(content);
        text.getStyleClass().add("diagram-text");
        text.getStyleClass().addAll(styleClasses);
        return text;
    }

    static double width(Text text) {
        return text.getLayoutBounds().getWidth();
    }

    static double height(Text text) {
        return text.getLayoutBounds().getHeight();
    }

    /** Places the text so that its layout bounds start at (x, y). */
    static void place(Text text, double x, double y) {
        text.relocate(x, y);
    }
}
