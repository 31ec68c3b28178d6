package dev.keyspace.app.designer.files;

import dev.keyspace.model.io.ProjectFiles;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;

/** Files dropped on the window: a .cql file is imported, a project file (.ksd.json) is opened. */
public final class FileDrop {

    private final DocumentSwitch documentSwitch;
    private final CqlImports imports;

    FileDrop(DocumentSwitch documentSwitch, CqlImports imports) {
        this.documentSwitch = documentSwitch;
        this.imports = imports;
    }

    void install(Scene scene) {
        scene.addEventHandler(DragEvent.DRAG_OVER, event -> {
            if (event.getDragboard().hasFiles()
                    && accepted(event.getDragboard().getFiles()).isPresent()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        scene.addEventHandler(DragEvent.DRAG_DROPPED, event -> {
            boolean done =
                    event.getDragboard().hasFiles() && drop(event.getDragboard().getFiles());
            event.setDropCompleted(done);
            event.consume();
        });
    }

    /** Handles dropped files: the first one this window can read is imported or opened. */
    public boolean drop(List<File> files) {
        return accepted(files)
                .map(file -> isCql(file) ? imports.importAsking(file) : documentSwitch.open(file))
                .orElse(false);
    }

    private static Optional<Path> accepted(List<File> files) {
        return files.stream()
                .map(File::toPath)
                .filter(p -> isCql(p) || p.getFileName().toString().endsWith(ProjectFiles.EXTENSION))
                .findFirst();
    }

    private static boolean isCql(Path file) {
        return file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".cql");
    }
}
