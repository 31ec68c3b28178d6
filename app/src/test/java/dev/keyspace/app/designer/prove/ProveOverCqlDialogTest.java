package dev.keyspace.app.designer.prove;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.prove.JmxEndpoint;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.samples.HotelSample;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Analyze > Prove when the nodes' JMX cannot be reached: the dialog says so and that nothing was written, offers to
 * prove over CQL alone, and that proof's report names what it left out; it is not offered as a calibration.
 */
@LocalCassandra
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class ProveOverCqlDialogTest {

    private DesignerWindow window;

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        stage.show();
    }

    private static int closedPort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String phase(ProveDialog dialog) {
        return ((Label) dialog.stage().getScene().lookup("#prove-phase")).getText();
    }

    @Test
    void should_offer_a_proof_over_cql_when_jmx_is_unreachable_and_name_what_it_left_out(
            FxRobot robot, LocalCluster cluster) throws Exception {
        InetSocketAddress address = cluster.contactPoints().get(0);
        String host = address.getAddress().getHostAddress();
        int closed = closedPort();
        ProveOnDevCluster.Target target = new ProveOnDevCluster.Target(
                "test node " + host + ":" + address.getPort(),
                new ContactPoint(host, address.getPort()),
                session -> List.of(new JmxEndpoint("127.0.0.1", closed)),
                false,
                new ProveOptions(OptionalInt.of(1), 1, false, Optional.empty()));
        ProveDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
                    ProveDialog opened = new ProveDialog(
                            window.stage(), () -> window.document().project(), window.history(), target);
                    opened.stage().show();
                    return opened;
                })
                .get(30, TimeUnit.SECONDS);

        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> phase(dialog).startsWith("Not proven"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(phase(dialog))
                .contains("cannot reach JMX at 127.0.0.1:" + closed)
                .contains("nothing was written");
        assertThat(robot.lookup("#prove-over-cql").queryButton().isVisible()).isTrue();

        robot.clickOn("#prove-over-cql");
        WaitForAsyncUtils.waitFor(
                600, TimeUnit.SECONDS, () -> phase(dialog).startsWith("Proven over CQL alone on the " + target.name()));
        WaitForAsyncUtils.waitForFxEvents();

        String report = ((TextArea) dialog.stage().getScene().lookup("#prove-report")).getText();
        assertThat(report)
                .contains("Tables, over CQL alone")
                .contains("hotel.available_rooms_by_hotel_date")
                .contains("Left out (not measured)")
                .contains("partition-size histogram (bytes p50, p95): needs JMX")
                .contains("cells per partition: needs JMX");
        assertThat(phase(dialog)).contains("Not a calibration");
        assertThat(robot.lookup("#prove-store").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#prove-over-cql").queryButton().isVisible()).isFalse();
        assertThat(window.document().project().analysis().calibration()).isEmpty();

        robot.clickOn("#prove-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.stage().isShowing()).as("Close closes the dialog").isFalse();
    }
}
