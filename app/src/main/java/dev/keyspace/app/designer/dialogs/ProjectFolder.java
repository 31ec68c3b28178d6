package dev.keyspace.app.designer.dialogs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;

/** File dialogs open in the folder of the project shown, not in the directory the app was started from. */
public final class ProjectFolder {

    private ProjectFolder() {}

    public static FileChooser startIn(FileChooser chooser, Optional<Path> projectFile) {
        projectFile
                .map(Path::toAbsolutePath)
                .map(Path::getParent)
                .filter(Files::isDirectory)
                .ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        return chooser;
    }
}
