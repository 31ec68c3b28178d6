package dev.keyspace.app.designer.deploy;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Import from a cluster: reads the schema of the named keyspaces (system keyspaces are refused) into a new
 * project shown in the window (not saved to a file yet). The cluster work runs on a background thread.
 */
public final class ImportFromClusterDialog {

    private final Stage stage = new Stage();
    private final ConnectionForm connection = new ConnectionForm("import");
    private final TextField keyspaces = new TextField();
    private final Button importButton = new Button("Import");
    private final Label status = new Label();
    private final Consumer<Document> open;

    public ImportFromClusterDialog(Window owner, Consumer<Document> open) {
        this.open = open;
        stage.initOwner(owner);
        stage.setTitle("Import from a cluster");
        keyspaces.setId("import-keyspaces");
        keyspaces.setPromptText("keyspace, keyspace, ...");
        importButton.setId("import-run");
        status.setId("import-status");
        status.setWrapText(true);
        importButton.setOnAction(e -> importKeyspaces());
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.setPadding(new Insets(12));
        int row = connection.addTo(form, 0);
        form.addRow(row, new Label("Keyspaces"), keyspaces);
        javafx.scene.control.Button close =
                dev.keyspace.app.designer.dialogs.DialogClosing.install(stage, "import-close");
        form.add(new javafx.scene.layout.HBox(8, importButton, close), 1, row + 1);
        form.add(status, 0, row + 2, 2, 1);
        stage.setScene(new Scene(form, 560, 300));
    }

    public Stage stage() {
        return stage;
    }

    /** Connects, reads the keyspaces, and opens them as a new project; errors stay in the dialog. */
    public void importKeyspaces() {
        List<String> names = Arrays.stream(keyspaces.getText().split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
        if (names.isEmpty()) {
            status.setText("Name at least one keyspace to import.");
            return;
        }
        importButton.setDisable(true);
        status.setText("Reading the live schema…");
        ConnectionForm.Target target = connection.target();
        Thread worker = new Thread(
                () -> {
                    try (ClusterWork work = target.connect()) {
                        Project project = work.importKeyspaces(String.join(", ", names), names);
                        Platform.runLater(() -> {
                            open.accept(Document.imported(project));
                            stage.close();
                        });
                    } catch (RuntimeException e) {
                        Platform.runLater(() -> {
                            status.setText(e.getMessage());
                            importButton.setDisable(false);
                        });
                    }
                },
                "ksd-import");
        worker.setDaemon(true);
        worker.start();
    }

    void fill(String points, String names) {
        connection.setContactPoints(points);
        keyspaces.setText(names);
    }

    String statusText() {
        return status.getText();
    }
}
