package dev.keyspace.app.designer.deploy;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.ManualChange;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import dev.keyspace.model.Project;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Deploy the project to a cluster: the connection, the exact statements planned (previewed before anything
 * runs), then a progress bar and one line per statement (waiting, running, applied, failed or not run), with a
 * cancel between statements. Drops run only when "Allow drops" is ticked; changes Cassandra cannot make in place
 * are listed, never attempted.
 *
 * <p>Cluster work runs on one worker thread. Cancel never goes through that thread (it is busy deploying): the FX
 * thread sets the running {@link Deployment}'s flag, which the worker checks before each statement. Closing the
 * window while a deploy runs cancels it the same way and closes once the statement in flight has finished; when
 * the dialog is hidden the session is closed and the worker ends.
 */
public final class DeployDialog {

    private final Stage stage = new Stage();
    private final Supplier<Project> project;
    private final ExecutorService worker = OwnThread.executor("ksd-deploy");
    private final ConnectionForm connection = new ConnectionForm("deploy");
    private final CheckBox allowDrops = new CheckBox("Allow drops (destructive)");
    private final Button preview = new Button("Preview plan");
    private final Button deploy = new Button("Deploy");
    private final Button cancel = new Button("Cancel deploy");
    private Button close;
    private final ListView<String> plan = new ListView<>();
    private final DeployProgress progress = new DeployProgress();
    private final Label status = new Label();
    private DeployPlan planned;
    /** Written on the worker thread when it connects; read on the FX thread to start a deploy. */
    private volatile ClusterWork work;
    /** The deploy under way, FX thread only; null when none runs. */
    private Deployment running;

    private boolean closeWhenStopped;

    public DeployDialog(Window owner, Supplier<Project> project) {
        this.project = project;
        stage.initOwner(owner);
        stage.setTitle("Deploy to a cluster");
        allowDrops.setId("deploy-allow-drops");
        preview.setId("deploy-preview");
        deploy.setId("deploy-apply");
        cancel.setId("deploy-cancel");
        plan.setId("deploy-plan");
        status.setId("deploy-status");
        status.setWrapText(true);
        deploy.setDisable(true);
        cancel.setDisable(true);
        preview.setOnAction(e -> preview());
        deploy.setOnAction(e -> deploy());
        cancel.setOnAction(e -> cancelDeploy());
        allowDrops.setOnAction(e -> deploy.setDisable(true));
        stage.setOnCloseRequest(this::closeRequested);
        stage.setOnHidden(e -> close());
        close = dev.keyspace.app.designer.dialogs.DialogClosing.install(stage, "deploy-close");
        stage.setScene(new javafx.scene.Scene(layout(), 820, 640));
    }

    public Stage stage() {
        return stage;
    }

    private VBox layout() {
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.add(allowDrops, 1, connection.addTo(form, 0));
        javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, preview, deploy, cancel, gap, close);
        VBox.setVgrow(plan, Priority.ALWAYS);
        VBox.setVgrow(progress.lines(), Priority.ALWAYS);
        VBox root = new VBox(
                8,
                form,
                buttons,
                new Label("Plan"),
                plan,
                progress.bar(),
                new Label("Results"),
                progress.lines(),
                status);
        root.setPadding(new Insets(12));
        return root;
    }

    /** Connects (once) and plans; shows every statement with its kind, and the manual changes. */
    public void preview() {
        Project current = project.get();
        boolean drops = allowDrops.isSelected();
        ConnectionForm.Target target = connection.target();
        busy("Connecting and reading the live schema…");
        runInBackground(() -> {
            DeployPlan result = session(target).plan(current, drops);
            Platform.runLater(() -> showPlan(result));
        });
    }

    /** Runs the previewed plan, showing each statement as it starts and finishes. */
    public void deploy() {
        DeployPlan toRun = planned;
        ClusterWork connected = work;
        if (toRun == null || connected == null || running != null) {
            return;
        }
        Deployment deployment = connected.deployment(toRun);
        running = deployment;
        busy("Deploying…");
        cancel.setDisable(false);
        progress.begin(toRun.statements());
        runInBackground(() -> {
            DeployReport report = deployment.run(new DeployListener() {
                @Override
                public void starting(int index, int total, PlannedStatement statement) {
                    Platform.runLater(() -> progress.starting(index));
                }

                @Override
                public void finished(StatementOutcome outcome) {
                    Platform.runLater(() -> progress.finished(outcome));
                }
            });
            Platform.runLater(() -> showReport(report));
        });
    }

    /** Stops the running deploy once the statement in flight has finished; called on the FX thread. */
    public void cancelDeploy() {
        if (running == null) {
            return;
        }
        running.cancel();
        cancel.setDisable(true);
        OptionalInt inFlight = progress.cancelled();
        status.setText(
                inFlight.isPresent()
                        ? "Cancelling: statement " + inFlight.getAsInt()
                                + " is in flight and will finish; the statements after it will not run."
                        : "Cancelling: the deploy stops before its next statement.");
    }

    /** Connects once, on the worker thread; later previews and the deploy reuse the session. */
    private ClusterWork session(ConnectionForm.Target target) {
        if (work == null) {
            work = target.connect();
        }
        return work;
    }

    private void showPlan(DeployPlan result) {
        planned = result;
        plan.getItems().clear();
        result.statements().forEach(s -> plan.getItems().add(DeployProgress.describe(s)));
        result.skipped()
                .forEach(s -> plan.getItems().add("skipped (needs Allow drops): " + DeployProgress.firstLine(s.cql())));
        for (ManualChange manual : result.manual()) {
            plan.getItems().add("manual: " + manual.element() + ": " + manual.change());
        }
        idle(
                result.statements().isEmpty()
                        ? "Nothing to deploy: the cluster already matches the project."
                        : result.statements().size() + " statements to run. Review them, then Deploy.");
        deploy.setDisable(result.statements().isEmpty());
        progress.bar().setProgress(0);
    }

    private void showReport(DeployReport report) {
        progress.end(report);
        String summary = report.failure()
                .map(f -> "Stopped at statement " + (f.index() + 1) + ": "
                        + f.message().orElse("failed") + ". " + report.applied().size() + " statements were applied.")
                .orElse(
                        report.cancelled()
                                ? "Cancelled after " + report.applied().size() + " statements; "
                                        + report.notRun().size() + " not run."
                                : "Applied " + report.applied().size() + " statements.");
        idle(summary);
        planned = null;
        deploy.setDisable(true);
        stopped();
    }

    private void runInBackground(Runnable job) {
        worker.execute(() -> {
            try {
                job.run();
            } catch (RuntimeException e) {
                Platform.runLater(() -> {
                    idle(e.getMessage());
                    stopped();
                });
            }
        });
    }

    /** The deploy (if any) has ended: nothing left to cancel, and a close asked for meanwhile happens now. */
    private void stopped() {
        running = null;
        cancel.setDisable(true);
        if (closeWhenStopped) {
            stage.close();
        }
    }

    /** Closing the window during a deploy cancels it and waits for the statement in flight. */
    private void closeRequested(WindowEvent event) {
        if (running != null) {
            event.consume();
            closeWhenStopped = true;
            cancelDeploy();
            status.setText(status.getText() + " The window closes once the deploy has stopped.");
        }
    }

    private void busy(String text) {
        status.setText(text);
        preview.setDisable(true);
        deploy.setDisable(true);
    }

    private void idle(String text) {
        status.setText(text);
        preview.setDisable(false);
    }

    /** Hidden, by the user or with its owner: no statement starts any more, then the session closes. */
    private void close() {
        if (running != null) {
            running.cancel();
        }
        worker.execute(() -> {
            ClusterWork connected = work;
            if (connected != null) {
                connected.close();
            }
        });
        worker.shutdown();
    }

    /** Whether the worker thread has ended within the bound, once the dialog is hidden. */
    boolean workerStoppedWithin(Duration bound) throws InterruptedException {
        return worker.awaitTermination(bound.toMillis(), TimeUnit.MILLISECONDS);
    }

    String statusText() {
        return status.getText();
    }

    ListView<String> planList() {
        return plan;
    }

    ListView<String> resultList() {
        return progress.lines();
    }

    ProgressBar progressBar() {
        return progress.bar();
    }

    void setContactPoints(String text) {
        connection.setContactPoints(text);
    }
}
