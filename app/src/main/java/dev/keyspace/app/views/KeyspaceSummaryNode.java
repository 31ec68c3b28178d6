package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.KeyspaceSummary;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * A keyspace in the overview of a large project: its name over a rule, then what it holds and its replication.
 * Double-clicking it opens the keyspace's own diagram (the designer's overview gestures).
 */
public final class KeyspaceSummaryNode extends DiagramRegion {

    private static final double PADDING_X = 14;
    private static final double PADDING_Y = 10;
    private static final double RULE_GAP = 6;
    private static final double MIN_WIDTH = 190;

    private final KeyspaceSummary summary;
    private final Rectangle box = new Rectangle();
    private final Text title;
    private final Line rule = new Line();
    private final List<Text> lines = new ArrayList<>();

    public KeyspaceSummaryNode(ElementId id, KeyspaceSummary summary) {
        this.summary = summary;
        DiagramNodes.tag(this, id);
        getStyleClass().add("overview-keyspace");
        box.getStyleClass().add("overview-keyspace-box");
        rule.getStyleClass().add("overview-keyspace-rule");
        title = DiagramText.of(summary.name().asCql(), "overview-keyspace-title");
        getChildren().addAll(box, rule, title);
        for (String line : summary.lines()) {
            Text text = DiagramText.of(line, "overview-keyspace-text");
            lines.add(text);
            getChildren().add(text);
        }
    }

    /** The size a node of this summary takes, worked out from its strings without making the node. */
    static javafx.geometry.Dimension2D sizeOf(KeyspaceSummary summary) {
        javafx.geometry.Bounds title = DiagramText.measure(summary.name().asCql(), "overview-keyspace-title");
        double widest = title.getWidth();
        double height = title.getHeight() + 2 * RULE_GAP + 2 * PADDING_Y;
        for (String line : summary.lines()) {
            javafx.geometry.Bounds measured = DiagramText.measure(line, "overview-keyspace-text");
            widest = Math.max(widest, measured.getWidth());
            height += measured.getHeight();
        }
        return new javafx.geometry.Dimension2D(Math.max(MIN_WIDTH, widest + 2 * PADDING_X), height);
    }

    public KeyspaceSummary summary() {
        return summary;
    }

    /** The text as shown, lines joined by a space. */
    public String text() {
        List<String> all = new ArrayList<>();
        all.add(title.getText());
        lines.forEach(l -> all.add(l.getText()));
        return String.join(" ", all);
    }

    @Override
    protected double computePrefWidth(double height) {
        double widest = DiagramText.width(title);
        for (Text line : lines) {
            widest = Math.max(widest, DiagramText.width(line));
        }
        return Math.max(MIN_WIDTH, widest + 2 * PADDING_X);
    }

    @Override
    protected double computePrefHeight(double width) {
        double height = DiagramText.height(title) + 2 * RULE_GAP;
        for (Text line : lines) {
            height += DiagramText.height(line);
        }
        return height + 2 * PADDING_Y;
    }

    @Override
    protected void layoutChildren() {
        box.setWidth(getWidth());
        box.setHeight(getHeight());
        double y = PADDING_Y;
        DiagramText.place(title, PADDING_X, y);
        y += DiagramText.height(title) + RULE_GAP;
        rule.setStartX(0);
        rule.setEndX(getWidth());
        rule.setStartY(y);
        rule.setEndY(y);
        y += RULE_GAP;
        for (Text line : lines) {
            DiagramText.place(line, PADDING_X, y);
            y += DiagramText.height(line);
        }
    }
}
