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

    /**
     * Text sizes by style classes (joined by spaces), then by content: a large diagram repeats a few dozen column
     * names and types, and its first showing measures every cell of every box. Keyed by the classes' text, not by a
     * list of them and a font, so that a measure already made costs two lookups of strings whose hashes are kept.
     */
    private static final Map<String, Sizes> SIZES = new ConcurrentHashMap<>();

    private static final class Sizes {
        private final Font font;
        private final Map<String, Bounds> byContent = new ConcurrentHashMap<>();

        Sizes(Font font) {
            this.font = font;
        }
    }

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
        String key = styleClasses.length == 1 ? styleClasses[0] : String.join(" ", styleClasses);
        Sizes sizes = SIZES.get(key);
        if (sizes == null) {
            sizes = SIZES.computeIfAbsent(key, k -> new Sizes(font(styleClasses)));
        }
        Bounds size = sizes.byContent.get(content);
        if (size == null) {
            Text text = new Text(content);
            text.setFont(sizes.font);
            size = text.getLayoutBounds();
            Bounds earlier = sizes.byContent.putIfAbsent(content, size);
            size = earlier != null ? earlier : size;
        }
        return size;
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
