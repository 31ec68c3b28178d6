package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.ArrowNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import javafx.geometry.Point2D;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 34: the workflow diagram shows each query's rate in the current mix on the arrow that runs it ("Q2 120/s", then
 * "p99 20 ms"), follows a change of mix and an undo, and an arrow's Edit rates… edits the rates of its queries there:
 * one undoable edit, saved with the project; a text that is not a rate is refused and kept.
 */
@ExtendWith(ApplicationExtension.class)
class WorkflowRatesTest extends DesignerFixture {

    private static final ElementId Q2 = ElementId.of("query:q2");
    private static final ElementId Q3 = ElementId.of("query:q3");

    @TempDir
    static Path folder;

    private Path file;

    @Start
    void start(Stage stage) throws Exception {
        file = folder.resolve("hotel.ksd.json");
        Project hotel = HotelSample.build();
        Workload workload = new Workload(List.of(
                Mix.empty("browsing").withQuery(Q2, new Demand(120, OptionalDouble.of(20))), Mix.empty("booking")));
        ProjectFiles.save(hotel.withAnalysis(hotel.analysis().withWorkload(workload)), file);
        window = new DesignerWindow(stage, new Document(ProjectFiles.load(file), file));
        stage.show();
    }

    @Test
    void should_show_each_query_rate_in_the_current_mix_on_its_arrow(FxRobot robot) throws Exception {
        waitFor(() -> arrowLabels().contains("Q2 120/s\np99 20 ms"));
        assertThat(arrowLabels()).contains("Q3").doesNotContain("Q2");

        assertThat(onFxGet(this::overlaps))
                .as("labels over a task or another label")
                .isEmpty();

        onFx(() -> window.editor().mix().choose("booking"));
        waitFor(() -> arrowLabels().contains("Q2"));

        onFx(() -> window.editor().mix().choose("browsing"));
        waitFor(() -> arrowLabels().contains("Q2 120/s\np99 20 ms"));
    }

    @Test
    void should_edit_the_rates_of_an_arrow_queries_where_it_is_drawn_undo_and_save_them(FxRobot robot)
            throws Exception {
        editRatesOfArrow(robot, "Q3");
        type(robot, field(robot, ".diagram-rate", "Q3"), "75");
        type(robot, field(robot, ".diagram-p99", "Q3"), "30 ms");
        robot.type(KeyCode.ENTER);

        waitFor(() -> arrowLabels().contains("Q3 75/s\np99 30 ms"));
        assertThat(project().analysis().workload().mix("browsing").orElseThrow().queries())
                .containsEntry(Q3, new Demand(75, OptionalDouble.of(30)))
                .containsEntry(Q2, new Demand(120, OptionalDouble.of(20)));
        assertThat(robot.lookup("#diagram-rates-editor").tryQuery()).isEmpty();

        onFx(() -> window.actions().undo());
        assertThat(project().analysis().workload().mix("browsing").orElseThrow().queries())
                .as("one undo takes both fields back")
                .doesNotContainKey(Q3);
        waitFor(() -> arrowLabels().contains("Q3"));
        onFx(() -> window.actions().redo());
        waitFor(() -> arrowLabels().contains("Q3 75/s\np99 30 ms"));

        onFx(() -> diagram().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        waitFor(() -> ProjectFiles.load(file).equals(project()));
        assertThat(ProjectFiles.load(file)
                        .analysis()
                        .workload()
                        .mix("browsing")
                        .orElseThrow()
                        .queries())
                .containsEntry(Q3, new Demand(75, OptionalDouble.of(30)));
    }

    @Test
    void should_refuse_a_rate_that_is_not_one_and_keep_it_until_escape(FxRobot robot) throws Exception {
        Workload before = project().analysis().workload();
        editRatesOfArrow(robot, "Q2");
        TextField rate = field(robot, ".diagram-rate", "Q2");
        assertThat(rate.getText()).isEqualTo("120");
        type(robot, rate, "fast");
        robot.type(KeyCode.ENTER);

        waitFor(() -> rate.getStyleClass().contains("invalid-field"));
        assertThat(rate.getText()).isEqualTo("fast");
        assertThat(project().analysis().workload()).isEqualTo(before);
        assertThat(window.editor().messageProperty().get()).startsWith("Q2: ").contains("'fast'");

        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#diagram-rates-editor").tryQuery().isEmpty());
        assertThat(project().analysis().workload()).isEqualTo(before);
        assertThat(arrowLabels()).contains("Q2 120/s\np99 20 ms");
    }

    private DiagramView diagram() {
        return window.diagram(ViewKind.WORKFLOW).diagram();
    }

    /** Each arrow label's box that covers a task's box or another label's, as its text. */
    private List<String> overlaps() {
        List<ArrowNode> labelled =
                diagram().arrows().stream().filter(a -> !a.label().isEmpty()).toList();
        List<javafx.geometry.Bounds> labels = labelled.stream()
                .map(a -> {
                    Point2D middle = a.start().midpoint(a.end());
                    double w = a.labelSize().getWidth();
                    double h = a.labelSize().getHeight();
                    return (javafx.geometry.Bounds)
                            new javafx.geometry.BoundingBox(middle.getX() - w / 2, middle.getY() - h / 2, w, h);
                })
                .toList();
        List<String> found = new java.util.ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            for (javafx.scene.Node task : diagram().nodes().values()) {
                if (task instanceof dev.keyspace.app.views.TaskNode
                        && task.getBoundsInParent().intersects(labels.get(i))) {
                    found.add(labelled.get(i).label() + " over "
                            + ((dev.keyspace.app.views.TaskNode) task).task().name());
                }
            }
            for (int j = i + 1; j < labels.size(); j++) {
                if (labels.get(i).intersects(labels.get(j))) {
                    found.add(
                            labelled.get(i).label() + " over " + labelled.get(j).label());
                }
            }
        }
        return found;
    }

    private List<String> arrowLabels() throws Exception {
        if (javafx.application.Platform.isFxApplicationThread()) {
            return diagram().arrows().stream().map(ArrowNode::label).toList();
        }
        return onFxGet(() -> diagram().arrows().stream().map(ArrowNode::label).toList());
    }

    /**
     * Opens the rates of the arrow whose label starts with the query's from its context menu (its double click does
     * the same, but a double click's interval is a matter of time this busy machine may not keep).
     */
    private void editRatesOfArrow(FxRobot robot, String query) throws Exception {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        waitFor(() -> onFxGet(() -> arrowOf(query).getScene() != null));
        Point2D middle = onFxGet(() -> {
            ArrowNode arrow = arrowOf(query);
            return arrow.localToScreen(arrow.start().midpoint(arrow.end()));
        });
        robot.rightClickOn(middle);
        robot.clickOn("#menu-edit-rates");
        waitFor(() -> robot.lookup("#diagram-rates-editor").tryQuery().isPresent());
    }

    private ArrowNode arrowOf(String query) {
        return diagram().arrows().stream()
                .filter(a -> a.label().equals(query) || a.label().startsWith(query + " "))
                .findFirst()
                .orElseThrow();
    }

    private static <T> T onFxGet(java.util.concurrent.Callable<T> work) throws Exception {
        return org.testfx.util.WaitForAsyncUtils.asyncFx(work).get(30, java.util.concurrent.TimeUnit.SECONDS);
    }

    private static TextField field(FxRobot robot, String kind, String query) {
        return robot.lookup(kind).match(n -> query.equals(n.getUserData())).queryAs(TextField.class);
    }

    /** Replaces the field's text by typing, as a user does. */
    private void type(FxRobot robot, TextField field, String text) throws Exception {
        robot.clickOn(field);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        waitFor(() -> field.getText().equals(text));
    }
}
