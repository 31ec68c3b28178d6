package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File > Version History… compares the model with a live cluster, read on a real node: what the cluster lacks is
 * listed as a deploy would make it, with its statement, and outlined in the diagrams; Read Cluster reads it again
 * after a deploy; a cluster that cannot be reached is one sentence in the window.
 */
@LocalCassandra
@ExtendWith(ApplicationExtension.class)
class LiveComparisonTest extends DesignerFixture {

    /** A connection and a schema read on a loaded two-core machine. */
    private static final long CLUSTER_BOUND_SECONDS = 90;

    private static final String LIVE = "Live cluster…";

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_list_what_a_deploy_would_make_of_the_cluster_and_outline_it(
            FxRobot robot, LocalCluster cluster, CqlSession session) throws Exception {
        Project model = project();
        Keyspace hotel = model.keyspace("hotel").orElseThrow();
        Project withoutHotels = model.withKeyspaces(List.of(hotel.withTables(hotel.tables().stream()
                .filter(t -> !t.name().equals(Identifier.of("hotels")))
                .toList())));
        deploy(session, withoutHotels);

        robot.clickOn("#menu-file").clickOn("#menu-version-history");
        waitFor(() -> robot.lookup("#history-from").tryQuery().isPresent());
        assertThat(robot.lookup("#history-cluster").query().isVisible())
                .as("no connection asked for until a side is the cluster")
                .isFalse();
        onFx(() -> contactPoints(robot).setText(contactPoint(cluster)));
        pick(robot, "#history-from", LIVE);
        assertThat(robot.lookup("#history-cluster").query().isVisible()).isTrue();
        waitForCluster(() -> clusterRead(robot).startsWith("Read from " + contactPoint(cluster) + " at "));
        assertThat(summary(robot)).matches("\\d+ changes: \\d+ added");
        assertThat(changes(robot).getItems())
                .as("what the cluster lacks: the table hotels, and the keyspace reservation with all it holds")
                .allMatch(c -> c.change() == SchemaChange.Change.ADDED)
                .allMatch(c -> c.element().equals("hotel.hotels") || c.element().startsWith("reservation"));

        assertThat(changes(robot).getItems())
                .as("the tables deployed are the model's; reservation is not on the cluster")
                .extracting(SchemaChange::element)
                .contains("hotel.hotels", "reservation")
                .doesNotContain("hotel.hotels_by_poi", "hotel");
        SchemaChange hotels = change(robot, "hotel.hotels");
        assertThat(hotels.change()).isEqualTo(SchemaChange.Change.ADDED);
        assertThat(hotels.kind()).isEqualTo("table");
        assertThat(hotels.statements()).singleElement().asString().startsWith("CREATE TABLE hotel.hotels (");
        onFx(() -> changes(robot).getSelectionModel().select(hotels));
        assertThat(robot.lookup("#history-change-detail")
                        .queryAs(TextArea.class)
                        .getText())
                .contains("CREATE TABLE hotel.hotels (");
        assertThat(robot.lookup("#history-problem").query().isVisible()).isFalse();
        assertThat(robot.lookup("#history-working").query().isVisible()).isFalse();

        onFx(() -> window.select(ViewKind.LOGICAL));
        waitFor(() -> marked().contains("version-added"));

        deploy(session, model);
        robot.clickOn("#history-read-cluster");
        waitForCluster(() -> !clusterRead(robot).isEmpty());
        assertThat(summary(robot)).isEqualTo("No differences");
        assertThat(changes(robot).getItems()).isEmpty();
        waitFor(() -> !marked().contains("version-added"));

        // the cluster as the newer side: what it would take to make the model like it; nothing is outlined
        pick(robot, "#history-from", "the model now");
        pick(robot, "#history-to", LIVE);
        waitForCluster(() -> !clusterRead(robot).isEmpty());
        assertThat(summary(robot)).isEqualTo("No differences");
        robot.clickOn("#history-close");
    }

    @Test
    void should_say_in_one_sentence_that_the_cluster_cannot_be_reached(FxRobot robot) throws Exception {
        int unused;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            unused = socket.getLocalPort();
        }
        robot.clickOn("#menu-file").clickOn("#menu-version-history");
        waitFor(() -> robot.lookup("#history-from").tryQuery().isPresent());
        String point = "127.0.0.1:" + unused;
        onFx(() -> contactPoints(robot).setText(point));
        pick(robot, "#history-from", LIVE);
        waitForCluster(() -> !problem(robot).isEmpty());
        assertThat(problem(robot))
                .contains(point)
                .doesNotContain("Exception", "\n", "\tat ")
                .endsWith(".");
        assertThat(changes(robot).getItems()).isEmpty();
        assertThat(robot.lookup("#history-working").query().isVisible()).isFalse();

        onFx(() -> contactPoints(robot).setText("no-port-here:"));
        robot.clickOn("#history-read-cluster");
        waitForCluster(() -> problem(robot).startsWith("The contact points are not right"));
        assertThat(problem(robot)).doesNotContain("Exception", "\n");

        // back to the model's own states: the sentence goes
        pick(robot, "#history-from", "the model now");
        waitFor(() -> problem(robot).isEmpty() && summary(robot).equals("No differences"));
        robot.clickOn("#history-close");
    }

    private static void deploy(CqlSession session, Project project) {
        DeployReport report =
                new Deployment(session, new DeployPlanner().plan(session, project, false)).run(new DeployListener() {});
        assertThat(report.failure()).isEmpty();
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    /** Picks the side whose picker shows {@code shown}, as a click in the list would. */
    private void pick(FxRobot robot, String picker, String shown) {
        ComboBox<?> box = robot.lookup(picker).queryAs(ComboBox.class);
        int index = box.getItems().stream().map(Object::toString).toList().indexOf(shown);
        assertThat(index).as(shown + " is offered").isNotNegative();
        onFx(() -> box.getSelectionModel().select(index));
    }

    private static TextField contactPoints(FxRobot robot) {
        return robot.lookup("#history-contact-points").queryAs(TextField.class);
    }

    private static String summary(FxRobot robot) {
        return robot.lookup("#history-summary").queryAs(Label.class).getText();
    }

    private static String clusterRead(FxRobot robot) {
        return robot.lookup("#history-cluster-read").queryAs(Label.class).getText();
    }

    private static String problem(FxRobot robot) {
        return robot.lookup("#history-problem").queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static TableView<SchemaChange> changes(FxRobot robot) {
        return robot.lookup("#history-changes").queryAs(TableView.class);
    }

    private static SchemaChange change(FxRobot robot, String element) {
        return changes(robot).getItems().stream()
                .filter(c -> c.element().equals(element))
                .findFirst()
                .orElseThrow();
    }

    private List<String> marked() {
        return window.diagram(ViewKind.LOGICAL)
                .diagram()
                .node(HOTELS)
                .map(Node::getStyleClass)
                .map(List::copyOf)
                .orElse(List.of());
    }

    private static void waitForCluster(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(CLUSTER_BOUND_SECONDS, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
