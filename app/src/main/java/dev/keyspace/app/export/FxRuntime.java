package dev.keyspace.app.export;

import dev.keyspace.app.background.OwnThread;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;

/**
 * Starts the JavaFX toolkit for headless use and runs work on its thread. With no display, the toolkit
 * runs on Monocle's headless platform with software rendering; the properties must be set before the
 * toolkit starts, which is why they are set here in code rather than on the command line.
 */
public final class FxRuntime {

    /**
     * The bound on one piece of work on the JavaFX thread: it catches a toolkit that has hung, and is long enough for
     * the largest drawing the product accepts (a 10,000-table diagram takes minutes on a busy 2-core machine).
     */
    private static final long TIMEOUT_SECONDS = 900;

    private FxRuntime() {}

    /** Starts the toolkit unless it is already running; it stays up until {@link #shutdown()}. */
    public static void startIfNeeded() {
        if (needsHeadlessPlatform()) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
            System.setProperty("java.awt.headless", "true");
        }
        try {
            Platform.startup(() -> {});
            Platform.setImplicitExit(false);
        } catch (IllegalStateException alreadyRunning) {
            // started before, by an earlier export or by the designer: reuse it
        }
    }

    /**
     * Starts the toolkit on a thread of its own, so that a command can read its input meanwhile (both take a large
     * part of a second); {@link OwnThread#join} waits for it.
     */
    public static CompletableFuture<Void> startInBackground() {
        return OwnThread.start("ksd-fx-start", () -> {
            startIfNeeded();
            return null;
        });
    }

    /** True when there is no display to open and no platform was chosen on the command line. */
    static boolean needsHeadlessPlatform() {
        if (System.getProperty("glass.platform") != null) {
            return false;
        }
        String display = System.getenv("DISPLAY");
        boolean unix = !System.getProperty("os.name", "")
                        .toLowerCase(java.util.Locale.ROOT)
                        .startsWith("windows")
                && !System.getProperty("os.name", "")
                        .toLowerCase(java.util.Locale.ROOT)
                        .startsWith("mac");
        return unix && (display == null || display.isBlank());
    }

    public static void shutdown() {
        Platform.exit();
    }

    /** Runs the work on the JavaFX thread and waits for it (at most two minutes). */
    public static <T> T call(Callable<T> work) throws IOException {
        if (Platform.isFxApplicationThread()) {
            try {
                return work.call();
            } catch (Exception e) {
                throw rethrown(e);
            }
        }
        FutureTask<T> task = new FutureTask<>(work);
        Platform.runLater(task);
        try {
            return task.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while rendering", e);
        } catch (TimeoutException e) {
            task.cancel(true);
            // never the input's fault: a size the product accepts is drawn in time
            throw new IllegalStateException("rendering did not finish within " + TIMEOUT_SECONDS + " seconds", e);
        } catch (ExecutionException e) {
            throw rethrown(e.getCause());
        }
    }

    /**
     * A failure of the work as the caller gets it, on the FX thread or off it alike: an IOException or a runtime
     * exception as it is; anything else (an Error such as running out of memory) is ours, not a file's, so never an
     * IOException, which ksd reports as bad input.
     */
    private static IOException rethrown(Throwable failure) {
        if (failure instanceof IOException io) {
            return io;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        throw new IllegalStateException("rendering failed: " + failure, failure);
    }
}
