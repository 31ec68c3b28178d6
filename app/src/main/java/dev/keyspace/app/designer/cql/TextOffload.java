package dev.keyspace.app.designer.cql;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Where the CQL text of a large project is written: the CQL of 2,000 tables is about 900 KB, whose printing,
 * reading of notes and highlighting would hold the UI thread for a large part of a second on every schema
 * change. The work runs elsewhere and its result is handed back on the thread that owns the text.
 */
@FunctionalInterface
public interface TextOffload {

    /** Writes the text (calls {@code work}), then hands it to {@code done} on the thread that owns the text. */
    void run(Supplier<CqlSync.Written> work, Consumer<CqlSync.Written> done);

    /** Writes the text at once, on the calling thread: for tests and headless use. */
    TextOffload NONE = (work, done) -> done.accept(work.get());
}
