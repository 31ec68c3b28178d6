package dev.keyspace.app.designer.deploy;

import static dev.keyspace.app.views.FxTestSupport.onFx;
import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Cancelling a deploy of a 40-table project on a real node while it runs: from the Cancel button, by closing
 * the window, and by hiding the dialog. The deploy stops after the statement in flight, the rest is reported as
 * not run, the worker thread ends with the dialog, and deploying again converges.
 */
@LocalCassandra
@ExtendWith(ApplicationExtension.class)
class DeployCancelTest {

    private static final int TABLES = 40;
    private static final int PLANNED = TABLES + 1;
    private static final AtomicInteger RUN = new AtomicInteger();

    private final String keyspace = "cancel_" + RUN.incrementAndGet() + "_" + System.nanoTime();
    private final Project project = Project.empty("cancel").withKeyspaces(List.of(manyTables(keyspace)));
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new StackPane(), 320, 200));
        stage.show();
    }

    @AfterEach
    void dropKeyspace(CqlSession session) {
        session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
    }

    private static Keyspace manyTables(String name) {
        CqlType text = CqlType.of(NativeType.TEXT);
        List<Table> tables = IntStream.range(0, TABLES)
                .mapToObj(i -> String.format("t%02d", i))
                .map(table -> Table.of(
                        ElementId.forTable(Identifier.of(name), Identifier.of(table)),
                        table,
                        List.of(
                                Column.partitionKey("id", CqlType.of(NativeType.INT), 0),
                                Column.regular("note", text))))
                .toList();
        return Keyspace.of(name, Replication.simple(1)).withTables(tables);
    }

    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<String> lines(DeployDialog dialog) throws Exception {
        return onFx(() -> List.copyOf(dialog.resultList().getItems()));
    }

    private static String status(DeployDialog dialog) throws Exception {
        return onFx(dialog::statusText);
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(line -> line.startsWith(prefix)).count();
    }

    private long tablesOnNode(CqlSession session) {
        return session.execute("SELECT table_name FROM system_schema.tables WHERE keyspace_name = ?", keyspace)
                .all()
                .size();
    }

    /** A shown dialog with the plan previewed, ready to deploy. */
    private DeployDialog previewed(LocalCluster cluster, int statements) throws Exception {
        InetSocketAddress address = cluster.contactPoints().get(0);
        DeployDialog dialog = onFx(() -> {
            DeployDialog created = new DeployDialog(owner, () -> project);
            created.setContactPoints(address.getAddress().getHostAddress() + ":" + address.getPort());
            created.stage().show();
            created.preview();
            return created;
        });
        waitFor(() -> status(dialog).endsWith("Review them, then Deploy."));
        assertThat(onFx(() -> dialog.planList().getItems().size())).isEqualTo(statements);
        return dialog;
    }

    /** A previewed dialog whose deploy has started and applied at least one statement. */
    private DeployDialog deployingWithOneApplied(LocalCluster cluster, FxRobot robot) throws Exception {
        DeployDialog dialog = previewed(cluster, PLANNED);
        robot.clickOn("#deploy-apply");
        waitFor(() -> count(lines(dialog), DeployProgress.APPLIED) >= 1);
        return dialog;
    }

    /** Hides the dialog (as its owner closing would); whether its worker thread then ended within a bound. */
    private static boolean hiddenAndWorkerEnded(DeployDialog dialog) throws Exception {
        onFx(() -> {
            dialog.stage().close();
            return null;
        });
        return dialog.workerStoppedWithin(Duration.ofSeconds(60));
    }

    /** The report after a cancel: a prefix applied, the rest not run, nothing failed; returns the applied count. */
    private static int assertStoppedEarly(DeployDialog dialog) throws Exception {
        List<String> lines = lines(dialog);
        int applied = (int) count(lines, DeployProgress.APPLIED);
        int notRun = (int) count(lines, DeployProgress.NOT_RUN);
        assertThat(applied).isBetween(1, PLANNED - 1);
        assertThat(notRun).isEqualTo(PLANNED - applied);
        assertThat(lines.subList(0, applied)).allMatch(line -> line.startsWith(DeployProgress.APPLIED));
        assertThat(lines.subList(applied, PLANNED)).allMatch(line -> line.startsWith(DeployProgress.NOT_RUN));
        assertThat(status(dialog)).startsWith("Cancelled after " + applied + " statements; " + notRun + " not run.");
        return applied;
    }

    @Test
    void should_stop_after_the_statement_in_flight_report_the_rest_as_not_run_and_converge_on_a_rerun(
            LocalCluster cluster, CqlSession session, FxRobot robot) throws Exception {
        DeployDialog dialog = deployingWithOneApplied(cluster, robot);

        robot.clickOn("#deploy-cancel");
        String cancelling = status(dialog);
        waitFor(() ->
                !status(dialog).startsWith("Cancelling") && !status(dialog).startsWith("Deploying"));

        assertThat(cancelling).startsWith("Cancel");
        int applied = assertStoppedEarly(dialog);
        assertThat(lines(dialog))
                .as("the statement in flight when Cancel was pressed finished and says so")
                .filteredOn(line -> line.endsWith(DeployProgress.CANCELLED_IN_FLIGHT))
                .hasSizeLessThanOrEqualTo(1)
                .allMatch(line -> line.startsWith(DeployProgress.APPLIED));
        assertThat(tablesOnNode(session))
                .as("the keyspace was the first statement, so every later applied one is a table")
                .isEqualTo(applied - 1)
                .isLessThan(TABLES);

        robot.clickOn("#deploy-preview");
        waitFor(() -> status(dialog).endsWith("Review them, then Deploy."));
        assertThat(onFx(() -> dialog.planList().getItems().size())).isEqualTo(PLANNED - applied);
        robot.clickOn("#deploy-apply");
        waitFor(() -> status(dialog).startsWith("Applied"));
        assertThat(status(dialog)).isEqualTo("Applied " + (PLANNED - applied) + " statements.");
        assertThat(tablesOnNode(session)).isEqualTo(TABLES);
        robot.clickOn("#deploy-preview");
        waitFor(() -> status(dialog).startsWith("Nothing to deploy"));
        assertThat(hiddenAndWorkerEnded(dialog)).isTrue();
    }

    @Test
    void should_cancel_when_the_window_is_closed_during_a_deploy_and_close_once_it_has_stopped(
            LocalCluster cluster, CqlSession session, FxRobot robot) throws Exception {
        DeployDialog dialog = deployingWithOneApplied(cluster, robot);

        boolean showingAfterCloseRequest = onFx(() -> {
            Stage stage = dialog.stage();
            Event.fireEvent(stage, new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST));
            return stage.isShowing();
        });
        waitFor(() -> !onFx(() -> dialog.stage().isShowing()));

        assertThat(showingAfterCloseRequest)
                .as("it stays open until the statement in flight has finished")
                .isTrue();
        int applied = assertStoppedEarly(dialog);
        assertThat(tablesOnNode(session)).isEqualTo(applied - 1);
        assertThat(dialog.workerStoppedWithin(Duration.ofSeconds(30))).isTrue();
    }

    @Test
    void should_stop_the_deploy_and_end_the_worker_when_the_dialog_is_hidden_during_a_deploy(
            LocalCluster cluster, CqlSession session, FxRobot robot) throws Exception {
        DeployDialog dialog = deployingWithOneApplied(cluster, robot);

        assertThat(hiddenAndWorkerEnded(dialog))
                .as("the worker ends after the statement in flight")
                .isTrue();
        assertThat(tablesOnNode(session)).isBetween(0L, (long) TABLES - 1);
        waitFor(() -> status(dialog).startsWith("Cancelled"));
        assertStoppedEarly(dialog);
    }
}
