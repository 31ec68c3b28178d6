package dev.keyspace.app.designer.files;

import dev.keyspace.app.codegen.GeneratedFiles;
import dev.keyspace.app.codegen.JavaCodegen;
import dev.keyspace.app.designer.dialogs.ProjectFolder;
import dev.keyspace.app.designer.editing.OpenDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

/**
 * File > Generate Code…: the Java sources of {@code ksd codegen} for the project shown, written under a folder the
 * user picks (starting in the project's folder), in the package {@value #PACKAGE}. Files ksd did not generate are
 * never replaced.
 */
public final class CodeGeneration {

    static final String PACKAGE = "generated";

    private final Stage stage;
    private final OpenDocument documents;

    CodeGeneration(Stage stage, OpenDocument documents) {
        this.stage = stage;
        this.documents = documents;
    }

    /** Writes the sources under {@code folder}; false, after telling the user why, when they cannot be written. */
    public boolean generate(Path folder) {
        try {
            List<Path> written = GeneratedFiles.write(
                    folder, new JavaCodegen(documents.document().project(), PACKAGE).files());
            return !written.isEmpty();
        } catch (IOException | RuntimeException e) {
            Alerts.error(stage, "Cannot generate code in " + folder, String.valueOf(e.getMessage()));
            return false;
        }
    }

    public void generateWithChooser() {
        DirectoryChooser chooser = ProjectFolder.startIn(
                new DirectoryChooser(), documents.document().file());
        chooser.setTitle("Generate Java code into");
        Optional.ofNullable(chooser.showDialog(stage)).map(f -> f.toPath()).ifPresent(this::generate);
    }
}
