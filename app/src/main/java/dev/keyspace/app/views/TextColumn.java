package dev.keyspace.app.views;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.text.Text;

/**
 * Lines of one style drawn one pitch apart, their tops aligned (a Chebotko box's names, types, markers or footer):
 * one text node of many lines, so a box costs the JavaFX thread a few nodes however many columns it has (ADR 0017,
 * issue 35). A line in a taller fallback font would push every line below it down, so lines not all of one height
 * are drawn one text node a line, each at its own place.
 */
final class TextColumn {

    private final List<Text> texts;
    /** The line each text starts at. */
    private final int[] firstLines;

    private TextColumn(List<Text> texts, int[] firstLines) {
        this.texts = List.copyOf(texts);
        this.firstLines = firstLines;
    }

    /** The lines (empty ones included, each keeping its place), {@code pitch} apart from top to top. */
    static TextColumn of(List<String> lines, double pitch, String... styleClasses) {
        int count = lines.size();
        while (count > 0 && lines.get(count - 1).isEmpty()) {
            count--;
        }
        List<String> shown = lines.subList(0, count);
        if (shown.isEmpty()) {
            return new TextColumn(List.of(), new int[0]);
        }
        if (oneHeight(shown, styleClasses)) {
            Text text = DiagramText.of(String.join("\n", shown), styleClasses);
            text.setLineSpacing(pitch - DiagramText.measure("", styleClasses).getHeight());
            return new TextColumn(List.of(text), new int[] {0});
        }
        List<Text> texts = new ArrayList<>();
        List<Integer> firstLines = new ArrayList<>();
        for (int line = 0; line < shown.size(); line++) {
            if (!shown.get(line).isEmpty()) {
                texts.add(DiagramText.of(shown.get(line), styleClasses));
                firstLines.add(line);
            }
        }
        return new TextColumn(
                texts, firstLines.stream().mapToInt(Integer::intValue).toArray());
    }

    private static boolean oneHeight(List<String> lines, String... styleClasses) {
        double height = DiagramText.measure("", styleClasses).getHeight();
        return lines.stream().allMatch(l -> DiagramText.measure(l, styleClasses).getHeight() == height);
    }

    List<Text> nodes() {
        return texts;
    }

    /** Places the first line's top-left at (x, top), each line {@code pitch} below the one before. */
    void place(double x, double top, double pitch) {
        for (int i = 0; i < texts.size(); i++) {
            DiagramText.place(texts.get(i), x, top + firstLines[i] * pitch);
        }
    }
}
