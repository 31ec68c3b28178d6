package dev.keyspace.model.edit;

/**
 * Told after every change of a {@link History}: an edit, an undo, a redo, a group recorded as one entry or a
 * cancelled group.
 */
@FunctionalInterface
public interface HistoryListener {

    /** Called once per change, after the change; read {@link History#project()} and {@link History#revision()}. */
    void historyChanged(History history);
}
