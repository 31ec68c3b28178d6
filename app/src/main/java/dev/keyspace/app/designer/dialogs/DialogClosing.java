package dev.keyspace.app.designer.dialogs;

import javafx.event.EventHandler;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * Esc and a Close button for a dialog window: both ask to close as the window's own close box does, so a
 * dialog that must not close now (a deploy running) refuses them the same way.
 */
public final class DialogClosing {

    private DialogClosing() {}

    /** Installs Esc on the stage's scene and returns the Close button to place in the dialog. */
    public static Button install(Stage stage, String buttonId) {
        Button close = new Button("Close");
        close.setId(buttonId);
        close.setCancelButton(true);
        close.setOnAction(e -> requestClose(stage));
        stage.sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                scene.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
                    if (key.getCode() == KeyCode.ESCAPE) {
                        key.consume();
                        requestClose(stage);
                    }
                });
            }
        });
        return close;
    }

    public static void requestClose(Stage stage) {
        WindowEvent request = new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST);
        EventHandler<WindowEvent> handler = stage.getOnCloseRequest();
        if (handler != null) {
            handler.handle(request);
        }
        if (!request.isConsumed()) {
            stage.hide();
        }
    }
}
