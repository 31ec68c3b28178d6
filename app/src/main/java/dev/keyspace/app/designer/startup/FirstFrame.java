package dev.keyspace.app.designer.startup;

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
        AfterPulse.once(scene, () -> framed(scene), action);
    }

    /**
     * True, and noted, when the scene lays out its window's first frame; the opening screen's frame does not count,
     * the window's own comes with the next.
     */
    private static boolean framed(Scene scene) {
        if (OpeningScreen.isShowing(scene)) {
            return false;
        }
        scene.getProperties().put(FRAMED, Boolean.TRUE);
        return true;
    }
}
