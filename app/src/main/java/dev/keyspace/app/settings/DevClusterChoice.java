package dev.keyspace.app.settings;

import dev.keyspace.installation.UserFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a dev cluster the designer started keeps running when the designer quits, once the user ticked "Remember
 * my choice", kept per user in the user folder ({@code dev-cluster-on-quit.properties}) as the window's geometry is.
 * An unreadable or missing file counts as no choice: the designer asks.
 */
public final class DevClusterChoice {

    private static final String KEEP_RUNNING = "keepRunning";

    private final Path file;

    private DevClusterChoice(Path file) {
        this.file = file;
    }

    public static DevClusterChoice forUser() {
        return at(UserFolder.path().resolve("dev-cluster-on-quit.properties"));
    }

    public static DevClusterChoice at(Path file) {
        return new DevClusterChoice(file);
    }

    /** True to keep it running, false to stop it; empty when the user has not chosen for good. */
    public Optional<Boolean> remembered() {
        return WindowSettings.at(file)
                .text(KEEP_RUNNING)
                .filter(value -> value.equals("true") || value.equals("false"))
                .map(Boolean::valueOf);
    }

    public void remember(boolean keepRunning) {
        WindowSettings stored = WindowSettings.at(file);
        stored.put(KEEP_RUNNING, Boolean.toString(keepRunning));
        stored.save();
    }

    /** Asks again on the next quit. */
    public void forget() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the choice stays and is applied on the next quit
        }
    }
}
