package dev.keyspace.app.designer;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The zoom keys a menu accelerator cannot cover. On most layouts "+" is Shift+"=", which reports
 * {@link KeyCode#EQUALS}: the Zoom In item takes {@link #ZOOM_IN} for that, and this filter adds the keypad's
 * plus and minus and a dedicated plus key, so Ctrl with any of them zooms.
 */
final class ZoomKeys {

    /** Ctrl+"=" and Ctrl+"+" (Shift+"=") on a US-style layout. */
    static final KeyCombination ZOOM_IN =
            new KeyCodeCombination(KeyCode.EQUALS, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_ANY);

    private ZoomKeys() {}

    static void install(Scene scene, DesignerActions actions) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (!event.isShortcutDown()) {
                return;
            }
            KeyCode code = event.getCode();
            if (code == KeyCode.PLUS || code == KeyCode.ADD) {
                actions.zoomIn();
                event.consume();
            } else if (code == KeyCode.SUBTRACT) {
                actions.zoomOut();
                event.consume();
            }
        });
    }
}
