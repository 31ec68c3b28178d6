package dev.keyspace.app.designer.editing;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The project open in a window: its undo history, the file it came from (none for a new or imported
 * project) and the project last saved or opened, from which "unsaved changes" follows: the project differs
 * from it. Undoing back to what was saved, or changing something back by hand, makes the document clean again.
 */
public final class Document {

    private final History history;
    private Path file;
    /** The project as last saved, loaded or imported; null for a recovered one, which exists nowhere else. */
    private Project savedProject;

    /** A document with nothing unsaved: a project just loaded from {@code file}, or a new empty one. */
    public Document(Project project, Path file) {
        this.history = new History(project);
        this.file = file;
        this.savedProject = history.project();
    }

    /**
     * A project read from elsewhere (a CQL file, a cluster) and not saved as a project yet. Until it is edited
     * it closes without a question, as a file just opened does: what it holds is still where it came from.
     */
    public static Document imported(Project project) {
        return new Document(project, null);
    }

    /** A project recovered after a crash, for {@code file} (null for none): unsaved until the user saves it. */
    public static Document recovered(Project project, Path file) {
        Document document = new Document(project, file);
        document.savedProject = null;
        return document;
    }

    public History history() {
        return history;
    }

    public Project project() {
        return history.project();
    }

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** True when the project differs from what was last saved or loaded. */
    public boolean isDirty() {
        Project project = history.project();
        return project != savedProject && !project.equals(savedProject);
    }

    /** Saves atomically to the document's file; the caller asks for a file first when there is none. */
    public void save() throws IOException {
        if (file == null) {
            throw new IllegalStateException("the document has no file yet: use saveAs");
        }
        ProjectFiles.save(history.project(), file);
        savedProject = history.project();
    }

    public void saveAs(Path newFile) throws IOException {
        ProjectFiles.save(history.project(), newFile);
        file = newFile;
        savedProject = history.project();
    }

    /** The window title: the file name (or the project name) and a mark when there are unsaved changes. */
    public String title() {
        return (isDirty() ? "• " : "") + name() + " — Keyspace Designer";
    }

    /** The file's name, or the project's for a document with no file yet. */
    public String name() {
        return file == null ? project().name() : file.getFileName().toString();
    }
}
