package dev.keyspace.app.designer;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.startup.StartupTrace;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@link #launch(Supplier)} hands it the reading of the document to show, which runs while
 * JavaFX starts; a file that cannot be read is reported on the terminal and no window opens.
 */
public final class DesignerApp extends Application {

    private static CompletableFuture<Document> initial;

    private DesignerWindow window;

    /**
     * Reads the document while JavaFX starts, opens the designer on it and returns when its window is closed. A
     * failure to read is thrown here, after JavaFX stopped, without a window having opened.
     */
    public static void launch(Supplier<Document> read) {
        CompletableFuture<Document> reading = OwnThread.start("ksd-open-read", () -> {
            Document document = read.get();
            StartupTrace.mark("document read");
            return document;
        });
        initial = reading;
        try {
            Application.launch(DesignerApp.class);
        } catch (RuntimeException toolkitFailed) {
            OwnThread.join(reading); // a bad file is what to report first, whatever JavaFX could not do
            throw toolkitFailed;
        }
        OwnThread.join(reading);
    }

    @Override
    public void start(Stage stage) {
        StartupTrace.mark("JavaFX started");
        Document document;
        try {
            document = initial.join();
        } catch (CompletionException unreadable) {
            Platform.exit(); // launch() reports why
            return;
        }
        Theme.LIGHT.apply();
        window = new DesignerWindow(stage, document);
        StartupTrace.mark("window built");
        window.remember(dev.keyspace.app.settings.WindowSettings.forUser());
        window.show();
        StartupTrace.mark("window shown");
        StartupTrace.markFirstFrame(stage.getScene());
        window.files().recovery().offerOnStart();
    }

    /** After the window closed: a dev cluster stopping on quit is gone before the JVM ends (within a bound). */
    @Override
    public void stop() {
        if (window != null && !window.devCluster().awaitStopped()) {
            System.err.println(
                    "ksd: the dev cluster did not stop; ksd dev-cluster status tells which node still runs.");
        }
    }
}
