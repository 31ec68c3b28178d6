package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.devcluster.DesignerDevCluster;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.files.RecoveryStore;
import dev.keyspace.app.settings.DevClusterChoice;
import dev.keyspace.cli.DevClusterPorts;
import dev.keyspace.cli.KsdCommandLine;
import dev.keyspace.localcluster.DevCluster;
import dev.keyspace.samples.HotelSample;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.CheckBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The dev cluster in the designer, on a real node with ports of its own: the status line shows it while it is up,
 * whoever started it; quitting stops one the designer started unless the user keeps it, asked once or as
 * remembered, and leaves one started with {@code ksd dev-cluster start} alone.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class DevClusterInDesignerIT {

    /** A node start or stop on a loaded two-core machine, and the status line's next reading. */
    private static final long BOUND_SECONDS = 120;

    @TempDir
    Path folder;

    private int[] ports;
    private DevCluster cluster;
    private DevClusterChoice choice;
    private DesignerDevCluster devCluster;

    @BeforeEach
    void oneRunOfTheDesigner() {
        ports = DevClusterPorts.twoFree();
        cluster = new DevCluster(folder.resolve("dev-cluster")).withPorts(ports[0], ports[1]);
        choice = DevClusterChoice.at(folder.resolve("dev-cluster-on-quit.properties"));
        devCluster = new DesignerDevCluster(cluster, choice);
    }

    @AfterEach
    void stopTheNode() {
        cluster.stop();
    }

    @Test
    void should_show_the_dev_cluster_in_the_status_line_while_it_is_up_whoever_started_it(FxRobot robot)
            throws Exception {
        DesignerWindow window = openWindow();
        Label shown = devClusterLabel(robot, window);
        assertThat(shown.isVisible()).isFalse();

        assertThat(ksdDevCluster("start")).isZero();
        String up = "Dev cluster: up on 127.0.0.1:" + ports[0];
        WaitForAsyncUtils.waitFor(
                BOUND_SECONDS,
                TimeUnit.SECONDS,
                () -> shown.isVisible() && shown.getText().equals(up));

        // the designer did not start it: the window closes without a question and the node keeps running
        close(window).get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(robot.lookup("#dev-cluster-question").tryQuery()).isEmpty();
        assertThat(cluster.status().running()).isTrue();

        DesignerWindow next = openWindow();
        Label shownNext = devClusterLabel(robot, next);
        WaitForAsyncUtils.waitFor(
                BOUND_SECONDS,
                TimeUnit.SECONDS,
                () -> shownNext.isVisible() && shownNext.getText().equals(up));
        assertThat(ksdDevCluster("stop")).isZero();
        WaitForAsyncUtils.waitFor(BOUND_SECONDS, TimeUnit.SECONDS, () -> !shownNext.isVisible());
        close(next).get(BOUND_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void should_ask_on_quit_whether_to_keep_a_dev_cluster_it_started_and_remember_the_choice(FxRobot robot)
            throws Exception {
        devCluster.ensureRunning(); // as Analyze > Prove does, on its worker thread
        assertThat(devCluster.startedHere()).isTrue();

        // asked: Keep Running, remembered
        quitAnsweringAndRemembering(robot, "#dev-cluster-keep");
        assertThat(choice.remembered()).contains(true);
        assertThat(devCluster.awaitStopped()).isTrue();
        assertThat(cluster.status().running()).isTrue();

        // remembered: no question, still running
        quitUnasked(robot);
        assertThat(cluster.status().running()).isTrue();

        // asked again once forgotten: Stop It, remembered
        choice.forget();
        quitAnsweringAndRemembering(robot, "#dev-cluster-stop");
        assertThat(choice.remembered()).contains(false);
        assertThat(devCluster.awaitStopped()).isTrue();
        assertThat(cluster.status().stopped()).isTrue();

        // remembered: started again, stopped on quit without a question
        devCluster.ensureRunning();
        quitUnasked(robot);
        assertThat(devCluster.awaitStopped()).isTrue();
        assertThat(cluster.status().stopped()).isTrue();
    }

    /** A window of this run of the designer, once it has shown its first findings (its start-up work is done). */
    private DesignerWindow openWindow() throws Exception {
        DesignerWindow opened = WaitForAsyncUtils.asyncFx(() -> {
                    DesignerWindow window = new DesignerWindow(
                            new Stage(),
                            new Document(HotelSample.build(), null),
                            new RecentFiles(folder.resolve("recent-files.txt")),
                            new RecoveryStore(folder.resolve("recovery")),
                            devCluster);
                    window.stage().show();
                    return window;
                })
                .get(BOUND_SECONDS, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(BOUND_SECONDS, TimeUnit.SECONDS, () -> opened.checkedRevision() >= 0);
        return opened;
    }

    /** Quits a window of this run: the question comes; ticks Remember my choice and presses the button. */
    private void quitAnsweringAndRemembering(FxRobot robot, String button) throws Exception {
        Future<Void> closing = close(openWindow());
        DialogPane question = awaitQuestion(robot);
        assertThat(question.getHeaderText())
                .isEqualTo("Keep the development cluster running after Keyspace Designer quits?");
        robot.clickOn((CheckBox) question.lookup("#dev-cluster-remember"));
        robot.clickOn(button);
        closing.get(BOUND_SECONDS, TimeUnit.SECONDS);
    }

    /** Quits a window of this run; a question would hold the closing until the bound. */
    private void quitUnasked(FxRobot robot) throws Exception {
        close(openWindow()).get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(robot.lookup("#dev-cluster-question").tryQuery()).isEmpty();
    }

    /** Closes the window as its close box does; completes once it is closed, after any question is answered. */
    private static Future<Void> close(DesignerWindow window) {
        return WaitForAsyncUtils.asyncFx(() -> window.stage().close());
    }

    private static DialogPane awaitQuestion(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(BOUND_SECONDS, TimeUnit.SECONDS, () -> robot.lookup("#dev-cluster-question")
                .tryQuery()
                .isPresent());
        return robot.lookup("#dev-cluster-question").queryAs(DialogPane.class);
    }

    private static Label devClusterLabel(FxRobot robot, DesignerWindow window) {
        return robot.from(window.stage().getScene().getRoot())
                .lookup("#status-dev-cluster")
                .queryAs(Label.class);
    }

    /** {@code ksd dev-cluster start|stop} on this test's folder and ports, as a user in a terminal. */
    private int ksdDevCluster(String command) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        return KsdCommandLine.run(
                new String[] {
                    "dev-cluster",
                    "--home=" + folder.resolve("dev-cluster"),
                    "--ports=" + ports[0] + "," + ports[1],
                    command
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8));
    }
}
