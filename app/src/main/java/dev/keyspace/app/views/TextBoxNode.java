package dev.keyspace.app.views;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/** A rectangle holding centred lines of text: the base of workflow tasks and query origins. */
abstract class TextBoxNode extends DiagramRegion {

    private final Rectangle box = new Rectangle();
    private final List<Text> lines = new ArrayList<>();
    private final double paddingX;
    private final double paddingY;

    TextBoxNode(ElementId id, List<String> textLines, String styleClass, double paddingX, double paddingY) {
        DiagramNodes.tag(this, id);
        this.paddingX = paddingX;
        this.paddingY = paddingY;
        getStyleClass().add(styleClass);
        box.getStyleClass().add(styleClass + "-box");
        getChildren().add(box);
        for (String line : textLines) {
            Text text = DiagramText.of(line, styleClass + "-text");
            lines.add(text);
            getChildren().add(text);
        }
    }

    /** The text as shown, lines joined by a space. */
    public String text() {
        return String.join(" ", lines.stream().map(Text::getText).toList());
    }

    public Rectangle box() {
        return box;
    }

    @Override
    protected double computePrefWidth(double height) {
        return lines.stream().mapToDouble(DiagramText::width).max().orElse(0) + 2 * paddingX;
    }

    @Override
    protected double computePrefHeight(double width) {
        return lines.stream().mapToDouble(DiagramText::height).sum() + 2 * paddingY;
    }

    @Override
    protected void layoutChildren() {
        box.setWidth(getWidth());
        box.setHeight(getHeight());
        double textHeight = lines.stream().mapToDouble(DiagramText::height).sum();
        double y = (getHeight() - textHeight) / 2;
        for (Text line : lines) {
            DiagramText.place(line, (getWidth() - DiagramText.width(line)) / 2, y);
            y += DiagramText.height(line);
        }
    }

    /** Breaks text into lines of at most {@code limit} characters at spaces (a longer word keeps its line). */
    static List<String> wrap(String text, int limit) {
        List<String> result = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > limit) {
                result.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        result.add(line.toString());
        return result;
    }
}
