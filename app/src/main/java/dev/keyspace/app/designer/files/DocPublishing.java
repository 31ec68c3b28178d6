package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.dialogs.ProjectFolder;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.cli.check.FileReport;
import dev.keyspace.cli.spi.Services;
import dev.keyspace.docsite.SiteWriter;
import dev.keyspace.model.Project;
import java.nio.file.Path;
import java.util.Optional;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

/**
 * File > Publish Documentation…: the project as the static web site {@code ksd doc} writes, into a folder the
 * user chooses, written off the JavaFX thread (its diagrams are drawn on it in turn), then said where.
 */
public final class DocPublishing {

    static final String DONE_DIALOG_ID = "publish-documentation-done";

    private final Stage stage;
    private final OpenDocument documents;

    DocPublishing(Stage stage, OpenDocument documents) {
        this.stage = stage;
        this.documents = documents;
    }

    public void publishWithChooser() {
        DirectoryChooser chooser = ProjectFolder.startIn(
                new DirectoryChooser(), documents.document().file());
        chooser.setTitle("Publish documentation into");
        Optional.ofNullable(chooser.showDialog(stage)).map(f -> f.toPath()).ifPresent(this::publish);
    }

    /**
     * Writes the site of the project as it is now into {@code folder}: a new or empty folder, or one holding an
     * earlier site (a folder of other files is refused, and told).
     */
    public void publish(Path folder) {
        Project project = documents.document().project();
        String name = documents.document().name();
        Task<SiteWriter.Written> writing = new Task<>() {
            @Override
            protected SiteWriter.Written call() throws Exception {
                return SiteWriter.write(FileReport.of(name, project), Services.diagramRendererIfInstalled(), folder);
            }
        };
        writing.setOnSucceeded(e -> report(folder, writing.getValue()));
        writing.setOnFailed(e -> Alerts.error(
                stage,
                "Cannot publish the documentation in " + folder,
                String.valueOf(writing.getException().getMessage())));
        Thread thread = new Thread(writing, "publish-documentation");
        thread.setDaemon(true);
        thread.start();
    }

    private void report(Path folder, SiteWriter.Written written) {
        Alert done = new Alert(
                Alert.AlertType.INFORMATION,
                written.pages() + " pages written in " + folder + ". Open " + folder.resolve("index.html")
                        + " in a browser; the folder can be copied anywhere, it needs no server.",
                ButtonType.OK);
        done.initOwner(stage);
        done.setHeaderText("Documentation published");
        done.getDialogPane().setId(DONE_DIALOG_ID);
        done.show();
    }
}
