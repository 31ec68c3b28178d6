package dev.keyspace.app.designer.deploy;

import dev.keyspace.cluster.DeployListener;
import dev.keyspace.cluster.DeployPlan;
import dev.keyspace.cluster.DeployReport;
import dev.keyspace.cluster.ManualChange;
import dev.keyspace.cluster.PlannedStatement;
import dev.keyspace.cluster.StatementOutcome;
import dev.keyspace.model.Project;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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

/**
 * Deploy the project to a cluster: the connection, the exact statements planned (previewed before anything
 * runs), then a progress bar and one outcome per statement, with a cancel between statements. Drops run
 * only when "Allow drops" is ticked; changes Cassandra cannot make in place are listed, never attempted.
 * Cluster work runs on a background thread.
 */
public final class DeployDialog {

    private final Stage stage = new Stage();
    private final Supplier<Project> project;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "ksd-deploy");
        thread.setDaemon(true);
        return thread;
    });
    private final ConnectionForm connection = new ConnectionForm("deploy");
    private final CheckBox allowDrops = new CheckBox("Allow drops (destructive)");
    private final Button preview = new Button("Preview plan");
    private final Button deploy = new Button("Deploy");
    private final Button cancel = new Button("Cancel deploy");
    private final ListView<String> plan = new ListView<>();
    private final ProgressBar progress = new ProgressBar(0);
    private final ListView<String> results = new ListView<>();
    private final Label status = new Label();
    private DeployPlan planned;
    private ClusterWork work;

    public DeployDialog(Window owner, Supplier<Project> project) {
        this.project = project;
        stage.initOwner(owner);
        stage.setTitle("Deploy to a cluster");
        allowDrops.setId("deploy-allow-drops");
        preview.setId("deploy-preview");
        deploy.setId("deploy-apply");
        cancel.setId("deploy-cancel");
        plan.setId("deploy-plan");
        progress.setId("deploy-progress");
        results.setId("deploy-results");
        status.setId("deploy-status");
        status.setWrapText(true);
        deploy.setDisable(true);
        cancel.setDisable(true);
        preview.setOnAction(e -> preview());
        deploy.setOnAction(e -> deploy());
        cancel.setOnAction(e -> worker.execute(() -> {
            if (work != null) {
                work.cancel();
            }
        }));
        allowDrops.setOnAction(e -> deploy.setDisable(true));
        stage.setOnHidden(e -> close());
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
        HBox buttons = new HBox(8, preview, deploy, cancel);
        progress.setMaxWidth(Double.MAX_VALUE);
        VBox.setVgrow(plan, Priority.ALWAYS);
        VBox.setVgrow(results, Priority.ALWAYS);
        VBox root =
                new VBox(8, form, buttons, new Label("Plan"), plan, progress, new Label("Results"), results, status);
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

    /** Runs the previewed plan, reporting each statement as it finishes. */
    public void deploy() {
        DeployPlan toRun = planned;
        if (toRun == null) {
            return;
        }
        busy("Deploying…");
        cancel.setDisable(false);
        results.getItems().clear();
        int total = toRun.statements().size();
        runInBackground(() -> {
            DeployReport report = work.deploy(toRun, new DeployListener() {
                @Override
                public void finished(StatementOutcome outcome) {
                    Platform.runLater(() -> {
                        results.getItems().add(describe(outcome));
                        progress.setProgress(total == 0 ? 1 : (outcome.index() + 1) / (double) total);
                    });
                }
            });
            Platform.runLater(() -> showReport(report));
        });
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
        result.statements().forEach(s -> plan.getItems().add(describe(s)));
        result.skipped().forEach(s -> plan.getItems().add("skipped (needs Allow drops): " + firstLine(s.cql())));
        for (ManualChange manual : result.manual()) {
            plan.getItems().add("manual: " + manual.element() + ": " + manual.change());
        }
        idle(
                result.statements().isEmpty()
                        ? "Nothing to deploy: the cluster already matches the project."
                        : result.statements().size() + " statements to run. Review them, then Deploy.");
        deploy.setDisable(result.statements().isEmpty());
        progress.setProgress(0);
    }

    private void showReport(DeployReport report) {
        cancel.setDisable(true);
        String summary = report.failure()
                .map(f -> "Stopped at statement " + (f.index() + 1) + ": "
                        + f.message().orElse("failed") + ". " + report.applied().size() + " statements were applied.")
                .orElse(
                        report.cancelled()
                                ? "Cancelled after " + report.applied().size() + " statements."
                                : "Applied " + report.applied().size() + " statements.");
        idle(summary);
        planned = null;
        deploy.setDisable(true);
    }

    private void runInBackground(Runnable job) {
        worker.execute(() -> {
            try {
                job.run();
            } catch (RuntimeException e) {
                Platform.runLater(() -> {
                    cancel.setDisable(true);
                    idle(e.getMessage());
                });
            }
        });
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

    private static String describe(PlannedStatement statement) {
        return statement.kind().name().toLowerCase(java.util.Locale.ROOT)
                + (statement.destructive() ? " (destructive)" : "") + ": " + firstLine(statement.cql());
    }

    private static String describe(StatementOutcome outcome) {
        String mark =
                switch (outcome.status()) {
                    case APPLIED -> "✓";
                    case FAILED -> "✗";
                    case NOT_RUN -> "–";
                };
        return mark + " " + firstLine(outcome.statement().cql())
                + outcome.message().map(m -> ": " + m).orElse("");
    }

    private static String firstLine(String cql) {
        return cql.strip().lines().findFirst().orElse("");
    }

    private void close() {
        worker.execute(() -> {
            if (work != null) {
                work.close();
            }
        });
        worker.shutdown();
    }

    String statusText() {
        return status.getText();
    }

    ListView<String> planList() {
        return plan;
    }

    ListView<String> resultList() {
        return results;
    }

    ProgressBar progressBar() {
        return progress;
    }

    void setContactPoints(String text) {
        connection.setContactPoints(text);
    }
}
