package dev.keyspace.app.views;

import java.util.List;
import java.util.Optional;
import javafx.scene.text.Text;

/**
 * Lines of one style drawn one pitch apart, their tops aligned (a Chebotko box's names, types, markers or footer), as
 * one text node of many lines: a box costs the JavaFX thread a few nodes however many columns it has (ADR 0017, issue
 * 35). Every line of a text is as high as its font's line, whatever fallback font draws its glyphs (JavaFX takes a
 * composite font's metrics from its primary font), so one line spacing puts each line where it belongs.
 */
final class TextColumn {

    private final Optional<Text> text;

    private TextColumn(Optional<Text> text) {
        this.text = text;
    }

    /** The lines (empty ones included, each keeping its place), {@code pitch} apart from top to top. */
    static TextColumn of(List<String> lines, double pitch, String... styleClasses) {
        int count = lines.size();
        while (count > 0 && lines.get(count - 1).isEmpty()) {
            count--;
        }
        if (count == 0) {
            return new TextColumn(Optional.empty());
        }
        Text text = DiagramText.of(String.join("\n", lines.subList(0, count)), styleClasses);
        text.setLineSpacing(pitch - DiagramText.measure("", styleClasses).getHeight());
        return new TextColumn(Optional.of(text));
    }

    List<Text> nodes() {
        return text.stream().toList();
    }

    /** Places the first line's top-left at (x, top). */
    void place(double x, double top) {
        text.ifPresent(t -> DiagramText.place(t, x, top));
    }
}
