package dev.keyspace.app.views;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javafx.geometry.Bounds;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Text nodes of the diagrams, styled by class from diagram.css, placed by their top-left: one line each, but for the
 * columns of a Chebotko box ({@link TextColumn}).
 */
final class DiagramText {

    /** A text's size by its font and content: a large diagram repeats a few dozen column names and types. */
    private static final Map<Measured, Bounds> SIZES = new ConcurrentHashMap<>();

    private record Measured(Font font, String content) {}

    private DiagramText() {}

    static Text of(String content, String... styleClasses) {
        Text text = new Text(content);
        text.getStyleClass().addAll(classes(styleClasses));
        text.setFont(DiagramFonts.of(text.getStyleClass()));
        return text;
    }

    /** The font diagram.css gives a diagram text of these classes (what {@link #of} gives the text it makes). */
    static Font font(String... styleClasses) {
        return DiagramFonts.of(classes(styleClasses));
    }

    /** The size {@link #of} this text would have, without making a node for it. */
    static Bounds measure(String content, String... styleClasses) {
        Font font = font(styleClasses);
        return SIZES.computeIfAbsent(new Measured(font, content), m -> {
            Text text = new Text(m.content());
            text.setFont(m.font());
            return text.getLayoutBounds();
        });
    }

    /** Every diagram text's class, then its own. */
    private static List<String> classes(String... styleClasses) {
        String[] all = new String[styleClasses.length + 1];
        all[0] = "diagram-text";
        System.arraycopy(styleClasses, 0, all, 1, styleClasses.length);
        return List.of(all);
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
