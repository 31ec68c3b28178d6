package dev.keyspace.app.designer.prove;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.prove.JmxEndpoint;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.samples.HotelSample;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Analyze > Prove, on a node the test starts: the dialog proves the hotel sample, shows every table and query,
 * stores the measurement as the project's calibration (one undoable edit), after which the sizing panel's figures
 * rest on it and come closer to what Cassandra stored than the method's formula; Close and Esc close the dialog, Esc cancelling a proof still running.
 */
@LocalCassandra
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class ProveDialogTest {

    private DesignerWindow window;

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        stage.show();
    }

    private static ProveOnDevCluster.Target target(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();
        String host = address.getAddress().getHostAddress();
        return new ProveOnDevCluster.Target(
                "test node " + host + ":" + address.getPort(),
                new ContactPoint(host, address.getPort()),
                session -> jmx,
                false,
                new ProveOptions(OptionalInt.of(1), 2, false, Optional.empty()));
    }

    private <T> T onFx(Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
                    result.set(work.call());
                    return null;
                })
                .get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        return result.get();
    }

    private static String text(ProveDialog dialog, String id) {
        return ((Label) dialog.stage().getScene().lookup(id)).getText();
    }

    /**
     * Over the proven tables, the calibrated bytes per partition miss Cassandra's measured size by less (summed
     * log ratios) than the method's formula does: the stored costs carry what was measured.
     */
    private void assertCloserToWhatWasMeasured(Calibration calibration) {
        Project calibrated = window.document().project();
        Project formula = calibrated.withAnalysis(calibrated.analysis().withCalibration(Optional.empty()));
        double formulaMiss = 0;
        double calibratedMiss = 0;
        StringBuilder figures = new StringBuilder();
        for (TableRef ref : calibrated.allTables()) {
            double measured = calibration.tables().get(ref.table().id()).bytesPerPartition();
            double before = ProjectSizing.of(formula).size(ref).partitionBytes().getAsDouble();
            double after =
                    ProjectSizing.of(calibrated).size(ref).partitionBytes().getAsDouble();
            formulaMiss += Math.abs(Math.log(before / measured));
            calibratedMiss += Math.abs(Math.log(after / measured));
            figures.append(String.format(
                    Locale.ROOT,
                    "%n  %s: formula %.0f, calibrated %.0f, measured %.0f",
                    ref.qualifiedName(),
                    before,
                    after,
                    measured));
        }
        System.out.println("Calibration " + calibration.storage().orElseThrow() + figures);
        assertThat(calibratedMiss).as(figures.toString()).isLessThan(formulaMiss);
    }

    @Test
    void should_prove_store_the_calibration_show_it_in_the_sizing_and_close(FxRobot robot, LocalCluster cluster)
            throws Exception {
        ProveOnDevCluster.Target target = target(cluster);
        ProveDialog dialog = onFx(() -> {
            ProveDialog opened =
                    new ProveDialog(window.stage(), () -> window.document().project(), window.history(), target);
            opened.stage().show();
            return opened;
        });
        WaitForAsyncUtils.waitFor(
                600, TimeUnit.SECONDS, () -> text(dialog, "#prove-phase").startsWith("Proven on the " + target.name()));
        WaitForAsyncUtils.waitForFxEvents();
        Stage shown = dialog.stage();
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        assertThat(shown.isResizable()).as("resizable").isTrue();
        assertThat(shown.getOwner()).isSameAs(window.stage());
        assertThat(screen.contains(shown.getX(), shown.getY(), shown.getWidth(), shown.getHeight()))
                .as("on the screen")
                .isTrue();
        assertThat(shown.getScene().getHeight())
                .as("as high as its content")
                .isGreaterThanOrEqualTo(
                        shown.getScene().getRoot().minHeight(shown.getScene().getWidth()) - 1);

        String report = ((TextArea) dialog.stage().getScene().lookup("#prove-report")).getText();
        assertThat(text(dialog, "#prove-phase"))
                .isEqualTo("Proven on the " + target.name()
                        + " with replication 1 at LOCAL_ONE; the scratch keyspaces are dropped.");
        assertThat(report)
                .startsWith(
                        "Taken with replication 1 (one copy of each partition), every statement at" + " LOCAL_ONE.");
        for (String table : List.of(
                "hotel.hotels_by_poi",
                "hotel.available_rooms_by_hotel_date",
                "reservation.reservations_by_guest",
                "reservation.guests")) {
            assertThat(report).contains(table);
        }
        for (int q = 1; q <= 9; q++) {
            assertThat(report).contains("Q" + q);
        }
        assertThat(window.document().project().analysis().calibration()).isEmpty();

        robot.clickOn("#prove-store");
        WaitForAsyncUtils.waitForFxEvents();

        Calibration calibration =
                window.document().project().analysis().calibration().orElseThrow();
        assertThat(calibration.cluster()).isEqualTo(target.name());
        assertThat(calibration.tables())
                .hasSize(window.document().project().allTables().size());
        assertThat(calibration.storage()).isPresent();
        assertThat(text(dialog, "#prove-phase")).startsWith("Stored as the project's calibration");
        assertCloserToWhatWasMeasured(calibration);
        assertThat(robot.lookup("#prove-store").queryButton().isDisabled()).isTrue();

        onFx(() -> {
            window.showSizing();
            return null;
        });
        @SuppressWarnings("unchecked")
        TableView<TableSizing> sizing = robot.lookup("#sizing-table").queryAs(TableView.class);
        assertThat(sizing.getItems()).isNotEmpty().allSatisfy(s -> assertThat(s.basis())
                .anySatisfy(b -> assertThat(b)
                        .startsWith(
                                "bytes per partition: calibration of " + target.name() + " at " + calibration.date())));

        robot.clickOn("#prove-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.stage().isShowing()).as("Close closes the dialog").isFalse();

        ProveDialog second = onFx(() -> {
            ProveDialog opened =
                    new ProveDialog(window.stage(), () -> window.document().project(), window.history(), target);
            opened.stage().show();
            return opened;
        });
        robot.targetWindow(second.stage()).press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(second.stage().isShowing()).as("Esc closes the dialog").isFalse();
    }
}
