package dev.keyspace.app.designer.editing;

import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.HistoryListener;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The document a window shows, shared by everything in the window that reads, replaces or saves it. Open, New,
 * import and recovery replace it with {@link #show}; whoever follows it is told in the order it asked.
 */
public final class OpenDocument {

    private final List<HistoryListener> historyListeners = new ArrayList<>();
    private final List<Consumer<Document>> watchers = new ArrayList<>();
    private final List<Runnable> saveListeners = new ArrayList<>();
    private Document document;

    public OpenDocument(Document first) {
        this.document = first;
    }

    public Document document() {
        return document;
    }

    public History history() {
        return document.history();
    }

    /** Shows another document: history listeners move to its history first, then each watcher is told. */
    public void show(Document next) {
        historyListeners.forEach(document.history()::removeListener);
        document = next;
        historyListeners.forEach(document.history()::addListener);
        List.copyOf(watchers).forEach(w -> w.accept(document));
    }

    /** Calls {@code watcher} with the current document now, and with every document shown after it. */
    public void watch(Consumer<Document> watcher) {
        watchers.add(watcher);
        watcher.accept(document);
    }

    /** Listens to the history of the current document, and of every document shown after it. */
    public void listenToHistory(HistoryListener listener) {
        historyListeners.add(listener);
        document.history().addListener(listener);
    }

    /** Saves to the document's file; a save changes no history, so {@link #onSaved} listeners are told. */
    public void save() throws IOException {
        document.save();
        saveListeners.forEach(Runnable::run);
    }

    public void saveAs(Path file) throws IOException {
        document.saveAs(file);
        saveListeners.forEach(Runnable::run);
    }

    /** Runs {@code listener} after each save: the title and the "unsaved changes" mark follow it. */
    public void onSaved(Runnable listener) {
        saveListeners.add(listener);
    }
}
