package dev.keyspace.app.designer.startup;

import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.VBox;

/**
 * What a large project's window shows while its designer is laid out. Styling and laying out the designer of a
 * 2,000-table project takes the JavaFX thread seconds before the window's first frame, during which a window
 * manager shows the mapped window blank (white). Held by this screen, the window's first frame is the screen's:
 * the project's name, its size and a progress indicator. Right after that frame the designer takes its place, and
 * the window keeps showing the screen until the designer's own first frame replaces it. {@link FirstFrame} waits for
 * the designer's frame, not the screen's.
 */
public final class OpeningScreen {

    static final String SHOWING = "ksd.opening-screen";

    private OpeningScreen() {}

    /** Shows the screen in the stage's scene until its first frame is drawn, then puts back the scene's root. */
    public static void hold(Scene scene, String what, String size) {
        Parent designer = scene.getRoot();
        Label title = new Label("Opening " + what);
        title.getStyleClass().add("opening-title");
        title.setId("opening-title");
        Label detail = new Label(size);
        detail.getStyleClass().add("opening-detail");
        ProgressIndicator progress = new ProgressIndicator();
        progress.setPrefSize(48, 48);
        VBox screen = new VBox(12, progress, title, detail);
        screen.setAlignment(Pos.CENTER);
        screen.getStyleClass().add("opening-screen");
        screen.setId("opening-screen");
        scene.getProperties().put(SHOWING, Boolean.TRUE);
        scene.setRoot(screen);
        AfterPulse.once(scene, () -> {
            StartupTrace.mark("opening screen drawn");
            scene.setRoot(designer);
            scene.getProperties().remove(SHOWING);
        });
    }

    /** True while the scene shows the opening screen instead of its designer. */
    public static boolean isShowing(Scene scene) {
        return scene.getProperties().containsKey(SHOWING);
    }
}
