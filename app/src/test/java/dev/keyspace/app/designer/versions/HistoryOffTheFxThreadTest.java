package dev.keyspace.app.designer.versions;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.deploy.ConnectionForm;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The history window compares off the FX thread: while a cluster is being read (here a cluster that answers only
 * when the test lets it) the window says so and stays usable, a comparison of two other sides asked for meanwhile
 * is shown at once, and the cluster's late answer, now stale, is dropped: neither listed nor outlined.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryOffTheFxThreadTest {

    private final CountDownLatch answer = new CountDownLatch(1);
    private final AtomicReference<String> readOn = new AtomicReference<>();
    private final AtomicInteger answered = new AtomicInteger();
    private final AtomicReference<Map<ElementId, String>> outlined = new AtomicReference<>(Map.of());
    private HistoryWindow history;

    /** A cluster that has none of the model's keyspaces, and answers only once the test counts down. */
    private final LiveSchema slowCluster = new LiveSchema() {
        @Override
        public Read read(ConnectionForm.Target target, List<Identifier> keyspaces) {
            readOn.set(Thread.currentThread().getName());
            try {
                answer.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answered.incrementAndGet();
            return new Read(List.of(), target.contactPoints(), Instant.EPOCH);
        }
    };

    @Start
    void start(Stage stage) {
        DesignerWindow window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        stage.show();
        history = new HistoryWindow(stage, window.editor(), outlined::set, id -> {}, slowCluster);
        history.stage().show();
    }

    @AfterEach
    void letTheClusterAnswer() {
        answer.countDown();
    }

    @Test
    void should_keep_the_window_usable_while_the_cluster_is_read_and_drop_its_stale_answer(FxRobot robot)
            throws Exception {
        pick(robot, "#history-from", Side.LIVE);
        waitFor(() -> readOn.get() != null);
        assertThat(readOn.get())
                .as("the cluster is read on the window's worker")
                .isEqualTo("ksd-history-cluster");
        assertThat(onFx(() -> robot.lookup("#history-working").query().isVisible()))
                .isTrue();
        assertThat(onFx(() -> summary(robot))).startsWith("Reading the cluster at 127.0.0.1:9042");
        assertThat(onFx(() -> placeholder(robot))).startsWith("Reading the cluster at");

        // meanwhile the FX thread answers, and another pair is compared and shown while the read still hangs
        pick(robot, "#history-from", Side.MODEL);
        waitFor(() -> summary(robot).equals("No differences"));
        assertThat(answered.get()).as("the cluster has not answered yet").isZero();
        assertThat(onFx(() -> robot.lookup("#history-working").query().isVisible()))
                .isFalse();

        answer.countDown();
        waitFor(() -> history.droppedResults() == 1);
        assertThat(answered.get()).isEqualTo(1);
        assertThat(onFx(() -> summary(robot))).isEqualTo("No differences");
        assertThat(onFx(() -> changes(robot).getItems())).isEmpty();
        assertThat(outlined.get()).as("the stale answer outlines nothing").isEmpty();

        // a comparison with the cluster that is not stale is shown: the cluster lacks every keyspace of the model
        pick(robot, "#history-from", Side.LIVE);
        waitFor(() -> clusterRead(robot).startsWith("Read from 127.0.0.1:9042 at "));
        assertThat(onFx(() -> changes(robot).getItems()))
                .filteredOn(c -> c.change() == SchemaChange.Change.ADDED)
                .extracting(SchemaChange::element)
                .contains("hotel", "hotel.hotels", "reservation");
        assertThat(outlined.get()).containsValue("added");
    }

    private void pick(FxRobot robot, String picker, Side side) throws Exception {
        onFx(() -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<Side> box = robot.lookup(picker).queryAs(javafx.scene.control.ComboBox.class);
            box.setValue(side);
            return null;
        });
    }

    private static String summary(FxRobot robot) {
        return robot.lookup("#history-summary").queryAs(Label.class).getText();
    }

    private static String clusterRead(FxRobot robot) {
        return robot.lookup("#history-cluster-read").queryAs(Label.class).getText();
    }

    private static String placeholder(FxRobot robot) {
        return ((Label) changes(robot).getPlaceholder()).getText();
    }

    @SuppressWarnings("unchecked")
    private static TableView<SchemaChange> changes(FxRobot robot) {
        return robot.lookup("#history-changes").queryAs(TableView.class);
    }

    /** Runs on the FX thread within a bound: it fails if the FX thread is blocked. */
    private static <T> T onFx(Callable<T> work) throws Exception {
        assertThat(Platform.isFxApplicationThread()).isFalse();
        return WaitForAsyncUtils.asyncFx(work).get(5, TimeUnit.SECONDS);
    }

    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
