package dev.keyspace.app.designer;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * The light and dark themes (AtlantaFX Primer), applied to the whole application; a window also marks its root
 * {@code .theme-dark} so its diagrams follow (canvas-dark.css), while export keeps drawing on white.
 */
public enum Theme {
    LIGHT,
    DARK;

    public static final String DARK_CLASS = "theme-dark";

    /** The dark theme's colours for the diagrams, added to each diagram view and to the window. */
    public static final String CANVAS_STYLESHEET =
            Theme.class.getResource("canvas-dark.css").toExternalForm();

    public void apply() {
        String stylesheet =
                this == LIGHT ? new PrimerLight().getUserAgentStylesheet() : new PrimerDark().getUserAgentStylesheet();
        Application.setUserAgentStylesheet(stylesheet);
    }

    /** The window's diagrams in this theme. */
    public void mark(Scene scene) {
        scene.getRoot().getStyleClass().remove(DARK_CLASS);
        if (this == DARK) {
            scene.getRoot().getStyleClass().add(DARK_CLASS);
        }
    }

    public Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
