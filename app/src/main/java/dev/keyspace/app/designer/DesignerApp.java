package dev.keyspace.app.designer;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.startup.StartupTrace;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@link #launch(Document)} hands it the document to show: the command line
 * reads the file first, so a bad file is reported on the terminal before any window opens.
 */
public final class DesignerApp extends Application {

    private static Document initial;

    /** Opens the designer on the document and returns when its window is closed. */
    public static void launch(Document document) {
        initial = document;
        StartupTrace.mark("document read");
        Application.launch(DesignerApp.class);
    }

    @Override
    public void start(Stage stage) {
        StartupTrace.mark("JavaFX started");
        Theme.LIGHT.apply();
        DesignerWindow window = new DesignerWindow(stage, initial);
        StartupTrace.mark("window built");
        window.remember(dev.keyspace.app.settings.WindowSettings.forUser());
        stage.show();
        StartupTrace.mark("window shown");
        StartupTrace.markFirstFrame(stage.getScene());
        window.files().recovery().offerOnStart();
    }
}
