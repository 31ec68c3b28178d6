package dev.keyspace.app.designer.startup;

import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Holds back work that need not delay a window's first frame: opening a 2,000-table project, its CQL text,
 * its check and its recovery copy would otherwise be worked out, on a machine of two cores, while the window
 * is still being drawn. Once the window has drawn its first frame, work runs at once.
 */
public final class FirstFrame {

    private static final String FRAMED = "ksd.first-frame-drawn";

    private FirstFrame() {}

    /**
     * Runs the action on the JavaFX thread: now if the scene's window has drawn its first frame (or there is no
     * scene yet), else right after that frame.
     */
    public static void after(Scene scene, Runnable action) {
        if (scene == null || scene.getProperties().containsKey(FRAMED)) {
            action.run();
            return;
        }
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            if (OpeningScreen.isShowing(scene)) {
                return; // the opening screen's frame: the window's own comes with the next
            }
            scene.removePostLayoutPulseListener(once[0]);
            scene.getProperties().put(FRAMED, Boolean.TRUE);
            // this listener runs between the pulse's layout and its rendering: the action waits for the frame
            Platform.runLater(action);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }
}
