package dev.keyspace.app.background;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Work on daemon threads of its own, so that no background job keeps the JVM alive: one piece of start-up work
 * (reading the input while JavaFX starts, or the reverse), waited for so that whatever stopped it is thrown as
 * itself (a user's error stays the error the command line reports), or a queue of jobs run one at a time.
 */
public final class OwnThread {

    private OwnThread() {}

    /** A queue of jobs run one after the other, in order, on one daemon thread of that name. */
    public static ExecutorService executor(String name) {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts the work on a new daemon thread of that name. */
    public static <T> CompletableFuture<T> start(String name, Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread thread = new Thread(
                () -> {
                    try {
                        result.complete(work.get());
                    } catch (RuntimeException | Error e) {
                        result.completeExceptionally(e);
                    }
                },
                name);
        thread.setDaemon(true);
        thread.start();
        return result;
    }

    /** The work's result, once done; what stopped it is thrown unwrapped. */
    public static <T> T join(CompletableFuture<T> work) {
        try {
            return work.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw e;
        }
    }
}
