package dev.keyspace.cluster.prove;

import java.util.concurrent.CompletionException;

/** What an asynchronous request failed with: the driver's exception, not the future's wrapper around it. */
final class AsyncFailure {
    private AsyncFailure() {}

    static Throwable cause(Throwable error) {
        return error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    }
}
