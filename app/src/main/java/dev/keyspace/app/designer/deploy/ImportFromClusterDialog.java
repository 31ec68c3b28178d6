package dev.keyspace.app.designer.deploy;

import dev.keyspace.app.designer.Document;
import dev.keyspace.model.Project;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Import from a cluster: reads the schema of the named keyspaces (system keyspaces are refused) into a new,
 * unsaved project shown in the window. The cluster work runs on a background thread.
 */
public final class ImportFromClusterDialog {

    private final Stage stage = new Stage();
    private final TextField contactPoints = new TextField("127.0.0.1:9042");
    private final TextField datacenter = new TextField();
    private final TextField user = new TextField();
    private final PasswordField password = new PasswordField();
    private final TextField keyspaces = new TextField();
    private final Button importButton = new Button("Import");
    private final Label status = new Label();
    private final Consumer<Document> open;

    public ImportFromClusterDialog(Window owner, Consumer<Document> open) {
        this.open = open;
        stage.initOwner(owner);
        stage.setTitle("Import from a cluster");
        contactPoints.setId("import-contact-points");
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
        form.addRow(0, new Label("Contact points"), contactPoints);
        form.addRow(1, new Label("Data center"), datacenter);
        form.addRow(2, new Label("User"), user);
        form.addRow(3, new Label("Password"), password);
        form.addRow(4, new Label("Keyspaces"), keyspaces);
        form.add(importButton, 1, 5);
        form.add(status, 0, 6, 2, 1);
        stage.setScene(new Scene(form, 560, 300));
    }

    public Stage stage() {
        return stage;
    }

    /** Connects, reads the keyspaces, and opens them as a new unsaved project; errors stay in the dialog. */
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
        String points = contactPoints.getText();
        String dc = datacenter.getText();
        String login = user.getText();
        char[] secret = password.getText().toCharArray();
        Thread worker = new Thread(
                () -> {
                    try (ClusterWork work = ClusterWork.connect(points, dc, login, secret)) {
                        Project project = work.importKeyspaces(String.join(", ", names), names);
                        Platform.runLater(() -> {
                            open.accept(Document.unsaved(project));
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
        contactPoints.setText(points);
        keyspaces.setText(names);
    }

    String statusText() {
        return status.getText();
    }
}
