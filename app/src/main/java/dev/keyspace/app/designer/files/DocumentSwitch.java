package dev.keyspace.app.designer.files;

import java.nio.file.Path;

/**
 * What the file features ask of the window's own File actions before they replace the document it shows:
 * the unsaved-changes prompt, and opening a project file the way File > Open does.
 */
public interface DocumentSwitch {

    /** True when there are no unsaved changes, or the user chose to save them or to discard them. */
    boolean confirmDiscardChanges();

    /** Opens a project file in the window; on a bad file, says why and keeps the current project. */
    boolean open(Path file);
}
