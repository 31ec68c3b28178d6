package dev.keyspace.app.designer.dialogs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

/** File dialogs open in the folder of the project shown, not in the directory the app was started from. */
public final class ProjectFolder {

    private ProjectFolder() {}

    public static DirectoryChooser startIn(DirectoryChooser chooser, Optional<Path> projectFile) {
        folder(projectFile).ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        return chooser;
    }

    public static FileChooser startIn(FileChooser chooser, Optional<Path> projectFile) {
        folder(projectFile).ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        return chooser;
    }

    private static Optional<Path> folder(Optional<Path> projectFile) {
        return projectFile.map(Path::toAbsolutePath).map(Path::getParent).filter(Files::isDirectory);
    }
}
