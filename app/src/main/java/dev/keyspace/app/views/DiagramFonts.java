package dev.keyspace.app.views;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The font diagram.css gives a diagram text of some style classes, worked out once per list of classes. Every
 * diagram text is given its font when it is made, so that a node of a large diagram that is not in the scene (see
 * {@link DiagramView}) measures what it will measure once styled; the stylesheet still styles it when it is shown,
 * to the same font.
 */
final class DiagramFonts {

    private static final Map<List<String>, Font> FONTS = new ConcurrentHashMap<>();

    private DiagramFonts() {}

    static Font of(List<String> styleClasses) {
        return FONTS.computeIfAbsent(List.copyOf(styleClasses), DiagramFonts::styled);
    }

    private static Font styled(List<String> styleClasses) {
        Text sample = new Text("x");
        sample.getStyleClass().addAll(styleClasses);
        Scene scene = new Scene(new Group(sample));
        scene.getStylesheets().add(DiagramView.stylesheet());
        sample.applyCss();
        return sample.getFont();
    }
}
