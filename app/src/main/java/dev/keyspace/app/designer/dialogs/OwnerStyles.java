package dev.keyspace.app.designer.dialogs;

import javafx.scene.Scene;
import javafx.stage.Window;

/** A dialog's scene styled as its owner's: the window's style classes (errors in red, notes in grey) apply in it. */
public final class OwnerStyles {

    private OwnerStyles() {}

    public static Scene of(Window owner, Scene scene) {
        if (owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        return scene;
    }
}
