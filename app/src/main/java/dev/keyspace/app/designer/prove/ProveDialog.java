package dev.keyspace.app.designer.prove;

import dev.keyspace.app.designer.devcluster.DesignerDevCluster;
import dev.keyspace.cluster.prove.JmxUnreachableException;
import dev.keyspace.cluster.prove.ProveResult;
import dev.keyspace.cluster.prove.ProveText;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.SizingEdit;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * Analyze > Prove on Dev Cluster: runs the proof on a worker thread with a progress bar and Cancel, shows the
 * estimated-against-measured report, and stores it as the project's calibration (with its cluster and date)
 * as one undoable edit. Esc closes it, cancelling a proof that is still running. When the nodes' JMX cannot be
 * reached it offers to prove over CQL alone, whose report names what it left out and is no calibration.
 */
final class ProveDialog {

    private final Stage stage = new Stage();
    private final Label phase = new Label("Preparing…");
    private final ProgressBar bar = new ProgressBar(0);
    private final TextArea report = new TextArea();
    private final Button cancel = new Button("Cancel");
    private final Button store = new Button("Store as Calibration");
    private final Button overCql = new Button("Prove over CQL Alone");
    private final ProveOnDevCluster work;

    ProveDialog(Stage owner, Supplier<Project> project, History history, DesignerDevCluster devCluster) {
        this(owner, project, history, ProveOnDevCluster.Target.DEV_CLUSTER, devCluster);
    }

    /** A proof on another target than the dev cluster (a node a test started). */
    ProveDialog(Stage owner, Supplier<Project> project, History history, ProveOnDevCluster.Target target) {
        this(owner, project, history, target, DesignerDevCluster.forUser());
    }

    private ProveDialog(
            Stage owner,
            Supplier<Project> project,
            History history,
            ProveOnDevCluster.Target target,
            DesignerDevCluster devCluster) {
        work = new ProveOnDevCluster(target, devCluster);
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Prove on Dev Cluster");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.setId("prove-progress");
        phase.setId("prove-phase");
        phase.setWrapText(true);
        report.setEditable(false);
        report.setId("prove-report");
        report.setStyle("-fx-font-family: monospace;");
        VBox.setVgrow(report, Priority.ALWAYS);
        store.setDisable(true);
        store.setId("prove-store");
        cancel.setId("prove-cancel");
        overCql.setId("prove-over-cql");
        overCql.setVisible(false);
        overCql.setManaged(false);
        cancel.setOnAction(e -> {
            work.cancel();
            cancel.setDisable(true);
            phase.setText("Cancelling: dropping the scratch keyspaces…");
        });
        VBox root = new VBox(8, phase, bar, report, new HBox(8, store, overCql, cancel));
        root.setPadding(new Insets(12));
        Scene scene = new Scene(root, 900, 520);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                work.cancel();
                stage.close();
                e.consume();
            }
        });
        stage.setScene(scene);
        Project proven = project.get();
        stage.setOnShown(e -> start(proven, history, true));
        overCql.setOnAction(e -> {
            overCql.setVisible(false);
            overCql.setManaged(false);
            cancel.setText("Cancel");
            cancel.setOnAction(x -> {
                work.cancel();
                cancel.setDisable(true);
                phase.setText("Cancelling: dropping the scratch keyspaces…");
            });
            start(proven, history, false);
        });
        stage.setOnCloseRequest(e -> work.cancel());
    }

    Stage stage() {
        return stage;
    }

    private void start(Project project, History history, boolean overJmx) {
        Thread worker = new Thread(() -> run(project, history, overJmx), "ksd-prove");
        worker.setDaemon(true);
        worker.start();
    }

    private void run(Project project, History history, boolean overJmx) {
        try {
            ProveResult result = work.run(
                    project,
                    (what, done, total) -> Platform.runLater(() -> {
                        phase.setText(what);
                        bar.setProgress(total == 0 ? 1 : (double) done / total);
                    }),
                    overJmx);
            StringWriter text = new StringWriter();
            ProveText.print(result, new PrintWriter(text));
            String date = OffsetDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
            Platform.runLater(() -> {
                bar.setProgress(1);
                report.setText(text.toString());
                cancel.setText("Close");
                cancel.setDisable(false);
                cancel.setOnAction(e -> stage.close());
                if (!result.measuredStorage()) {
                    phase.setText("Proven over CQL alone on the " + work.cluster() + " with "
                            + result.replication().describe() + "; the scratch keyspaces are dropped. Not a"
                            + " calibration: that needs the histograms only JMX gives.");
                    return;
                }
                phase.setText("Proven on the " + work.cluster() + " with "
                        + result.replication().describe() + "; the scratch keyspaces are dropped.");
                store.setDisable(false);
                store.setOnAction(e -> {
                    history.apply(new SizingEdit.SetCalibration(
                            Optional.of(result.toCalibration(project, work.cluster(), date))));
                    store.setDisable(true);
                    phase.setText("Stored as the project's calibration (undo with Edit > Undo).");
                });
            });
        } catch (JmxUnreachableException e) {
            Platform.runLater(() -> {
                phase.setText("Not proven: " + e.getMessage() + "; nothing was written. Proving over CQL alone"
                        + " leaves out the partition-size and cell histograms.");
                overCql.setVisible(true);
                overCql.setManaged(true);
                cancel.setText("Close");
                cancel.setDisable(false);
                cancel.setOnAction(x -> stage.close());
            });
        } catch (Exception e) {
            Platform.runLater(() -> {
                phase.setText("Not proven: " + e.getMessage());
                cancel.setText("Close");
                cancel.setDisable(false);
                cancel.setOnAction(x -> stage.close());
            });
        }
    }
}
