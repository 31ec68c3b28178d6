package dev.keyspace.app.designer.startup;

import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Work for right after a frame is drawn. A post-layout pulse listener runs between a pulse's layout and its
 * rendering, so what it hands to {@link Platform#runLater} runs once that pulse's frame is drawn.
 */
final class AfterPulse {

    private AfterPulse() {}

    /** Runs the action on the JavaFX thread once, right after the scene's next layout pulse is drawn. */
    static void once(Scene scene, Runnable action) {
        once(scene, () -> true, action);
    }

    /**
     * Runs the action on the JavaFX thread once, right after the first of the scene's layout pulses that
     * {@code counts}; it is asked as each pulse is laid out, and may note the pulse it accepts.
     */
    static void once(Scene scene, BooleanSupplier counts, Runnable action) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (!counts.getAsBoolean()) {
                return;
            }
            scene.removePostLayoutPulseListener(listener[0]);
            Platform.runLater(action);
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }
}
