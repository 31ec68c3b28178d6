package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.dialogs.ProjectFolder;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.codegen.GeneratedFiles;
import dev.keyspace.codegen.JavaCodegen;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;
import javax.lang.model.SourceVersion;

/**
 * File > Generate Code…: the Java sources of {@code ksd codegen} for the project shown, written under a folder the
 * user picks (starting in the project's folder), in a package the user names (as {@code --package}; the last one
 * named is offered next time). Files ksd did not generate are never replaced.
 */
public final class CodeGeneration {

    static final String PACKAGE = "generated";
    static final String PACKAGE_DIALOG_ID = "generate-code-package";
    static final String DONE_DIALOG_ID = "generate-code-done";

    private final Stage stage;
    private final OpenDocument documents;
    private String lastPackage = PACKAGE;

    CodeGeneration(Stage stage, OpenDocument documents) {
        this.stage = stage;
        this.documents = documents;
    }

    /** Writes the sources under {@code folder} in the default package; see {@link #generate(Path, String)}. */
    public boolean generate(Path folder) {
        return generate(folder, PACKAGE);
    }

    /**
     * Writes the sources under {@code folder} in {@code packageName} (empty: the unnamed package), then says what
     * it wrote; false, after telling the user why, when they cannot be written.
     */
    public boolean generate(Path folder, String packageName) {
        if (!packageName.isEmpty() && !SourceVersion.isName(packageName)) {
            Alerts.error(stage, "Cannot generate code", packageName + " is not a Java package name");
            return false;
        }
        try {
            List<Path> written = GeneratedFiles.write(
                    folder, new JavaCodegen(documents.document().project(), packageName).files());
            lastPackage = packageName;
            report(folder, written);
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
        Optional.ofNullable(chooser.showDialog(stage)).map(f -> f.toPath()).ifPresent(this::generateAsking);
    }

    /** Asks for the Java package, then writes the sources under {@code folder}; nothing when the user cancels. */
    public void generateAsking(Path folder) {
        askPackage().ifPresent(name -> generate(folder, name.strip()));
    }

    private Optional<String> askPackage() {
        TextInputDialog dialog = new TextInputDialog(lastPackage);
        dialog.initOwner(stage);
        dialog.setTitle("Generate Code");
        dialog.setHeaderText("Java package of the generated sources");
        dialog.setContentText("Package:");
        dialog.getDialogPane().setId(PACKAGE_DIALOG_ID);
        return dialog.showAndWait();
    }

    private void report(Path folder, List<Path> written) {
        Alert done = new Alert(
                Alert.AlertType.INFORMATION,
                written.size() + " Java source files written under " + folder,
                ButtonType.OK);
        done.initOwner(stage);
        done.setHeaderText("Code generated");
        done.getDialogPane().setId(DONE_DIALOG_ID);
        done.show();
    }
}
